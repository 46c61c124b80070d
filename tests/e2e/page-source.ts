import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The text of the first <tag> (the one with `id`, when given) in pages/<file>, tags removed and spaces
 * collapsed: copy that lives in a page's own markup, which the served page must show. Tests read it here
 * rather than restating it, so rewording a page is a change to the page alone.
 */
export function sourceText(file: string, tag: string, id?: string): string {
  const html = readFileSync(resolve(import.meta.dirname, '../../pages', file), 'utf8');
  const attributes = id === undefined ? '[^>]*' : `[^>]*\\bid="${id}"[^>]*`;
  const inner = new RegExp(`<${tag}\\b${attributes}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];
  if (inner === undefined) throw new Error(`pages/${file} has no <${tag}${id ? ` id="${id}"` : ''}>`);
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
