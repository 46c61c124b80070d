import { attributeName } from '../lib/attribute-name.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import type { AttributeSchema } from '../lib/attributes.ts';

/** An event's documentation ends with "detail: <TypeScript type>"; that type is what partners receive. */
export function eventDetailType(description: string): string {
  const match = /detail: (.+)$/.exec(description);
  if (!match) throw new Error(`Event documentation must end with "detail: <type>": ${description}`);
  return match[1]!.trim();
}

/** The TypeScript type of an attribute's property, from its spec ("boolean", "'a' | 'b'", "string (http/https URL)"). */
export function propertyType(specType: string): string {
  if (specType === 'boolean' || specType === 'number') return specType;
  if (specType.startsWith("'")) return specType;
  return 'string';
}

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
    readme: 'EchoJam widgets: load https://echojam.app/embed/v1/echojam.js as a module and use the elements.',
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
            attributes: Object.entries(contract.attributes).map(([prop, spec]) => ({
              name: attributeName(prop),
              fieldName: prop,
              type: { text: propertyType(spec.type) },
              default: JSON.stringify(spec.defaultValue),
              description: spec.description,
            })),
            members: Object.entries(contract.attributes).map(([prop, spec]) => ({
              kind: 'field',
              name: prop,
              type: { text: propertyType(spec.type) },
              attribute: attributeName(prop),
              description: spec.description,
            })),
            events: Object.entries(contract.docs.events).map(([name, description]) => ({
              name,
              type: { text: `CustomEvent<${eventDetailType(description)}>` },
              description: description.replace(/\s*detail: .+$/, ''),
            })),
            cssParts: Object.entries(contract.docs.parts).map(([name, description]) => ({ name, description })),
            cssProperties: Object.entries(contract.docs.cssProperties).map(([name, description]) => ({
              name,
              description,
              default: /\(padrão: (.+)\)\.?$/.exec(description)?.[1],
            })),
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: contract.tag, declaration: { name: className(contract.tag), module: path } },
        ],
      };
    }),
  };
}

/** echojam.d.ts: the elements' types for partners using TypeScript (document.querySelector, events). */
export function typeDeclarations(contracts: readonly WidgetContract<AttributeSchema>[]): string {
  const interfaces = contracts.map((contract) => {
    const name = className(contract.tag);
    const properties = Object.entries(contract.attributes).map(
      ([prop, spec]) => `  /** ${spec.description} Attribute: \`${attributeName(prop)}\`. */\n  ${prop}: ${propertyType(spec.type)};`,
    );
    const events = Object.entries(contract.docs.events).map(([event, description]) => `  '${event}': CustomEvent<${eventDetailType(description)}>;`);
    return [
      `/** <${contract.tag}>: ${contract.docs.summary} */`,
      `export interface ${name} extends HTMLElement {`,
      ...properties,
      `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}, event: ${name}EventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;`,
      `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;`,
      `}`,
      `export interface ${name}EventMap extends HTMLElementEventMap {`,
      ...events,
      `}`,
    ].join('\n');
  });
  const tagMap = contracts.map((contract) => `    '${contract.tag}': ${className(contract.tag)};`);
  const globalTypes = ['declare global {', '  interface HTMLElementTagNameMap {', ...tagMap, '  }', '}', ''].join('\n');
  return ['// Types of the EchoJam elements defined by https://echojam.app/embed/v1/echojam.js. Generated from the widget contracts.', ...interfaces, globalTypes].join('\n\n');
}

/** echojam-jsx.d.ts: the elements as React JSX intrinsic elements (attributes in kebab-case). */
export function jsxDeclarations(contracts: readonly WidgetContract<AttributeSchema>[]): string {
  const elements = contracts.map((contract) => {
    const attributes = Object.entries(contract.attributes).map(([prop, spec]) => {
      const type = propertyType(spec.type);
      return `        '${attributeName(prop)}'?: ${type === 'boolean' ? 'boolean | "" | "true" | "false"' : type === 'number' ? 'number | string' : type};`;
    });
    return [`      '${contract.tag}': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {`, ...attributes, '      };'].join('\n');
  });
  return [
    '// React JSX types of the EchoJam elements. Generated from the widget contracts.',
    "import type * as React from 'react';",
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
