import { SITE_URL } from '../config.ts';

/**
 * The copy-paste embed code for an element with the given attributes (attribute name → value;
 * `true` is a bare boolean attribute) and content (the pre-rendered declarative shadow root, or
 * nothing). Values are escaped for an HTML attribute.
 */
export function embedSnippet(tag: string, attributes: Readonly<Record<string, string | true>>, content = ''): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const rendered = Object.entries(attributes)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escape(value)}"`))
    .join('');
  return `<script type="module" src="${SITE_URL}/embed/v1/echojam.js"></script>\n<${tag}${rendered}>${content}</${tag}>`;
}
