import { SITE_URL } from '../config.ts';
import { SITE_ORIGIN_TOKEN } from '../shell/site-origin.ts';

/** The site's address in a snippet the build writes: the configured one, or the token the build fills in. */
export const BUILD_TIME_ORIGIN = SITE_URL ?? SITE_ORIGIN_TOKEN;

/** The site's address in a snippet written in the browser: the configured one, or this page's. */
export function pageOrigin(): string {
  return SITE_URL ?? location.origin;
}

/** The script tag a partner's page loads the widgets with, from the site at `origin`. */
export function embedScript(origin: string): string {
  return `<script type="module" src="${origin}/embed/v1/echojam.js"></script>`;
}

/**
 * The element with the given attributes (attribute name → value; `true` is a bare boolean attribute)
 * and content, as HTML. Values are escaped for an HTML attribute.
 */
export function elementHtml(tag: string, attributes: Readonly<Record<string, string | true>>, content = ''): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const rendered = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escape(value)}"`))
    .join('');
  return `<${tag}${rendered}>${content}</${tag}>`;
}

/**
 * The copy-paste embed code: the script tag (from the site at `origin`), then the element with its
 * attributes and content (the pre-rendered declarative shadow root, or nothing).
 */
export function embedSnippet(
  tag: string,
  attributes: Readonly<Record<string, string | true>>,
  content: string,
  origin: string,
): string {
  return `${embedScript(origin)}\n${elementHtml(tag, attributes, content)}`;
}
