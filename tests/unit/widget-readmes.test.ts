/** Each widget README's attribute and event tables are the ones its contract.ts generates. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_CONTRACTS } from '../../src/build/widget-contracts.ts';
import { README_END, README_START, readmeBlock } from '../../src/build/widget-readme.ts';

describe('widget READMEs', () => {
  for (const contract of WIDGET_CONTRACTS) {
    const path = resolve(import.meta.dirname, '../../widgets', contract.tag.replace(/^echojam-/, ''), 'README.md');

    it(`${contract.tag}: the attribute and event tables match contract.ts (else run npm run docs:widgets)`, async () => {
      const readme = readFileSync(path, 'utf8');
      const start = readme.indexOf(README_START);
      const end = readme.indexOf(README_END);
      expect(start, `${path} has the generated block's markers`).toBeGreaterThanOrEqual(0);
      expect(end, `${path} has the generated block's end marker`).toBeGreaterThan(start);
      expect(readme.slice(start, end + README_END.length), `${path} is stale: run npm run docs:widgets`).toBe(
        await readmeBlock(contract, path),
      );
    });
  }
});
