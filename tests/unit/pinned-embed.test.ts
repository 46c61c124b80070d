import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pinnedEmbed } from '../../scripts/pinned-embed.ts';

describe('pinnedEmbed', () => {
  it('names the folder after the version and the content, and gives the sha384 integrity', () => {
    const code = Buffer.from('export const x = 1;\n');
    const pinned = pinnedEmbed(code, '1.2.3');
    expect(pinned.folder).toBe(`v1.2.3-${createHash('sha256').update(code).digest('hex').slice(0, 8)}`);
    expect(pinned.integrity).toBe(`sha384-${createHash('sha384').update(code).digest('base64')}`);
  });

  it('never gives two contents the same folder', () => {
    expect(pinnedEmbed(Buffer.from('a'), '1.0.0').folder).not.toBe(pinnedEmbed(Buffer.from('b'), '1.0.0').folder);
  });
});
