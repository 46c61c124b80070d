import { transform, type Selector, type TokenOrValue } from 'lightningcss';

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

/** Whether `selectors` is `:root` alone. */
function isRoot(selectors: Selector[]): boolean {
  return (
    selectors.length === 1 &&
    selectors[0]!.length === 1 &&
    selectors[0]![0]!.type === 'pseudo-class' &&
    selectors[0]![0]!.kind === 'root'
  );
}

/**
 * The custom properties of `css` that hold one value on every element of the page, with that value: each is
 * declared once, in a `:root` rule outside any at-rule, and neither the page's markup (a widget's shadow
 * style) nor its scripts name it, so nothing can set it anywhere else. Values that read other such
 * properties come with those substituted.
 */
function constantCustomProperties(css: string, words: ReadonlySet<string>): Map<string, TokenOrValue[]> {
  const declarations = new Map<string, number>();
  const atRoot = new Map<string, TokenOrValue[]>();
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        for (const rule of sheet.rules) {
          if (rule.type !== 'style' || !isRoot(rule.value.selectors)) continue;
          for (const declaration of rule.value.declarations?.declarations ?? [])
            if (declaration.property === 'custom') atRoot.set(declaration.value.name, declaration.value.value);
        }
      },
      Declaration: {
        custom(property) {
          declarations.set(property.name, (declarations.get(property.name) ?? 0) + 1);
        },
      },
    },
  });
  const constants = new Map(
    [...atRoot].filter(([name]) => name.startsWith('--') && declarations.get(name) === 1 && !words.has(name)),
  );
  const resolve = (tokens: TokenOrValue[], seen: ReadonlySet<string>): TokenOrValue[] =>
    tokens.flatMap((token) => {
      if (token.type === 'var') {
        const name = token.value.name.ident;
        const value = constants.get(name);
        if (value && !seen.has(name)) return resolve(value, new Set([...seen, name]));
        // A var() left as it is, rebuilt without the null `from` lightningcss reads but cannot write back.
        const { fallback } = token.value;
        return [
          { type: 'var', value: { name: { ident: name }, ...(fallback && { fallback: resolve(fallback, seen) }) } },
        ];
      }
      if (token.type === 'function') {
        return [{ ...token, value: { ...token.value, arguments: resolve(token.value.arguments, seen) } }];
      }
      return [token];
    });
  return new Map([...constants].map(([name, value]) => [name, resolve(value, new Set([name]))]));
}

/**
 * `css` with each var() of a custom property that holds one value on the whole page (see
 * `constantCustomProperties`) replaced by that value, and the declarations nothing reads any more then
 * dropped: 330–430 bytes less of Brotli on every page (what let `/parceiros` reach the first round trip).
 * The browser also has less to substitute as it styles each element; what that saves in CPU is within the
 * noise of a measurement (−4 ms, then ±2, of 35–55 ms before the first paint, unthrottled, 11 pairs).
 */
function withConstantsInlined(css: string, words: ReadonlySet<string>): string {
  const constants = constantCustomProperties(css, words);
  return transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: { Variable: (variable) => constants.get(variable.name.ident) },
  }).code.toString();
}

/**
 * The page's CSS: `css` (one stylesheet for every page) without the style rules that can match nothing in
 * this page, because each of their selectors names a class the page never carries (`words`), and then
 * without what those rules alone used: custom properties no one reads, at-rules left empty; and with the
 * value of each custom property that is the same everywhere on the page in place of its var(). Minified.
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
  return withoutUnread(withConstantsInlined(matching, words), words);
}
