// @vitest-environment node
/**
 * The files generated from the brand tokens are committed: each must equal what the tokens give today
 * (run `npx tsx src/build/brand-files.ts`, or `npm run build`, after changing src/brand/tokens.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandFiles, readmeWithDefaults } from '../../src/build/brand-files.ts';
import { WIDGET_DEFAULTS } from '../../src/brand/widget-defaults.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('files generated from the brand tokens', () => {
  it('are up to date', async () => {
    for (const file of await brandFiles()) {
      expect(readFileSync(resolve(ROOT, file.path), 'utf8'), file.path).toBe(file.content);
    }
  });

  it("sets a README row's default to the token's value and keeps the table's widths", () => {
    const stale = WIDGET_DEFAULTS['--echojam-color-bg']!;
    const row = `| \`--echojam-color-text\` | \`${stale}\`   | Text |`;
    const value = WIDGET_DEFAULTS['--echojam-color-text']!;
    expect(readmeWithDefaults(row)).toBe(`| \`--echojam-color-text\` | ${`\`${value}\``.padEnd(11)} | Text |`);
    expect(readmeWithDefaults('| `--echojam-radius` | 14px | Corners |')).toBe(
      '| `--echojam-radius` | 14px | Corners |',
    );
  });
});
