import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import { createServer, type ViteDevServer } from 'vite';
import type { WidgetHtmlOptions } from '../lib/render-widget-html.tsx';
import type { RenderedWidget } from './render-widget.tsx';

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
          envPrefix: ['VITE_', 'ECHOJAM_'],
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

const minified = new Map<string, string>();

function minifyCss(css: string): string {
  let result = minified.get(css);
  if (result === undefined) {
    result = transform({ filename: 'widget.css', code: Buffer.from(css), minify: true }).code.toString();
    minified.set(css, result);
  }
  return result;
}

/** `name="value"` and bare `name` attributes of an opening tag, values decoded. */
function parseAttributes(source: string): Map<string, string> {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const ELEMENT = /<(echojam-[a-z0-9-]+)(\s[^>]*)?>([\s\S]*?)<\/\1>/g;

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
  const output = html.replace(
    ELEMENT,
    (_element, tag: string, attributeSource: string | undefined, content: string) => {
      if (content.trim() !== '')
        throw new Error(`${page}: <${tag}> must be empty (the build renders it from its component)`);
      const rendered = renderWidget(tag, parseAttributes(attributeSource ?? ''), {
        warn: (warning) => {
          throw new Error(`${page}: ${warning}`);
        },
        transformCss: minifyCss,
      });
      if (!rendered) throw new Error(`${page}: <${tag}> is no widget of widgets/`);
      if (rendered.hydrate) hydrated.add(tag);
      return `<${tag}${attributeSource ?? ''}>${rendered.html}</${tag}>`;
    },
  );
  if (hydrated.size === 0) return output;
  return output.replace(
    '</head>',
    () => `<meta name="${HYDRATED_WIDGETS_META}" content="${[...hydrated].join(' ')}">\n</head>`,
  );
}
