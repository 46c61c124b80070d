import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;

/** `html` with its module scripts (each with a src: the pages have no inline script) moved, in order, to the end of <body>. */
export function moveModuleScriptsLast(html: string): string {
  const scripts: string[] = [];
  const rest = html.replace(MODULE_SCRIPT, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  if (!scripts.length) return html;
  if (!rest.includes('</body>')) throw new Error('a page without </body>: nowhere to put its script');
  return rest.replace('</body>', () => `${scripts.join('\n')}\n</body>`);
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
