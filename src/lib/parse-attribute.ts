import { attributeName } from './attribute-name.ts';
import type { AttributeSchema } from './attributes.ts';
import type { WidgetContract } from './widget-types.ts';

/**
 * One attribute's raw value (null when absent) as its typed prop, the same in the browser and in the
 * build-time render; a refused value gives the default and one warning naming the attribute and value.
 */
export function parseAttribute(
  contract: WidgetContract<AttributeSchema>,
  prop: string,
  raw: string | null,
  warn: (message: string) => void,
): unknown {
  const spec = contract.attributes[prop];
  if (!spec) return raw;
  const result = spec.parse(raw);
  if (result.problem) {
    warn(
      `<${contract.tag}>: attribute ${attributeName(prop)}="${raw}" is not valid (${result.problem}); using ${JSON.stringify(result.value)}.`,
    );
  }
  return result.value;
}

/** Every prop of the contract from an element's attributes (name → raw value). */
export function parseAttributes(
  contract: WidgetContract<AttributeSchema>,
  attributes: ReadonlyMap<string, string>,
  warn: (message: string) => void,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(contract.attributes).map((prop) => [
      prop,
      parseAttribute(contract, prop, attributes.get(attributeName(prop)) ?? null, warn),
    ]),
  );
}
