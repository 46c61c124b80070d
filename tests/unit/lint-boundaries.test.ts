// @vitest-environment node
/**
 * The module boundaries of eslint.config.js (README, "Tests"): src/lib/ imports no widget, a widget imports
 * nothing from another widget's folder, browser code imports nothing of Node. Each rule is run through
 * ESLint's Node API on snippets placed at a path, so a config change that loses one fails here.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: resolve(ROOT, 'eslint.config.js') });

/** The boundary messages ESLint reports for `code` at `filePath` (relative to the repository). */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

// ESLint loads typescript-eslint on its first run: seconds on a busy machine.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it('fails on an import from src/lib/ into widgets/', async () => {
    const errors = await boundaryErrors(
      `import { Faq } from '../../widgets/faq/Faq.tsx';\nexport { Faq };\n`,
      'src/lib/x.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('src/lib/ knows no widget');
  });

  it('fails on every other way src/lib/ could reach a widget: re-export, import(), import.meta.glob(), a deeper file', async () => {
    expect(await boundaryErrors(`export * from '../../widgets/faq/contract.ts';\n`, 'src/lib/x.ts')).toHaveLength(1);
    expect(
      await boundaryErrors(`export const load = () => import('../../widgets/faq/define.ts');\n`, 'src/lib/x.ts'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'export const load = (name: string) => import(`../../widgets/${name}/define.ts`);\n',
        'src/lib/x.ts',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(`export const all = import.meta.glob('../../widgets/*/contract.ts');\n`, 'src/lib/x.ts'),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        `import type { FaqEvents } from '../../../widgets/faq/contract.ts';\nexport type { FaqEvents };\n`,
        'src/lib/deep/x.ts',
      ),
    ).toHaveLength(1);
  });

  it("fails on an import from one widget's folder into another's", async () => {
    const errors = await boundaryErrors(
      `import { showToast } from '../toaster/show-toast.ts';\nshowToast;\n`,
      'widgets/contact-form/x.ts',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("another widget's folder");
    expect(
      await boundaryErrors(
        `import { showToast } from '../../widgets/toaster/show-toast.ts';\nshowToast;\n`,
        'widgets/contact-form/x.ts',
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(`export const load = () => import('../toaster/define.ts');\n`, 'widgets/faq/x.ts'),
    ).toHaveLength(1);
  });

  it('fails on Node modules and Node-only packages in browser code', async () => {
    for (const filePath of [
      'widgets/faq/x.ts',
      'src/lib/x.ts',
      'src/site/x.ts',
      'src/embed/x.ts',
      'src/workbench/x.ts',
      'src/content/x.ts',
    ]) {
      expect(
        await boundaryErrors(`import { readFileSync } from 'node:fs';\nreadFileSync;\n`, filePath),
        filePath,
      ).toHaveLength(1);
    }
    expect(await boundaryErrors(`import { join } from 'path';\njoin;\n`, 'widgets/faq/x.ts')).toHaveLength(1);
    expect(await boundaryErrors(`import Fastify from 'fastify';\nFastify;\n`, 'src/site/x.ts')).toHaveLength(1);
  });

  it('passes the imports the boundaries allow', async () => {
    // A widget from src/lib/ and its own files; the toast API in src/lib/; React.
    const widgetCode = [
      `import { attr } from '../../src/lib/attributes.ts';`,
      `import { faqContract } from './contract.ts';`,
      `import { useState } from 'react';`,
      `export { attr, faqContract, useState };`,
      '',
    ].join('\n');
    expect(await boundaryErrors(widgetCode, 'widgets/faq/x.ts')).toEqual([]);
    expect(
      await boundaryErrors(`import { safeHttpUrl } from './safe-url.ts';\nexport { safeHttpUrl };\n`, 'src/lib/x.ts'),
    ).toEqual([]);
    // The registries generated from widgets/ live outside src/lib/.
    expect(
      await boundaryErrors(`export const all = import.meta.glob('../../widgets/*/contract.ts');\n`, 'src/catalog/x.ts'),
    ).toEqual([]);
    // Node code may import anything.
    const nodeCode = `import { readFileSync } from 'node:fs';\nimport { faqWidget } from '../../widgets/faq/widget.ts';\nexport { readFileSync, faqWidget };\n`;
    expect(await boundaryErrors(nodeCode, 'src/build/x.ts')).toEqual([]);
  });
});
