import { transform, type Selector } from 'lightningcss';

/**
 * Every word of `text` that could be a class name or a custom property's. Fed with a page's HTML and the
 * code of its scripts, it holds every class the page can carry (its markup's, and those its scripts add: a
 * class a script adds is a word in its code; the site builds none from pieces) and every custom property
 * its widgets' CSS and its scripts may read.
 */
export function pageWords(...texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/-{0,2}[A-Za-z_][\w-]*/g)) words.add(match[0]);
  return words;
}

/** Whether `selector` can match in a page whose markup and scripts hold `words`: it names no class outside them (arguments of :not(), :is() and the like aside). */
function canMatch(selector: Selector, words: ReadonlySet<string>): boolean {
  return selector.every((component) => component.type !== 'class' || words.has(component.name));
}

/** The custom properties `css` reads with var(). */
function customPropertiesRead(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
}

/**
 * `css` without the custom properties that nothing reads (neither `css` itself nor any of `words`, where
 * the page's widgets and scripts show), and without the @media and @supports rules left empty. Repeated
 * until nothing changes, as a property dropped may have been the only reader of another.
 */
function withoutUnread(css: string, words: ReadonlySet<string>): string {
  const read = customPropertiesRead(css);
  const output = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        media: (rule) => (rule.value.rules.length ? undefined : []),
        supports: (rule) => (rule.value.rules.length ? undefined : []),
      },
      // lightningcss also hands the properties it does not know (content-visibility…) to `custom`: only
      // custom properties, named with "--", are ever dropped.
      Declaration: {
        custom: (property) =>
          !property.name.startsWith('--') || read.has(property.name) || words.has(property.name) ? undefined : [],
      },
    },
  }).code.toString();
  return output === css ? output : withoutUnread(output, words);
}

/**
 * The page's CSS: `css` (one stylesheet for every page) without the style rules that can match nothing in
 * this page, because each of their selectors names a class the page never carries (`words`), and then
 * without what those rules alone used: custom properties no one reads, at-rules left empty. Minified.
 */
export function cssForPage(css: string, words: ReadonlySet<string>): string {
  const matching = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // An empty list removes the rule; nothing returned keeps it as it is.
        style: (rule) => (rule.value.selectors.some((selector) => canMatch(selector, words)) ? undefined : []),
      },
    },
  }).code.toString();
  return withoutUnread(matching, words);
}
