import { transform, type Selector } from 'lightningcss';

/**
 * Every word of `text` that could be a class name. Fed with a page's HTML and the code of its scripts,
 * it holds every class the page can carry: its markup's, and those its scripts add (a class a script
 * adds is a word in its code; the site builds none from pieces).
 */
export function classWords(...texts: string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/-?[A-Za-z_][\w-]*/g)) words.add(match[0]);
  return words;
}

/** Whether `selector` can match in a page with `classes`: it names no class outside them (arguments of :not(), :is() and the like aside). */
function canMatch(selector: Selector, classes: ReadonlySet<string>): boolean {
  return selector.every((component) => component.type !== 'class' || classes.has(component.name));
}

/**
 * The page's CSS: `css` (one stylesheet for every page) without the style rules that can match nothing in
 * this page, because each of their selectors names a class the page never carries. Minified.
 */
export function cssForPage(css: string, classes: ReadonlySet<string>): string {
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // An empty list removes the rule; nothing returned keeps it as it is.
        style: (rule) => (rule.value.selectors.some((selector) => canMatch(selector, classes)) ? undefined : []),
      },
    },
  }).code.toString();
}
