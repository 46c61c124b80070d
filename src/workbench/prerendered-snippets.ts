import { BUILD_TIME_ORIGIN, embedScript } from './embed-snippet.ts';

/** Where a panel's pre-rendered embed code goes, empty until the build fills it. */
export function prerenderedSlot(tag: string): string {
  return `<code data-prerendered-of="${tag}"></code>`;
}

const SLOT = /<code data-prerendered-of="(echojam-[a-z0-9-]+)"><\/code>/g;

/**
 * Fills each slot of `html` (a built page, its widgets rendered: widget-islands.ts) with the embed
 * code of the page's `<tag>` element as the build rendered it: the script tag, then the element with
 * its attributes and its declarative shadow root, as text. Pages without a slot are returned as they are.
 */
export function fillPrerenderedSnippets(html: string): string {
  return html.replace(SLOT, (slot, tag: string) => {
    // The first <tag> of the page is the element itself: in the snippets its tags are escaped.
    const element = new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html);
    if (!element) throw new Error(`${slot}: the page has no <${tag}> element`);
    const text = `${embedScript(BUILD_TIME_ORIGIN)}\n${element[0]}`
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');
    return `<code>${text}</code>`;
  });
}
