import { attributeOf, rewriteHtml } from '../build/html-rewriter.ts';
import { BUILD_TIME_ORIGIN, embedScript } from './embed-snippet.ts';

const SLOT_ATTRIBUTE = 'data-prerendered-of';

/** Where a panel's pre-rendered embed code goes, empty until the build fills it. */
export function prerenderedSlot(tag: string): string {
  return `<code ${SLOT_ATTRIBUTE}="${tag}"></code>`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The first element of each `tags` in `html`, as written (start tag, content, end tag). */
async function firstElements(html: string, tags: ReadonlySet<string>): Promise<Map<string, string>> {
  const elements = new Map<string, string>();
  let open: { tag: string; start: number } | undefined;
  await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag) => {
      if (open || !tags.has(tag.tagName) || elements.has(tag.tagName)) return;
      open = { tag: tag.tagName, start: tag.sourceCodeLocation!.startOffset };
    });
    rewriter.on('endTag', (tag) => {
      if (open?.tag !== tag.tagName) return;
      elements.set(tag.tagName, html.slice(open.start, tag.sourceCodeLocation!.endOffset));
      open = undefined;
    });
  });
  return elements;
}

/**
 * Fills each slot of `html` (a built page, its widgets rendered: widget-islands.ts) with the embed
 * code of the page's `<tag>` element as the build rendered it: the script tag, then the element with
 * its attributes and its declarative shadow root, as text. Pages without a slot are returned as they are.
 */
export async function fillPrerenderedSnippets(html: string): Promise<string> {
  const slots = new Set<string>();
  await rewriteHtml(html, (rewriter) =>
    rewriter.on('startTag', (tag) => {
      const of = tag.tagName === 'code' ? attributeOf(tag, SLOT_ATTRIBUTE) : undefined;
      if (of !== undefined) slots.add(of);
    }),
  );
  if (slots.size === 0) return html;
  const elements = await firstElements(html, slots);
  let filling = false;
  return rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag, raw) => {
      const of = tag.tagName === 'code' ? attributeOf(tag, SLOT_ATTRIBUTE) : undefined;
      if (of === undefined) return rewriter.emitRaw(raw);
      const element = elements.get(of);
      if (element === undefined) throw new Error(`${raw}: the page has no <${of}> element`);
      rewriter.emitRaw(`<code>${escapeText(`${embedScript(BUILD_TIME_ORIGIN)}\n${element}`)}`);
      filling = true;
    });
    rewriter.on('text', (_text, raw) => {
      if (!filling) rewriter.emitRaw(raw);
    });
    rewriter.on('endTag', (_tag, raw) => {
      filling = false;
      rewriter.emitRaw(raw);
    });
  });
}
