import { kebab } from './css-names.ts';
import { color, radius } from './tokens.ts';

/**
 * The default of each documented --echojam-* custom property, from the tokens: what a widget shows when the
 * partner sets nothing. The widgets' CSS (src/lib/widget-theme.css), their manifest, reference pages and READMEs
 * all take it from here.
 */
export const WIDGET_DEFAULTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(color).map(([name, value]) => [`--echojam-color-${kebab(name)}`, value])),
  '--echojam-radius': `${radius.md}rem`,
};

/** How the contracts word the defaults that are not one value. */
const WORDED_DEFAULTS: Readonly<Record<string, string>> = {
  '--echojam-font-family': 'a fonte de interface do sistema',
};

/**
 * A contract's documentation of its custom properties, each description followed by its default, as the
 * manifest and the reference pages show it (applied at build time, so the browser never loads the tokens' colour
 * maths):
 * `{ '--echojam-color-text': 'Cor do texto' }` → `'Cor do texto (padrão: #…).'`.
 */
export function withDefaults(descriptions: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => {
      const value = WIDGET_DEFAULTS[name] ?? WORDED_DEFAULTS[name];
      return [name, value === undefined ? description : `${description} (padrão: ${value}).`];
    }),
  );
}
