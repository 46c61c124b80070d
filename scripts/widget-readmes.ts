/**
 * Rewrites the attribute and event tables of every widgets/<name>/README.md from its contract.ts
 * (between the markers of src/build/widget-readme.ts). `npm run docs:widgets`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { WIDGET_CONTRACTS } from '../src/build/widget-contracts.ts';
import { readmeBlock, withReadmeBlock } from '../src/build/widget-readme.ts';

const ROOT = resolve(import.meta.dirname, '..');

for (const contract of WIDGET_CONTRACTS) {
  const path = resolve(ROOT, 'widgets', contract.tag.replace(/^echojam-/, ''), 'README.md');
  const readme = readFileSync(path, 'utf8');
  const updated = withReadmeBlock(readme, await readmeBlock(contract, path), path);
  if (updated !== readme) {
    writeFileSync(path, updated);
    console.log(`updated ${path.slice(ROOT.length + 1)}`);
  }
}
