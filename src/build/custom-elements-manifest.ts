import { attributeName } from '../lib/attribute-name.ts';
import { withDefaults } from '../brand/widget-defaults.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import type { AttributeSchema, AttributeSpec } from '../lib/attributes.ts';

/** An event's documentation ends with "detail: <TypeScript type>"; that type is what partners receive. */
export function eventDetailType(description: string): string {
  const match = /detail: (.+)$/.exec(description);
  if (!match) throw new Error(`Event documentation must end with "detail: <type>": ${description}`);
  return match[1]!.trim();
}

/** The TypeScript type of an attribute's property, from its spec ("boolean", "'a' | 'b'", "string (http/https URL)"). */
function propertyType(specType: string): string {
  if (specType === 'boolean' || specType === 'number') return specType;
  if (specType.startsWith("'")) return specType;
  return 'string';
}

/** The type of an attribute's property on the element: an optional attribute (default null) reads null when absent. */
function memberType(spec: AttributeSpec<unknown>): string {
  const type = propertyType(spec.type);
  return spec.defaultValue === null ? `${type} | null` : type;
}

/**
 * Every event of the elements, by name, with its detail type. Two elements may send the same event
 * (echojam-download) only with the same detail: partners listen on the document without knowing which.
 */
export function eventDetailTypes(contracts: readonly WidgetContract<AttributeSchema>[]): Map<string, string> {
  const details = new Map<string, string>();
  for (const contract of contracts) {
    for (const [name, description] of Object.entries(contract.docs.events)) {
      const detail = eventDetailType(description);
      const known = details.get(name);
      if (known !== undefined && known !== detail)
        throw new Error(`${name}: detail "${detail}" of <${contract.tag}> differs from "${known}"`);
      details.set(name, detail);
    }
  }
  return details;
}

/** What every element takes from the shared base CSS (src/lib/widget-base.css) rather than from its contract. */
const THEME_ATTRIBUTE = {
  name: 'theme',
  type: { text: "'light'" },
  description:
    '"light": a paleta clara, para páginas claras (sem o atributo, o tema escuro). Só CSS: não há propriedade.',
};
const FONT_SIZE_PROPERTY = {
  name: '--echojam-font-size',
  description:
    'Tamanho do texto; todas as medidas do widget são múltiplos dele, nunca do font-size da página (padrão: 16px).',
  default: '16px',
};

function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase()) + 'Element';
}

/**
 * custom-elements.json (schema 2.1.0) from the widget contracts — the same objects the elements are
 * defined from, so the manifest cannot drift from the code.
 */
export function customElementsManifest(contracts: readonly WidgetContract<AttributeSchema>[]) {
  return {
    schemaVersion: '2.1.0',
    readme:
      'EchoJam widgets: load /embed/v1/echojam.js of the site that serves this file as a module and use the elements.',
    modules: contracts.map((contract) => {
      const folder = contract.tag.replace(/^echojam-/, '');
      const path = `widgets/${folder}/define.ts`;
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: className(contract.tag),
            tagName: contract.tag,
            customElement: true,
            description: contract.docs.summary,
            superclass: { name: 'HTMLElement' },
            attributes: [
              ...Object.entries(contract.attributes).map(([prop, spec]) => ({
                name: attributeName(prop),
                fieldName: prop,
                type: { text: memberType(spec) },
                default: JSON.stringify(spec.defaultValue),
                description: spec.description,
              })),
              THEME_ATTRIBUTE,
            ],
            members: Object.entries(contract.attributes).map(([prop, spec]) => ({
              kind: 'field',
              name: prop,
              type: { text: memberType(spec) },
              attribute: attributeName(prop),
              description: spec.description,
            })),
            events: Object.entries(contract.docs.events).map(([name, description]) => ({
              name,
              type: { text: `CustomEvent<${eventDetailType(description)}>` },
              description: description.replace(/\s*detail: .+$/, ''),
            })),
            cssParts: Object.entries(contract.docs.parts).map(([name, description]) => ({ name, description })),
            cssProperties: [
              ...Object.entries(withDefaults(contract.docs.cssProperties)).map(([name, description]) => ({
                name,
                description,
                default: /\(padrão: (.+)\)\.?$/.exec(description)?.[1],
              })),
              FONT_SIZE_PROPERTY,
            ],
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: contract.tag,
            declaration: { name: className(contract.tag), module: path },
          },
        ],
      };
    }),
  };
}

/**
 * echojam.d.ts: the elements' types for partners using TypeScript. Each element's interface with its
 * properties; the tags in HTMLElementTagNameMap (querySelector,
 * createElement); every event in HTMLElementEventMap, DocumentEventMap and WindowEventMap, because
 * they bubble and are composed: a listener on the document or any ancestor gets `event.detail` typed.
 */
export function typeDeclarations(contracts: readonly WidgetContract<AttributeSchema>[]): string {
  const allEvents = [...eventDetailTypes(contracts)].map(([event, detail]) => `  '${event}': CustomEvent<${detail}>;`);
  const interfaces = contracts.map((contract) => {
    const properties = Object.entries(contract.attributes).map(
      ([prop, spec]) =>
        `  /** ${spec.description} Attribute: \`${attributeName(prop)}\`. */\n  ${prop}: ${memberType(spec)};`,
    );
    // add/removeEventListener come typed from HTMLElement, through the HTMLElementEventMap augmentation below.
    return [
      `/** <${contract.tag}>: ${contract.docs.summary} */`,
      `export interface ${className(contract.tag)} extends HTMLElement {`,
      ...properties,
      '}',
    ].join('\n');
  });
  const tagMap = contracts.map((contract) => `    '${contract.tag}': ${className(contract.tag)};`);
  const globalTypes = [
    '/** Every EchoJam event: each bubbles, is composed and cancelable (preventDefault() on echojam-download stops the download). */',
    'export interface EchoJamEventMap {',
    ...allEvents,
    '}',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...tagMap,
    '  }',
    '  interface HTMLElementEventMap extends EchoJamEventMap {}',
    '  interface DocumentEventMap extends EchoJamEventMap {}',
    '  interface WindowEventMap extends EchoJamEventMap {}',
    '}',
    '',
  ].join('\n');
  const embedApi = [
    '/** Loads and defines these elements now (every element without an argument); resolves once all are defined. */',
    'export declare function define(tags?: readonly (keyof HTMLElementTagNameMap & `echojam-${string}`)[]): Promise<void>;',
    '/** Watches a root the loader cannot see (a shadow root): its EchoJam elements load as in the document. */',
    'export declare function discover(root: Document | ShadowRoot): void;',
  ].join('\n');
  return [
    '// Types of the EchoJam elements defined by /embed/v1/echojam.js (beside this file). Generated from the widget contracts.',
    embedApi,
    ...interfaces,
    globalTypes,
  ].join('\n\n');
}

/**
 * echojam-jsx.d.ts: the elements as JSX intrinsic elements for React 18 and 19 (`React.JSX`, which
 * the automatic runtime of both reads), attributes in kebab-case. `class`, not `className`: React
 * writes a custom element's props as attributes, and `className` would become a `classname` attribute.
 */
export function jsxDeclarations(contracts: readonly WidgetContract<AttributeSchema>[]): string {
  const elements = contracts.map((contract) => {
    const name = className(contract.tag);
    const attributes = Object.entries(contract.attributes).map(([prop, spec]) => {
      const type = propertyType(spec.type);
      return `        '${attributeName(prop)}'?: ${type === 'boolean' ? 'boolean | "" | "true" | "false"' : type === 'number' ? 'number | string' : type};`;
    });
    return [
      `      '${contract.tag}': Omit<React.HTMLAttributes<${name}>, 'className'> & {`,
      `        class?: string;`,
      `        key?: React.Key | null;`,
      `        ref?: React.Ref<${name}>;`,
      `        theme?: 'light';`,
      ...attributes,
      '      };',
    ].join('\n');
  });
  const names = contracts.map((contract) => className(contract.tag)).join(', ');
  return [
    '// React JSX types of the EchoJam elements (React 18 and 19). Generated from the widget contracts.',
    "import type * as React from 'react';",
    `import type { ${names} } from './echojam.js';`,
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements,
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
