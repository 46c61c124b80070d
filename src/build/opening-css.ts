import { transform, type Declaration, type Selector, type StyleRule } from 'lightningcss';

/**
 * A page's CSS in two <style> elements: the rules its opening (the header, the h1 and its lead: what a
 * visitor reads first, and its largest text) can use, in the head; the rest right after the opening.
 *
 * Why: the parser stops to draw at an unpredictable point, and on a slow phone each frame before the first
 * paint styles and lays out everything parsed so far. With the rest of the CSS after the opening, the parser
 * reaches the end of the opening with a short sheet behind it, and parsing the long one ends its slice
 * there: the first frame holds the opening alone, and the sections below wait for the next one. Nothing is
 * skipped or fetched: every rule is in the same response, and every part of the page is styled before it is
 * parsed.
 *
 * The cascade stays the page's: a rule of the opening that an earlier rule of the rest sets the same
 * properties as (moved before it, it would lose where it won) is repeated in the rest at its place, and so,
 * in turn, is any later rule of the opening that such a repeated rule could override.
 */
export function splitAtOpening(css: string, openingWords: ReadonlySet<string>): { opening: string; rest: string } {
  const rules = styleRules(css);
  const inOpening = rules.map((rule) => rule.selectors.some((selector) => canMatch(selector, openingWords)));
  const restProperties = new Set<string>();
  const inRest = rules.map((rule, index) => {
    const repeated = !inOpening[index] || rule.properties.some((property) => conflicts(property, restProperties));
    // A rule repeated in the rest moves after the opening's later rules: those it could override come too.
    if (repeated) for (const property of rule.properties) restProperties.add(family(property));
    return repeated;
  });
  return { opening: keepStyleRules(css, inOpening), rest: keepStyleRules(css, inRest) };
}

/** Whether `selector` can match in markup holding `words`: it names no class outside them (as page-css.ts). */
function canMatch(selector: Selector, words: ReadonlySet<string>): boolean {
  return selector.every((component) => component.type !== 'class' || words.has(component.name));
}

interface StyleRuleFacts {
  selectors: Selector[];
  properties: string[];
}

/** The style rules of `css` in the order lightningcss visits them (nested in @media and @supports included). */
function styleRules(css: string): StyleRuleFacts[] {
  const rules: StyleRuleFacts[] = [];
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => {
          rules.push({ selectors: rule.value.selectors, properties: propertiesOf(rule.value) });
          return undefined;
        },
      },
    },
  });
  return rules;
}

/** `css` with the style rules whose index (in `styleRules` order) is false in `keep` left out, minified. */
function keepStyleRules(css: string, keep: readonly boolean[]): string {
  let index = 0;
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // An empty list removes the rule; nothing returned keeps it as it is.
        style: () => (keep[index++] ? undefined : []),
      },
    },
  }).code.toString();
}

function propertiesOf(rule: StyleRule): string[] {
  const { declarations = [], importantDeclarations = [] } = rule.declarations ?? {};
  return [...declarations, ...importantDeclarations].map(propertyName);
}

function propertyName(declaration: Declaration): string {
  if (declaration.property === 'custom') return declaration.value.name;
  if (declaration.property === 'unparsed') return declaration.value.propertyId.property;
  return declaration.property;
}

/**
 * The group of properties a declaration of `property` can set or override: its shorthand's (margin-top,
 * margin-inline and margin are one), physical and logical sizes and offsets together. Coarse on purpose:
 * two rules in one group are treated as setting the same thing.
 */
function family(property: string): string {
  const name = property.replace(/^-(webkit|moz|ms)-/, '');
  if (name.startsWith('--')) return name;
  if (/^(top|right|bottom|left|inset)\b/.test(name)) return 'inset';
  if (/^(width|height|inline-size|block-size|min-|max-)/.test(name)) return 'size';
  if (/^(row-gap|column-gap|gap)$/.test(name)) return 'gap';
  if (name === 'line-height') return 'font';
  if (name === 'white-space') return 'text';
  if (/^(place|align|justify)-/.test(name)) return 'alignment';
  return name.split('-')[0]!;
}

function conflicts(property: string, groups: ReadonlySet<string>): boolean {
  return groups.has('all') || groups.has(family(property)) || (family(property) === 'all' && groups.size > 0);
}
