// @vitest-environment node
/**
 * The widget READMEs' colour defaults follow the brand tokens. Whether the committed generated files are
 * current is checked before the build rewrites them: scripts/check-generated.ts (tested in check-generated.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { readmeWithDefaults } from '../../src/build/brand-files.ts';
import { WIDGET_DEFAULTS } from '../../src/brand/widget-defaults.ts';

describe('files generated from the brand tokens', () => {
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
