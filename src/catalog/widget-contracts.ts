import type { AttributeSchema } from '../lib/attributes.ts';
import { isWidgetContract, type WidgetContract } from '../lib/widget-types.ts';

const contractModules = import.meta.glob<Record<string, unknown>>('../../widgets/*/contract.ts', { eager: true });

/**
 * The public contract of every element (tag, attributes, events, parts, custom properties), free of
 * React, generated from widgets/<name>/contract.ts: for the workbench and the partner guide in the browser.
 */
export const WIDGET_CONTRACTS: readonly WidgetContract<AttributeSchema>[] = Object.values(contractModules).flatMap(
  (module) => Object.values(module).filter(isWidgetContract),
);
