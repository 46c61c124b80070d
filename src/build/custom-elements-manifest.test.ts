import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { attributeName } from '../lib/attribute-name.ts';
import { WIDGET_CONTRACTS } from '../lib/widget-contracts.ts';
import { ON_DEMAND_LOADERS, WIDGET_LOADERS } from '../lib/widget-registry.ts';
import { customElementsManifest, eventDetailType, typeDeclarations } from './custom-elements-manifest.ts';

const manifest = customElementsManifest(WIDGET_CONTRACTS);
const declarations = manifest.modules.flatMap((module) => module.declarations);

/** Type-checks `usage` against the generated declarations; returns the error messages. */
function typeErrors(usage: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'echojam-types-'));
  writeFileSync(join(dir, 'echojam.d.ts'), typeDeclarations(WIDGET_CONTRACTS));
  writeFileSync(join(dir, 'usage.ts'), `import type {} from './echojam.d.ts';\n${usage}\nexport {};\n`);
  const program = ts.createProgram([join(dir, 'usage.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('custom-elements.json', () => {
  it('lists every element the registry can load, once', () => {
    const tags = declarations.map((declaration) => declaration.tagName).sort();
    expect(tags).toEqual([...Object.keys(WIDGET_LOADERS), ...Object.keys(ON_DEMAND_LOADERS)].sort());
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

// Each check compiles against the DOM library: seconds, not milliseconds.
describe('echojam.d.ts', { timeout: 60_000 }, () => {
  it('types the elements for partners', () => {
    const errors = typeErrors(`
      const bar = document.querySelector('echojam-download-bar')!;
      bar.variant = 'inline';
      bar.persistent = true;
      bar.addEventListener('echojam-download', (event) => {
        const os: 'windows' | 'mac' | 'linux' = event.detail.os;
        console.log(os, event.detail.url.toUpperCase());
      });
      const player = document.createElement('echojam-player-demo');
      player.variant = 'compact';
    `);
    expect(errors).toEqual([]);
  });

  it('rejects what the elements do not accept', () => {
    const errors = typeErrors(`document.querySelector('echojam-download-bar')!.variant = 'sideways';`);
    expect(errors.join('\n')).toMatch(/sideways/);
  });
});
