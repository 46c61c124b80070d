/**
 * Bytes as transferred, per route and for the partner embed: Playwright (playwright-core) in the system
 * Chromium with a phone viewport, `Accept-Encoding: br`, a fresh cache. The page is loaded, its first
 * view inspected (images, render-blocking resources), then scrolled to the bottom and left until the
 * network is idle, so widgets loaded on visibility count. The partner embed: our JavaScript on partner
 * pages (the download bar alone, every widget) and, through bench/embed-timing.ts, DOMContentLoaded → bar.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { ICON_IMAGE, NOT_A_WIDGET } from './budgets.ts';
import { timeBarOnSlowPage, type BarTiming } from './embed-timing.ts';
import { PARTNER_ELEMENTS, type PartnerPages } from './servers.ts';

/** Lighthouse's mobile screen (Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

export type ResourceKind = 'html' | 'js' | 'css' | 'img' | 'font' | 'other';

export interface Resource {
  url: string;
  kind: ResourceKind;
  status: number;
  contentType: string;
  encoding: string;
  /** Body bytes as sent (compressed when encoded). */
  bodyBytes: number;
  /** Response headers + body. */
  transferBytes: number;
  /** Requested after the first view was inspected (scrolling, idle loading). */
  afterScroll: boolean;
}

export interface ImageCheck {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  /** Below the first viewport when the page loaded. */
  belowFold: boolean;
  inShadowRoot: boolean;
}

export interface Totals {
  html: number;
  js: number;
  css: number;
  img: number;
  font: number;
  other: number;
  total: number;
  requests: number;
}

export interface PageTransfer {
  url: string;
  widgets: string[];
  hasWidgets: boolean;
  resources: Resource[];
  /** Transferred bytes (headers + body) by kind. */
  transferred: Totals;
  /** HTML document + render-blocking stylesheets, compressed bodies. */
  firstPaintBytes: number;
  renderBlockingCss: string[];
  renderBlockingScripts: string[];
  images: ImageCheck[];
  imageProblems: string[];
  /** HTML, CSS or JS over 1 KiB sent without compression. */
  uncompressed: string[];
  consoleErrors: string[];
  failedRequests: string[];
  error?: string;
}

/** Our JavaScript on one partner page, once its elements are live and the network is idle. */
export interface EmbedPageBytes {
  pageUrl: string;
  /** Our files only (the site's origin). */
  resources: Resource[];
  jsTransferBytes: number;
  jsBodyBytes: number;
  scripts: number;
  corsMissing: string[];
  uncompressed: string[];
  consoleErrors: string[];
  error?: string;
}

/** The page holding one of each partner-facing element: its bytes, the elements placed and those that came alive. */
export interface EmbedEveryWidget extends EmbedPageBytes {
  widgets: string[];
  live: string[];
}

/**
 * The partner embed. The top-level figures are the page with the download bar alone (the fields every
 * bench/results.json has); `everyWidget` and `barTiming` are absent in results written before issue 12.
 */
export interface EmbedTransfer extends EmbedPageBytes {
  loaderBodyBytes: number | null;
  loaderTransferBytes: number | null;
  upgraded: boolean;
  everyWidget?: EmbedEveryWidget;
  barTiming?: BarTiming;
}

function kindOf(request: Request, contentType: string): ResourceKind {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (type === 'font' || contentType.startsWith('font/')) return 'font';
  if (type === 'image' || contentType.startsWith('image/')) return 'img';
  return 'other';
}

/** Collects every finished request of a page with its sizes, and tracks requests in flight. */
class Recorder {
  readonly pending = new Set<Request>();
  readonly resources: Promise<Resource | undefined>[] = [];
  readonly failed: string[] = [];
  readonly corsMissing: string[] = [];
  afterScroll = false;
  lastActivity = Date.now();

  constructor(
    page: Page,
    private readonly origin: string,
  ) {
    page.on('request', (request) => {
      this.pending.add(request);
      this.lastActivity = Date.now();
    });
    page.on('requestfailed', (request) => {
      this.pending.delete(request);
      this.lastActivity = Date.now();
      this.failed.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
    });
    page.on('requestfinished', (request) => {
      this.pending.delete(request);
      this.lastActivity = Date.now();
      this.resources.push(this.describe(request));
    });
  }

  private async describe(request: Request): Promise<Resource | undefined> {
    const afterScroll = this.afterScroll;
    try {
      if (request.url().startsWith('data:')) return undefined;
      const response = await request.response();
      const headers = response ? await response.allHeaders() : {};
      const sizes = await request.sizes();
      const contentType = headers['content-type'] ?? '';
      const crossOrigin = new URL(request.url()).origin !== this.origin;
      if (crossOrigin && request.resourceType() === 'script' && headers['access-control-allow-origin'] === undefined) {
        this.corsMissing.push(request.url());
      }
      return {
        url: request.url(),
        kind: kindOf(request, contentType),
        status: response?.status() ?? 0,
        contentType,
        encoding: headers['content-encoding'] ?? 'identity',
        bodyBytes: sizes.responseBodySize,
        transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        afterScroll,
      };
    } catch {
      return undefined;
    }
  }

  /** Resolves when nothing has been in flight for `quietMs`, or after `maxMs`. */
  async idle(quietMs = 700, maxMs = 15_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }

  async all(): Promise<Resource[]> {
    return (await Promise.all(this.resources)).filter((resource): resource is Resource => resource !== undefined);
  }
}

function uncompressed(resources: Resource[]): string[] {
  return resources
    .filter(
      (resource) =>
        ['html', 'js', 'css'].includes(resource.kind) && resource.encoding === 'identity' && resource.bodyBytes > 1024,
    )
    .map((resource) => resource.url);
}

function totals(resources: Resource[]): Totals {
  const sums: Totals = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0, total: 0, requests: resources.length };
  for (const resource of resources) {
    sums[resource.kind] += resource.transferBytes;
    sums.total += resource.transferBytes;
  }
  return sums;
}

interface FirstView {
  images: ImageCheck[];
  blockingCss: string[];
  blockingScripts: string[];
}

/** In the page: images (light DOM and open shadow roots), render-blocking stylesheets and scripts. */
function inspectFirstView(): FirstView {
  const images: ImageCheck[] = [];
  const visit = (root: Document | ShadowRoot, inShadowRoot: boolean) => {
    root.querySelectorAll('img').forEach((img) => {
      const rect = img.getBoundingClientRect();
      images.push({
        src: img.currentSrc || img.src,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        belowFold: rect.top + window.scrollY >= window.innerHeight,
        inShadowRoot,
      });
    });
    root.querySelectorAll('*').forEach((element) => {
      if (element.shadowRoot) visit(element.shadowRoot, true);
    });
  };
  visit(document, false);
  const blockingCss = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
    .filter((link) => !link.disabled && (!link.media || window.matchMedia(link.media).matches))
    .map((link) => link.href);
  const blockingScripts = [...document.querySelectorAll<HTMLScriptElement>('script')]
    .filter((script) => {
      const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
      const classic = type === '' || /^(text|application)\/(java|ecma)script$/.test(type);
      if (!classic) return false; // modules are deferred; JSON-LD is data
      return script.src ? !script.async && !script.defer : true;
    })
    .map((script) => script.src || `inline script: ${script.textContent?.slice(0, 60) ?? ''}`);
  return { images, blockingCss, blockingScripts };
}

async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

export function widgetsInHtml(html: string): string[] {
  const tags = new Set([...html.matchAll(/<(echojam-[a-z0-9-]+)/g)].map((match) => match[1]!));
  return [...tags].filter((tag) => !NOT_A_WIDGET.has(tag)).sort();
}

export class TransferMeter {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<TransferMeter> {
    return new TransferMeter(
      await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, timeout: 60_000 }),
    );
  }

  close(): Promise<void> {
    return this.browser.close();
  }

  version(): string {
    return this.browser.version();
  }

  private async newContext(): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      ...PHONE,
      extraHTTPHeaders: { 'Accept-Encoding': 'br' },
      serviceWorkers: 'block',
    });
    // tsx (esbuild) wraps named functions in __name(); the functions evaluated in the page need it too.
    await context.addInitScript('globalThis.__name = (target) => target;');
    return context;
  }

  async measurePage(url: string): Promise<PageTransfer> {
    const context = await this.newContext();
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const recorder = new Recorder(page, origin);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));
    const empty: Totals = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0, total: 0, requests: 0 };
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      const html = response ? await response.text() : '';
      const htmlWidgets = widgetsInHtml(html);
      const firstView = await page.evaluate(inspectFirstView);
      recorder.afterScroll = true;
      await scrollToBottom(page);
      await recorder.idle();
      const afterScroll = await page.evaluate(inspectFirstView);
      // Widgets made by script (the workbench builds its elements at run time) count too.
      const domWidgets = await page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .map((element) => element.localName)
          .filter((name) => name.startsWith('echojam-')),
      );
      const widgets = [...new Set([...htmlWidgets, ...domWidgets.filter((tag) => !NOT_A_WIDGET.has(tag))])].sort();
      const resources = await recorder.all();

      // Images: first-view facts (fold position) for those present at load, and any added later.
      const seen = new Set(firstView.images.map((image) => image.src));
      const images = [
        ...firstView.images,
        ...afterScroll.images.filter((image) => !seen.has(image.src)).map((image) => ({ ...image, belowFold: true })),
      ];
      const imageProblems: string[] = [];
      for (const image of images) {
        const name = image.src.replace(origin, '') || '(no src)';
        if (!image.width || !image.height) imageProblems.push(`${name}: no width/height attributes`);
        if (image.belowFold && image.loading !== 'lazy')
          imageProblems.push(`${name}: below the fold but not loading="lazy"`);
      }
      for (const resource of resources) {
        if (resource.kind !== 'img' || ICON_IMAGE.test(resource.url)) continue;
        const type = resource.contentType.split(';')[0]!.trim();
        if (!['image/avif', 'image/webp', 'image/svg+xml'].includes(type))
          imageProblems.push(`${resource.url.replace(origin, '')}: ${type || 'unknown type'}, not AVIF/WebP`);
      }

      const htmlDocument = resources.find((resource) => resource.kind === 'html' && !resource.afterScroll);
      const blockingCssBytes = firstView.blockingCss
        .map((href) => resources.find((resource) => resource.url === href)?.bodyBytes ?? 0)
        .reduce((sum, bytes) => sum + bytes, 0);
      return {
        url,
        widgets,
        hasWidgets: widgets.length > 0,
        resources,
        transferred: totals(resources),
        firstPaintBytes: (htmlDocument?.bodyBytes ?? 0) + blockingCssBytes,
        renderBlockingCss: firstView.blockingCss.map((href) => href.replace(origin, '')),
        renderBlockingScripts: firstView.blockingScripts.map((src) => src.replace(origin, '')),
        images: images.map((image) => ({ ...image, src: image.src.replace(origin, '') })),
        imageProblems,
        uncompressed: uncompressed(resources),
        consoleErrors,
        failedRequests: recorder.failed,
      };
    } catch (error) {
      return {
        url,
        widgets: [],
        hasWidgets: false,
        resources: await recorder.all(),
        transferred: empty,
        firstPaintBytes: 0,
        renderBlockingCss: [],
        renderBlockingScripts: [],
        images: [],
        imageProblems: [],
        uncompressed: [],
        consoleErrors,
        failedRequests: recorder.failed,
        error: String((error as Error)?.message ?? error),
      };
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  /** The embed: our JavaScript for the download bar alone and for every widget, then DOMContentLoaded → bar on the slow page. */
  async measureEmbed(pages: PartnerPages, siteOrigin: string): Promise<EmbedTransfer> {
    const bar = await this.measureEmbedPage(pages.barOnly, siteOrigin, ['echojam-download-bar']);
    const widgets = Object.keys(PARTNER_ELEMENTS);
    const everyWidget = await this.measureEmbedPage(pages.everyWidget, siteOrigin, widgets);
    const barTiming = await timeBarOnSlowPage(() => this.newContext(), pages.slowImages);
    const loader = bar.bytes.resources.find(
      (resource) => resource.kind === 'js' && new URL(resource.url).pathname === '/embed/v1/echojam.js',
    );
    return {
      ...bar.bytes,
      loaderBodyBytes: loader?.bodyBytes ?? null,
      loaderTransferBytes: loader?.transferBytes ?? null,
      upgraded: bar.live.includes('echojam-download-bar'),
      everyWidget: { ...everyWidget.bytes, widgets, live: everyWidget.live },
      barTiming,
    };
  }

  /** One partner page: waits for its elements to come alive (`:state(live)`) and the network to be idle, then sums our scripts. */
  private async measureEmbedPage(
    pageUrl: string,
    siteOrigin: string,
    tags: string[],
  ): Promise<{ bytes: EmbedPageBytes; live: string[] }> {
    const context = await this.newContext();
    const page = await context.newPage();
    const recorder = new Recorder(page, new URL(pageUrl).origin);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));
    const liveTags = (names: string[]) =>
      names.filter((tag) => document.querySelector(tag)?.matches(':state(live)') ?? false);
    try {
      await page.goto(pageUrl, { waitUntil: 'load', timeout: 30_000 });
      await page
        .waitForFunction((names) => names.every((tag) => document.querySelector(tag)?.matches(':state(live)')), tags, {
          timeout: 20_000,
        })
        .catch(() => undefined); // the elements still dead are reported below
      const live = await page.evaluate(liveTags, tags);
      await recorder.idle();
      const resources = (await recorder.all()).filter((resource) => resource.url.startsWith(siteOrigin));
      const scripts = resources.filter((resource) => resource.kind === 'js');
      const bytes: EmbedPageBytes = {
        pageUrl,
        resources,
        jsTransferBytes: scripts.reduce((sum, resource) => sum + resource.transferBytes, 0),
        jsBodyBytes: scripts.reduce((sum, resource) => sum + resource.bodyBytes, 0),
        scripts: scripts.length,
        corsMissing: recorder.corsMissing,
        uncompressed: uncompressed(resources),
        consoleErrors,
      };
      return { bytes, live };
    } catch (error) {
      const bytes: EmbedPageBytes = {
        pageUrl,
        resources: [],
        jsTransferBytes: 0,
        jsBodyBytes: 0,
        scripts: 0,
        corsMissing: recorder.corsMissing,
        uncompressed: [],
        consoleErrors,
        error: String((error as Error)?.message ?? error),
      };
      return { bytes, live: [] };
    } finally {
      await context.close().catch(() => undefined);
    }
  }
}
