import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { attributeName } from '../lib/attribute-name.ts';
import { WIDGET_LOADERS } from '../catalog/widget-loaders.ts';
import { WIDGET_CONTRACTS } from './widget-contracts.ts';
import { customElementsManifest, eventDetailType, typeDeclarations } from './custom-elements-manifest.ts';

const manifest = customElementsManifest(WIDGET_CONTRACTS);
const declarations = manifest.modules.flatMap((module) => module.declarations);

/**
 * Type-checks partner code against the generated declarations, in one program (parsing the DOM
 * library is the slow part): returns each file's error messages.
 */
function typeErrors(usages: Record<string, string>): Record<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'echojam-types-'));
  writeFileSync(join(dir, 'echojam.d.ts'), typeDeclarations(WIDGET_CONTRACTS));
  for (const [name, usage] of Object.entries(usages)) {
    writeFileSync(join(dir, `${name}.ts`), `import type {} from './echojam.d.ts';\n${usage}\nexport {};\n`);
  }
  const program = ts.createProgram(
    Object.keys(usages).map((name) => join(dir, `${name}.ts`)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    },
  );
  return Object.fromEntries(
    Object.keys(usages).map((name) => [
      name,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(join(dir, `${name}.ts`))).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}

describe('custom-elements.json', () => {
  it('lists every element the registry can load, once', () => {
    const tags = declarations.map((declaration) => declaration.tagName).sort();
    expect(tags).toEqual(Object.keys(WIDGET_LOADERS).sort());
  });

  it('describes each element with the attributes of its contract, in kebab-case', () => {
    for (const contract of WIDGET_CONTRACTS) {
      const declaration = declarations.find((candidate) => candidate.tagName === contract.tag)!;
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(Object.keys(contract.attributes).map(attributeName));
      expect(declaration.description.length).toBeGreaterThan(10);
    }
  });

  it('documents prefixed events with a detail type', () => {
    for (const declaration of declarations) {
      for (const event of declaration.events) {
        expect(event.name).toMatch(/^echojam-[a-z-]+$/);
        expect(event.type.text).toMatch(/^CustomEvent<.+>$/);
      }
    }
    expect(() => eventDetailType('An event without its type')).toThrow(/detail/);
  });
});

describe('echojam.d.ts', () => {
  it('types the elements for partners, and rejects what they do not accept', { timeout: 60_000 }, () => {
    const errors = typeErrors({
      valid: `
        const bar = document.querySelector('echojam-download-bar')!;
        bar.variant = 'inline';
        bar.persistent = true;
        bar.addEventListener('echojam-download', (event) => {
          const os: 'windows' | 'mac' | 'linux' = event.detail.os;
          console.log(os, event.detail.url.toUpperCase());
        });
        const player = document.createElement('echojam-player-demo');
        player.variant = 'compact';
      `,
      invalid: `document.querySelector('echojam-download-bar')!.variant = 'sideways';`,
    });
    expect(errors.valid).toEqual([]);
    expect(errors.invalid!.join('\n')).toMatch(/sideways/);
  });
});
