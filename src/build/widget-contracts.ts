import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AttributeSchema } from '../lib/attributes.ts';
import { isWidgetContract, type WidgetContract } from '../lib/widget-types.ts';

const WIDGETS_DIR = resolve(import.meta.dirname, '../../widgets');

/** widgets/<name>/contract.ts of every folder, in folder order. */
async function loadContracts(): Promise<WidgetContract<AttributeSchema>[]> {
  const folders = readdirSync(WIDGETS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(WIDGETS_DIR, entry.name, 'contract.ts')))
    .map((entry) => entry.name)
    .sort();
  const modules = await Promise.all(
    folders.map(
      (name) => import(pathToFileURL(join(WIDGETS_DIR, name, 'contract.ts')).href) as Promise<Record<string, unknown>>,
    ),
  );
  return modules.flatMap((module) => Object.values(module).filter(isWidgetContract));
}

/**
 * The public contract of every element, generated from widgets/: for build-time code in Node (the
 * custom elements manifest, the type declarations, the partner guide's reference tables).
 */
export const WIDGET_CONTRACTS: readonly WidgetContract<AttributeSchema>[] = await loadContracts();
