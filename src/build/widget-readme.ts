import { format, resolveConfig } from 'prettier';
import { DOWNLOAD_LINKS, PRODUCT_NAME } from '../config.ts';
import { attributeName } from '../lib/attribute-name.ts';
import type { AttributeSchema, AttributeSpec } from '../lib/attributes.ts';
import type { WidgetContract } from '../lib/widget-types.ts';
import { eventDetailType } from './custom-elements-manifest.ts';

/**
 * The attribute and event tables of each widget's README, generated from its contract.ts (the objects the
 * element, the manifest and the partner guide are made from), between these two markers. `npm run
 * docs:widgets` rewrites them; scripts/check-generated.ts fails when one is stale.
 */
export const README_START =
  '<!-- contract:start — generated from contract.ts by `npm run docs:widgets`; do not edit -->';
export const README_END = '<!-- contract:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const code = (text: string) => `\`${cell(text)}\``;

/**
 * An attribute's default as the README shows it. Defaults taken from the build configuration (the
 * installer links, the product name) are named, not written out: they change with ECHOJAM_* variables.
 */
function defaultText(spec: AttributeSpec<unknown>): string {
  const value = spec.defaultValue;
  if (value === null) return 'none';
  if (value === false) return 'absent';
  if (typeof value === 'string' && Object.values(DOWNLOAD_LINKS).includes(value))
    return 'the installer link of `src/config.ts`';
  if (value === PRODUCT_NAME) return 'the product name of `src/config.ts`';
  return code(String(value));
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function attributesSection(attributes: AttributeSchema): string {
  const rows = Object.entries(attributes).map(([prop, spec]) => [
    code(attributeName(prop)),
    cell(spec.type),
    defaultText(spec),
    cell(spec.description),
  ]);
  return `## Attributes\n\n${rows.length ? table(['Attribute', 'Type', 'Default', 'Meaning'], rows) : 'None.'}`;
}

function eventsSection(events: Record<string, string>): string {
  const rows = Object.entries(events).map(([name, description]) => [
    code(name),
    code(eventDetailType(description)),
    cell(description.replace(/\s*detail: .+$/, '')),
  ]);
  return `## Events\n\n${rows.length ? table(['Event', '`detail`', 'When'], rows) : 'None.'}`;
}

/** The generated block of a widget's README, markers included, formatted as Prettier formats the file. */
export async function readmeBlock(contract: WidgetContract<AttributeSchema>, readmePath: string): Promise<string> {
  const markdown = [attributesSection(contract.attributes), eventsSection(contract.docs.events)].join('\n\n');
  const options = (await resolveConfig(readmePath)) ?? {};
  const formatted = (await format(markdown, { ...options, parser: 'markdown' })).trimEnd();
  return `${README_START}\n\n${formatted}\n\n${README_END}`;
}

/** `readme` with its generated block replaced by `block`; throws when the README has no markers. */
export function withReadmeBlock(readme: string, block: string, readmePath: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start)
    throw new Error(`${readmePath}: no generated block; put ${README_START} and ${README_END} where the tables go`);
  return readme.slice(0, start) + block + readme.slice(end + README_END.length);
}
