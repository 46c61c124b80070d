import type { Plugin } from 'vite';
import { attributeOf, rewriteHtml } from './html-rewriter.ts';

/**
 * `html` with its module scripts (each with a src: the pages have no inline script) moved, in order, to the
 * end of <body>, each with the whitespace that followed it.
 */
export async function moveModuleScriptsLast(html: string): Promise<string> {
  const scripts: string[] = [];
  let script: string | undefined;
  let dropLeadingWhitespace = false;
  let bodyEnded = false;
  const output = await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag, raw) => {
      dropLeadingWhitespace = false;
      if (tag.tagName === 'script' && attributeOf(tag, 'type') === 'module') script = raw;
      else rewriter.emitRaw(raw);
    });
    rewriter.on('text', (_text, raw) => {
      if (script !== undefined) throw new Error(`${script}: a module script with content (the pages have none)`);
      rewriter.emitRaw(dropLeadingWhitespace ? raw.replace(/^\s+/, '') : raw);
      dropLeadingWhitespace = false;
    });
    rewriter.on('endTag', (tag, raw) => {
      dropLeadingWhitespace = false;
      if (tag.tagName === 'script' && script !== undefined) {
        scripts.push(script + raw);
        script = undefined;
        dropLeadingWhitespace = true;
        return;
      }
      if (tag.tagName === 'body' && scripts.length > 0) {
        rewriter.emitRaw(`${scripts.join('\n')}\n`);
        bodyEnded = true;
      }
      rewriter.emitRaw(raw);
    });
  });
  if (scripts.length === 0) return html;
  if (!bodyEnded) throw new Error('a page without </body>: nowhere to put its script');
  return output;
}

/**
 * The site's script last in <body>, where Vite's build puts it first in <head>. A module script runs
 * once the page is parsed wherever it stands, but the browser asks for files in the order it finds
 * them, and over HTTP/1.1 the first request after the HTML gets the HTML's open connection while one
 * made beside it waits for a new one (a handshake). Last, the script no longer takes that connection
 * from the content's images: on /player the screenshot, its LCP, in the player demo's declarative
 * shadow root (BENCHMARKS.md, the emulated link). Build only: the dev server keeps the head's tag.
 */
export function scriptLastPlugin(): Plugin {
  return {
    name: 'echojam-script-last',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveModuleScriptsLast },
  };
}
