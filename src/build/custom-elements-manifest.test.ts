import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import type { Api as VuePluginApi, Options as VuePluginOptions } from '@vitejs/plugin-vue';
import { loadConfigFromFile, type Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { compileScript, compileTemplate, parse, type SFCDescriptor } from 'vue/compiler-sfc';
import { attributeName } from '../lib/attribute-name.ts';
import { WIDGET_LOADERS } from '../catalog/widget-loaders.ts';
import { SITE_ORIGIN_TOKEN } from '../shell/site-origin.ts';
import { WIDGET_CONTRACTS } from './widget-contracts.ts';
import {
  customElementsManifest,
  eventDetailType,
  eventDetailTypes,
  jsxDeclarations,
  typeDeclarations,
} from './custom-elements-manifest.ts';

const ROOT = join(import.meta.dirname, '../..');
// As the partner guide writes it: the build puts the site's address in place of the token.
const EMBED_URL = `${SITE_ORIGIN_TOKEN}/embed/v1/echojam.js`;

const manifest = customElementsManifest(WIDGET_CONTRACTS);
const declarations = manifest.modules.flatMap((module) => module.declarations);

/** A fresh folder for partner code, where the project's packages resolve as in a partner's project. */
function partnerFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'echojam-types-'));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * Type-checks partner code against the generated declarations, in one program (parsing the DOM
 * library is the slow part): returns each file's error messages. Files ending in .tsx are React code,
 * checked with echojam-jsx.d.ts; imported packages (React, Vite, Vue) come with this project's types.
 */
export function typeErrors(usages: Record<string, string>): Record<string, string[]> {
  const dir = partnerFolder();
  writeFileSync(join(dir, 'echojam.d.ts'), typeDeclarations(WIDGET_CONTRACTS));
  writeFileSync(join(dir, 'echojam-jsx.d.ts'), jsxDeclarations(WIDGET_CONTRACTS));
  for (const [name, usage] of Object.entries(usages))
    writeFileSync(join(dir, name), `import type {} from './echojam.js';\n${usage}\nexport {};\n`);
  const program = ts.createProgram(
    Object.keys(usages).map((name) => join(dir, name)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      typeRoots: [],
      // The embed's URL mapped to its declarations, as the guide says.
      paths: { [EMBED_URL]: [join(dir, 'echojam.d.ts')] },
    },
  );
  return Object.fromEntries(
    Object.keys(usages).map((name) => [
      name,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(join(dir, name)))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
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
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual([
        ...Object.keys(contract.attributes).map(attributeName),
        'theme',
      ]);
      expect(declaration.cssProperties.map((property) => property.name)).toContain('--echojam-font-size');
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

type SampleKind = 'ts' | 'tsx' | 'html' | 'css' | 'vue';

interface GuideSample {
  kind: SampleKind;
  /** The file the guide puts the sample in (data-file), when it names one. */
  file: string | undefined;
  code: string;
}

/** The partner guide's code samples marked data-typecheck, in order, as text. */
function guideCodeSamples(): GuideSample[] {
  const guide = readFileSync(join(ROOT, 'pages/parceiros/index.html'), 'utf8');
  return [...guide.matchAll(/<pre\s([^>]*data-typecheck="[a-z]+"[^>]*)><code>([\s\S]*?)<\/code><\/pre>/g)].map(
    ([, attributes, code]) => ({
      kind: /data-typecheck="([a-z]+)"/.exec(attributes!)![1] as SampleKind,
      file: /data-file="([^"]+)"/.exec(attributes!)?.[1],
      code: code!.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    }),
  );
}

/** The guide's samples of one kind (data-typecheck="ts", "tsx", "html", "css" or "vue"), in order. */
function guideSamplesOf(kind: SampleKind): string[] {
  return guideCodeSamples()
    .filter((sample) => sample.kind === kind)
    .map((sample) => sample.code);
}

/**
 * The guide's TypeScript and React samples as they are, and its HTML samples as JSX (same elements and
 * attributes): tsc checks each tag, attribute and value against echojam-jsx.d.ts.
 */
function guideSamples(): Record<string, string> {
  return Object.fromEntries([
    ...(['ts', 'tsx'] as const).flatMap((kind) =>
      guideSamplesOf(kind).map((code, index) => [`guide-${kind}-${index + 1}.${kind}`, code]),
    ),
    ...guideSamplesOf('html').map((code, index) => [
      `guide-html-${index + 1}.tsx`,
      `import type {} from './echojam-jsx.js';\nexport const sample = (\n<>\n${code}\n</>\n);`,
    ]),
  ]);
}

describe('echojam.d.ts and echojam-jsx.d.ts', () => {
  const samples = guideSamples();

  it('type-check every code sample of the partner guide', { timeout: 60_000 }, () => {
    expect(Object.keys(samples).filter((name) => name.startsWith('guide-html-')).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(samples).length).toBeGreaterThanOrEqual(9);
    const errors = typeErrors(samples);
    for (const name of Object.keys(samples)) expect(errors[name], `${name}:\n${samples[name]}`).toEqual([]);
  });

  it("names only the custom properties and parts the elements declare in the guide's CSS samples", () => {
    const css = guideSamplesOf('css');
    expect(css.length).toBeGreaterThanOrEqual(2);
    const properties = new Set(
      declarations.flatMap((declaration) => declaration.cssProperties.map((property) => property.name)),
    );
    const parts = new Map<string, Set<string>>(
      declarations.map((declaration) => [declaration.tagName, new Set(declaration.cssParts.map((part) => part.name))]),
    );
    for (const sample of css) {
      for (const [property] of sample.matchAll(/--echojam-[a-z-]+/g)) expect(properties, sample).toContain(property);
      for (const [, tag, part] of sample.matchAll(/(echojam-[a-z-]+)::part\(([a-z-]+)\)/g))
        expect(parts.get(tag!), sample).toContain(part);
    }
  });

  it(
    "types the elements, their events on any target and the embed's exports; rejects what they do not accept",
    { timeout: 60_000 },
    () => {
      const errors = typeErrors({
        'valid.ts': `
        import { define, discover } from '${EMBED_URL}';
        const bar = document.querySelector('echojam-download-bar')!;
        bar.variant = 'inline';
        bar.persistent = true;
        const onDownload = (event: CustomEvent<{ os: 'windows' | 'mac' | 'linux'; url: string }>) => console.log(event.detail.url);
        bar.addEventListener('echojam-download', onDownload);
        bar.removeEventListener('echojam-download', onDownload);
        document.addEventListener('echojam-download', (event) => {
          const os: 'windows' | 'mac' | 'linux' = event.detail.os;
          if (os === 'mac') event.preventDefault();
        });
        window.addEventListener('echojam-contact-submit', (event) => console.log(event.detail.status));
        const player = document.createElement('echojam-player-demo');
        player.variant = 'compact';
        const base: string | null = player.imageBase;
        const url: string | null = player.downloadUrl;
        console.log(base, url);
        void define(['echojam-faq']).then(() => discover(document.createElement('div').attachShadow({ mode: 'open' })));
      `,
        'invalid-variant.ts': `document.querySelector('echojam-download-bar')!.variant = 'sideways';`,
        'nullable.ts': `const base: string = document.createElement('echojam-player-demo').imageBase;`,
        'unknown-tag.ts': `import { define } from '${EMBED_URL}';\nvoid define(['echojam-nada']);`,
        'react.tsx': `
        import type {} from './echojam-jsx.js';
        export const bar = <echojam-download-bar class="rodape" theme="light" variant="inline" persistent mac-url="https://x.example/mac" />;
        export const faq = <echojam-faq heading-level={2} />;
      `,
        'react-classname.tsx': `
        import type {} from './echojam-jsx.js';
        export const bar = <echojam-download-bar className="rodape" />;
      `,
      });
      expect(errors['valid.ts']).toEqual([]);
      expect(errors['invalid-variant.ts']!.join('\n')).toMatch(/sideways/);
      expect(errors['nullable.ts']!.join('\n')).toMatch(/null/);
      expect(errors['unknown-tag.ts']!.join('\n')).toMatch(/echojam-nada/);
      expect(errors['react.tsx']).toEqual([]);
      expect(errors['react-classname.tsx']!.join('\n')).toMatch(/className/);
    },
  );

  it('gives one detail type per event name, and refuses two different ones', () => {
    expect(eventDetailTypes(WIDGET_CONTRACTS).get('echojam-download')).toBe(
      '{ os: "windows" | "mac" | "linux", url: string }',
    );
    const [bar] = WIDGET_CONTRACTS.filter((contract) => contract.tag === 'echojam-download-bar');
    const clash = {
      ...bar!,
      tag: 'echojam-clash' as const,
      docs: { ...bar!.docs, events: { 'echojam-download': 'x. detail: { os: string }' } },
    };
    expect(() => eventDetailTypes([bar!, clash])).toThrow(/echojam-download/);
  });
});

/** The `template` options of the Vue plugin in the guide's vite.config.ts, loaded as Vite loads a config. */
async function guideVueTemplateOptions(): Promise<NonNullable<VuePluginOptions['template']>> {
  const configs = guideCodeSamples().filter((sample) => sample.file === 'vite.config.ts');
  expect(configs).toHaveLength(1);
  const file = join(partnerFolder(), 'vite.config.ts');
  writeFileSync(file, configs[0]!.code);
  const { config } = (await loadConfigFromFile({ command: 'build', mode: 'production' }, file, undefined, 'silent'))!;
  const vue = config.plugins?.find(
    (plugin): plugin is Plugin<VuePluginApi> => !!plugin && 'name' in plugin && plugin.name === 'vite:vue',
  );
  expect(vue, "the Vue plugin in the guide's vite.config.ts").toBeDefined();
  return vue!.api!.options.template ?? {};
}

type TemplateNode = NonNullable<NonNullable<SFCDescriptor['template']>['ast']>['children'][number];

/**
 * What tsc can check of a template without Vue's language tools: each echojam-* element with its static
 * attributes, as JSX (echojam-jsx.d.ts), and each of its @event handlers, given to the element's typed
 * addEventListener (echojam.d.ts).
 */
function templateUsage(nodes: TemplateNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.type !== 1) return []; // NodeTypes.ELEMENT
    if (!node.tag.startsWith('echojam-')) return templateUsage(node.children);
    const attributes: string[] = [];
    const listeners: string[] = [];
    for (const prop of node.props) {
      if (prop.type === 6)
        attributes.push(prop.value ? `${prop.name}="${prop.value.content}"` : prop.name); // NodeTypes.ATTRIBUTE
      else if (
        prop.name === 'on' &&
        /^[a-z-]+$/.test(prop.arg?.loc.source ?? '') &&
        /^[A-Za-z_$][\w$]*$/.test(prop.exp?.loc.source ?? '')
      )
        listeners.push(
          `document.createElement('${node.tag}').addEventListener('${prop.arg!.loc.source}', ${prop.exp!.loc.source});`,
        );
      else
        throw new Error(
          `The Vue sample's test checks static attributes and @event="handler" only, not ${prop.loc.source}`,
        );
    }
    return [`void (<${node.tag} ${attributes.join(' ')} />);`, ...listeners, ...templateUsage(node.children)];
  });
}

describe("the partner guide's Vue sample", () => {
  it(
    'compiles with the isCustomElement of its vite.config.ts, the echojam-* tags as native elements, and type-checks',
    { timeout: 60_000 },
    async () => {
      const template = await guideVueTemplateOptions();
      const samples = guideCodeSamples().filter((sample) => sample.kind === 'vue');
      expect(samples.length).toBeGreaterThanOrEqual(1);
      const warn = vi.spyOn(console, 'warn');
      const usages: Record<string, string> = {};
      for (const [index, { file = `guide-vue-${index + 1}.vue`, code }] of samples.entries()) {
        // As @vitejs/plugin-vue compiles a .vue file (in development, the template apart).
        const { descriptor, errors } = parse(code, { filename: file, templateParseOptions: template.compilerOptions });
        expect(errors, file).toEqual([]);
        const script = compileScript(descriptor, { id: file });
        const render = compileTemplate({
          ...template,
          id: file,
          filename: file,
          source: descriptor.template!.content,
          ast: descriptor.template!.ast,
          compilerOptions: {
            ...template.compilerOptions,
            bindingMetadata: script.bindings,
            expressionPlugins: ['typescript'],
          },
        });
        expect(render.errors, file).toEqual([]);
        expect(render.tips, file).toEqual([]);
        expect(render.code, file).toMatch(/_createElement(Block|VNode)\("echojam-/);
        expect(render.code, file).not.toMatch(/resolveComponent/);
        usages[`guide-vue-${index + 1}.tsx`] = [
          "import type {} from './echojam-jsx.js';",
          descriptor.scriptSetup!.content,
          ...templateUsage(descriptor.template!.ast!.children),
        ].join('\n');
      }
      const warnings = [...warn.mock.calls];
      warn.mockRestore();
      expect(warnings).toEqual([]);
      const errors = typeErrors(usages);
      for (const name of Object.keys(usages)) expect(errors[name], `${name}:\n${usages[name]}`).toEqual([]);
    },
  );
});
