import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { html, type TemplateResult } from 'lit-html';
import { fragments as pageFragments } from '../fragments/index.ts';
import { widgetReferenceFragments } from '../fragments/widget-reference.ts';
import { downloadButtonsTemplate } from '../shell/download-buttons.ts';
import { footerTemplate } from '../shell/footer.ts';
import { renderHead } from '../shell/head.ts';
import { headerTemplate } from '../shell/header.ts';
import { echoDividerTemplate, echoWavesTemplate } from '../shell/logo-mark.ts';
import { renderToHtml } from '../shell/render-to-html.ts';
import { fillSiteOrigin } from '../shell/site-origin.ts';
import { siteOriginNote } from '../shell/site-origin-note.ts';
import { fillPrerenderedSnippets } from '../workbench/prerendered-snippets.ts';
import { workbenchFragments } from '../workbench/workbench-template.ts';
import { brandFontsPlugin } from './brand-fonts.ts';
import { collapseWhitespacePlugin } from './collapse-whitespace.ts';
import { inlineStylesheetsPlugin } from './inline-stylesheets.ts';
import { scriptLastPlugin } from './script-last.ts';
import { WORKBENCH_WIDGETS, workbenchPageHtml } from './site-routes.ts';
import { attributeOf, rewriteHtml, withClass } from './html-rewriter.ts';
import { PAGE_META_NAMES, readPageMetadata } from './page-metadata.ts';
import type { SiteRoute } from '../content/routes.ts';
import { pathOfFile } from './page-files.ts';
import { WIDGET_CONTRACTS } from './widget-contracts.ts';
import { createWidgetRenderer, renderWidgetsInto, type WidgetRenderer } from './widget-islands.ts';

const SHELL_FRAGMENTS: Record<string, () => TemplateResult> = {
  'download-buttons': downloadButtonsTemplate,
  'echo-divider': echoDividerTemplate,
  'echo-waves': echoWavesTemplate,
  'site-origin-note': () => html`${siteOriginNote()}`,
  ...widgetReferenceFragments,
  ...workbenchFragments(WIDGET_CONTRACTS),
};

function allFragments(): Record<string, () => TemplateResult> {
  for (const name of Object.keys(pageFragments)) {
    if (name in SHELL_FRAGMENTS) throw new Error(`Fragment "${name}" is defined twice (shell and src/fragments).`);
  }
  return { ...SHELL_FRAGMENTS, ...pageFragments };
}

/**
 * Assembles every page of pages/ at build time (and in the dev server): `<!-- @head -->`,
 * `<!-- @header -->`, `<!-- @footer -->` become the shell, `<!-- @render NAME -->` a fragment, and
 * each `<echojam-…>` element gets its widget's build-time render (widget-islands.ts).
 * Runs before Vite's own HTML processing, so the stylesheet and script it injects are bundled; after
 * it, the build inlines the bundled stylesheet into each page (inline-stylesheets.ts), moves the bundled
 * script to the end of <body> (script-last.ts) and drops the templates' indentation (collapse-whitespace.ts).
 * A page without its title or description (page-metadata.ts), an unknown fragment or an unknown marker
 * fails the build.
 */
export function pagesPlugin(pagesDir: string): Plugin[] {
  return [
    workbenchPagesPlugin(pagesDir),
    cleanUrlsPlugin(pagesDir),
    assemblePagesPlugin(pagesDir),
    inlineStylesheetsPlugin(),
    brandFontsPlugin(),
    scriptLastPlugin(),
    collapseWhitespacePlugin(),
  ];
}

/**
 * The build's entries besides the files of pages/: each widget's workbench page, pages/widgets/<name>/index.html,
 * which no file holds (the plugin below gives its HTML).
 */
export function generatedPageEntries(pagesDir: string): string[] {
  return WORKBENCH_WIDGETS.map((name) => workbenchPagePath(pagesDir, name));
}

const workbenchPagePath = (pagesDir: string, name: string) => resolve(pagesDir, 'widgets', name, 'index.html');

/**
 * Each widget's workbench page (/widgets/<name>) from one template, for every folder of widgets/ that has
 * one (site-routes.ts): the build loads pages/widgets/<name>/index.html from it, and the dev server
 * answers /widgets/<name> with it. The page is then assembled like any other.
 */
function workbenchPagesPlugin(pagesDir: string): Plugin {
  const pages = new Map(WORKBENCH_WIDGETS.map((name) => [workbenchPagePath(pagesDir, name), name]));
  return {
    name: 'echojam-workbench-pages',
    enforce: 'pre',
    resolveId: (id) => (pages.has(id) ? id : null),
    load(id) {
      const name = pages.get(id);
      return name === undefined ? null : workbenchPageHtml(name);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = /^\/widgets\/([a-z0-9-]+)\/?(?:index\.html)?(?:\?.*)?$/.exec(request.url ?? '')?.[1];
        if (name === undefined || !WORKBENCH_WIDGETS.includes(name)) return next();
        server
          .transformIndexHtml(`/widgets/${name}/index.html`, workbenchPageHtml(name), request.originalUrl)
          .then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          }, next);
      });
    },
  };
}

/** The markers a page writes where the build puts the shell and the fragments (HTML comments: `<!-- @head -->`). */
type Marker = { kind: 'head' | 'header' | 'footer' } | { kind: 'render'; name: string };

function markerOf(comment: string): Marker | undefined | 'unknown' {
  const text = comment.trim();
  if (!text.startsWith('@')) return undefined;
  if (text === '@head' || text === '@header' || text === '@footer') return { kind: text.slice(1) as 'head' };
  const name = /^@render ([a-z0-9-]+)$/.exec(text)?.[1];
  return name === undefined ? 'unknown' : { kind: 'render', name };
}

/**
 * The page with its markers replaced by the shell and the fragments, its own metadata tags (page-metadata.ts)
 * dropped from <head> (the shell's head writes them again, with Open Graph and the rest), and `has-download-bar`
 * added to the classes its <body> already has when the page shows the download bar.
 */
function assemblePage(html: string, route: SiteRoute, file: string): Promise<string> {
  const fragments = allFragments();
  let inHead = false;
  let inTitle = false;
  let dropWhitespace = false;
  const shell = (marker: Marker): string => {
    switch (marker.kind) {
      case 'head':
        return renderHead(route);
      case 'header':
        return renderToHtml(headerTemplate(route.path));
      case 'footer':
        return renderToHtml(
          footerTemplate({ routePath: route.path, downloadBar: route.downloadBar, year: new Date().getFullYear() }),
        );
      case 'render': {
        const fragment = fragments[marker.name];
        if (!fragment) throw new Error(`pages/${file}: unknown fragment "${marker.name}"`);
        return renderToHtml(fragment());
      }
    }
  };
  return rewriteHtml(html, (rewriter) => {
    rewriter.on('comment', (comment, raw) => {
      dropWhitespace = false;
      const marker = markerOf(comment.text);
      if (marker === 'unknown') throw new Error(`pages/${file}: unknown marker ${raw}`);
      rewriter.emitRaw(marker === undefined ? raw : shell(marker));
    });
    rewriter.on('startTag', (tag, raw) => {
      dropWhitespace = false;
      if (tag.tagName === 'head') inHead = true;
      const isMetadata =
        inHead &&
        (tag.tagName === 'title' || (tag.tagName === 'meta' && PAGE_META_NAMES.has(attributeOf(tag, 'name') ?? '')));
      if (isMetadata) {
        inTitle = tag.tagName === 'title';
        dropWhitespace = !inTitle;
      } else if (tag.tagName === 'body' && route.downloadBar) rewriter.emitStartTag(withClass(tag, 'has-download-bar'));
      else rewriter.emitRaw(raw);
    });
    rewriter.on('text', (_text, raw) => {
      if (inTitle || (dropWhitespace && raw.trim() === '')) return;
      dropWhitespace = false;
      rewriter.emitRaw(raw);
    });
    rewriter.on('endTag', (tag, raw) => {
      if (tag.tagName === 'head') inHead = false;
      dropWhitespace = inTitle;
      if (inTitle && tag.tagName === 'title') inTitle = false;
      else rewriter.emitRaw(raw);
    });
  });
}

/**
 * The dev server answers each page at its clean URL, as the production server does: /criar-sala and
 * /criar-sala/ serve pages/criar-sala/index.html, and a path that is no page gets pages/404.html with a 404.
 * Vite's own files (/src/…, /@vite/…, anything with an extension) pass through.
 */
function cleanUrlsPlugin(pagesDir: string): Plugin {
  return {
    name: 'echojam-clean-urls',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        if (request.method !== 'GET' || pathname.startsWith('/@') || /\.[a-z0-9]+$/i.test(pathname)) return next();
        const file = pathname === '/' ? 'index.html' : `${pathname.replace(/^\/|\/$/g, '')}/index.html`;
        if (existsSync(resolve(pagesDir, file))) {
          request.url = `/${file}${query === undefined ? '' : `?${query}`}`;
          return next();
        }
        server
          .transformIndexHtml('/404.html', readFileSync(resolve(pagesDir, '404.html'), 'utf8'), request.originalUrl)
          .then((html) => {
            response.statusCode = 404;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          }, next);
      });
    },
  };
}

function assemblePagesPlugin(pagesDir: string): Plugin {
  let widgets: WidgetRenderer = createWidgetRenderer();
  return {
    name: 'echojam-pages',
    configureServer(server) {
      widgets = createWidgetRenderer(server);
    },
    async closeBundle() {
      await widgets.close();
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        const file = relative(pagesDir, context.filename).split(sep).join('/');
        // Read from the file being built, so the dev server shows an edit to a page's head at once.
        const route: SiteRoute = { path: pathOfFile(file), file, ...readPageMetadata(html, `pages/${file}`) };
        const page = `pages/${file}`;
        const withWidgets = await renderWidgetsInto(await assemblePage(html, route, file), widgets, page);
        // The workbench shows each element's build-time render as text too: filled in once it is rendered.
        return fillSiteOrigin(await fillPrerenderedSnippets(withWidgets));
      },
    },
  };
}
