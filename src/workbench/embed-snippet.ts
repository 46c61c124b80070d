import { SITE_URL } from '../config.ts';

/** The script tag a partner's page loads the widgets with. */
export const EMBED_SCRIPT = `<script type="module" src="${SITE_URL}/embed/v1/echojam.js"></script>`;

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
 * The copy-paste embed code: the script tag, then the element with its attributes and content (the
 * pre-rendered declarative shadow root, or nothing).
 */
export function embedSnippet(tag: string, attributes: Readonly<Record<string, string | true>>, content = ''): string {
  return `${EMBED_SCRIPT}\n${elementHtml(tag, attributes, content)}`;
}
