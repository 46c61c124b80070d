import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { WidgetHtmlOptions } from '../lib/render-widget-html.tsx';
import type { RenderedWidget } from './render-widget.tsx';
import { VITE_CONFIGURATION } from '../../scripts/configuration.mjs';
import { rewriteHtml } from './html-rewriter.ts';
import { cssForPage, pageWords } from './page-css.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const RENDER_MODULE = '/src/build/render-widget.tsx';

interface RenderModule {
  renderWidget(tag: string, attributes: ReadonlyMap<string, string>, options: WidgetHtmlOptions): RenderedWidget | null;
}

export interface WidgetRenderer {
  module(): Promise<RenderModule>;
  close(): Promise<void>;
}

/**
 * Vite's SSR module loader over the project, so the build renders each widget from its own component
 * and `?inline` CSS, compiled as the browser build compiles them. Started on first use.
 */
export function createWidgetRenderer(existing?: ViteDevServer): WidgetRenderer {
  let server: Promise<ViteDevServer> | undefined;
  const serverOf = () =>
    (server ??= existing
      ? Promise.resolve(existing)
      : createServer({
          configFile: false,
          root: ROOT,
          logLevel: 'warn',
          appType: 'custom',
          ...VITE_CONFIGURATION,
          cacheDir: 'node_modules/.vite-islands',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          optimizeDeps: { noDiscovery: true, include: [] },
        }));
  return {
    module: async () => (await serverOf()).ssrLoadModule(RENDER_MODULE) as Promise<RenderModule>,
    close: async () => {
      if (server && !existing) await (await server).close();
      server = undefined;
    },
  };
}

/**
 * A widget's CSS for its build-time render: the rules that render's markup can match (page-css.ts),
 * minified. That is all the element shows until its code arrives, or ever without JavaScript; the
 * element then adopts the whole of its CSS (define-widget.tsx), whatever state it comes to.
 */
function cssForRender(css: string, markup: string): string {
  return cssForPage(css, pageWords(markup));
}

/** The page's list of widgets whose code the site's script loads (src/site/main.ts reads it). */
const HYDRATED_WIDGETS_META = 'echojam-widgets';

/**
 * Puts each widget's first render into its element, as declarative shadow DOM: the widget's CSS and
 * markup, there before any script runs (and the whole of it where no script ever runs). The page
 * writes the element empty: one source per widget. A widget element with content, an unknown
 * widget or a refused attribute value fails the build. The widgets that have something to do in the
 * browser are listed in a `<meta name="echojam-widgets">`: the page loads code for those only.
 */
export async function renderWidgetsInto(html: string, renderer: WidgetRenderer, page: string): Promise<string> {
  const { renderWidget } = await renderer.module();
  const hydrated = new Set<string>();
  /** The widget element being read: its start tag as written and its attributes as the browser reads them. */
  let open: { tag: string; raw: string; attributes: Map<string, string> } | undefined;
  const mustBeEmpty = () => {
    throw new Error(`${page}: <${open?.tag}> must be empty (the build renders it from its component)`);
  };
  const rendered = await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag, raw) => {
      if (open) mustBeEmpty();
      if (!tag.tagName.startsWith('echojam-')) return rewriter.emitRaw(raw);
      open = { tag: tag.tagName, raw, attributes: new Map(tag.attrs.map(({ name, value }) => [name, value])) };
    });
    rewriter.on('text', (_text, raw) => {
      if (open && raw.trim() !== '') mustBeEmpty();
      if (!open) rewriter.emitRaw(raw);
    });
    rewriter.on('comment', (_comment, raw) => (open ? mustBeEmpty() : rewriter.emitRaw(raw)));
    rewriter.on('endTag', (tag, raw) => {
      if (!open) return rewriter.emitRaw(raw);
      if (tag.tagName !== open.tag) mustBeEmpty();
      const widget = renderWidget(open.tag, open.attributes, {
        warn: (warning) => {
          throw new Error(`${page}: ${warning}`);
        },
        transformCss: cssForRender,
      });
      if (!widget) throw new Error(`${page}: <${open.tag}> is no widget of widgets/`);
      if (widget.hydrate) hydrated.add(open.tag);
      rewriter.emitRaw(`${open.raw}${widget.html}${raw}`);
      open = undefined;
    });
  });
  if (open) throw new Error(`${page}: <${open.tag}> is never closed`);
  if (hydrated.size === 0) return rendered;
  return rewriteHtml(rendered, (rewriter) => {
    rewriter.on('endTag', (tag, raw) => {
      if (tag.tagName === 'head')
        rewriter.emitRaw(`<meta name="${HYDRATED_WIDGETS_META}" content="${[...hydrated].join(' ')}">\n`);
      rewriter.emitRaw(raw);
    });
  });
}
