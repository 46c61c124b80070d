// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../src/server/choose-encoding.ts';
import type { StaticFile } from '../../../src/server/static-files.ts';

const variant = { body: Buffer.from('x'), etag: '"x"' };
const both: StaticFile = {
  contentType: 'text/html',
  lastModified: '',
  variants: { identity: variant, br: variant, gzip: variant },
};
const gzipOnly: StaticFile = {
  contentType: 'text/html',
  lastModified: '',
  variants: { identity: variant, gzip: variant },
};
const plain: StaticFile = { contentType: 'image/png', lastModified: '', variants: { identity: variant } };

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1.0', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['deflate, compress', 'identity'],
    ['gzip;q=abc, br;q=', 'identity'],
    [';;;,,,', 'identity'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(both, header)).toBe(expected);
  });

  it('only offers the variants the build wrote', () => {
    expect(chooseEncoding(gzipOnly, 'br, gzip')).toBe('gzip');
    expect(chooseEncoding(gzipOnly, 'br')).toBe('identity');
    expect(chooseEncoding(plain, 'br, gzip')).toBe('identity');
  });
});
