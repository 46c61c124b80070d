// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../../src/server/byte-range.ts';

describe('parseByteRange (10-byte body)', () => {
  it.each([
    ['bytes=0-3', { kind: 'partial', start: 0, end: 3 }],
    ['bytes=2-2', { kind: 'partial', start: 2, end: 2 }],
    ['bytes=7-', { kind: 'partial', start: 7, end: 9 }],
    ['bytes=-3', { kind: 'partial', start: 7, end: 9 }],
    ['bytes=-100', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=5-100', { kind: 'partial', start: 5, end: 9 }],
    [' bytes=0-0 ', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=10-', { kind: 'unsatisfiable' }],
    ['bytes=10-20', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    [undefined, { kind: 'full' }],
    ['', { kind: 'full' }],
    ['bytes=', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=5-2', { kind: 'full' }],
    ['bytes=a-b', { kind: 'full' }],
    ['bytes=0-1,3-4', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=1.5-2', { kind: 'full' }],
    ['bytes=0x1-2', { kind: 'full' }],
    ['bytes=99999999999999999999999-', { kind: 'unsatisfiable' }],
  ])('Range %j', (header, expected) => {
    expect(parseByteRange(header, 10)).toEqual(expected);
  });

  it('an empty body has no ranges to serve', () => {
    expect(parseByteRange('bytes=0-1', 0)).toEqual({ kind: 'full' });
  });
});
