/**
 * What a page fetched, as sent: every finished request with its kind and sizes (Playwright's
 * `request.sizes()`), the requests in flight (for "network idle"), and what the first view holds
 * (images, render-blocking stylesheets and scripts).
 */
import type { Page, Request } from 'playwright-core';

export type ResourceKind = 'html' | 'js' | 'css' | 'img' | 'font' | 'other';

export interface Resource {
  url: string;
  kind: ResourceKind;
  contentType: string;
  encoding: string;
  /** Body bytes as sent (compressed when encoded). */
  bodyBytes: number;
  /** Response headers + body. */
  transferBytes: number;
  /** Cross-origin script without Access-Control-Allow-Origin. */
  corsMissing: boolean;
}

export type Totals = Record<ResourceKind | 'total' | 'requests', number>;

/** A font is a request of type font, or a .woff2/.woff file whatever its type. */
function kindOf(request: Request, contentType: string): ResourceKind {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'font' || contentType.startsWith('font/') || /\.woff2?(\?|$)/.test(request.url())) return 'font';
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (type === 'image' || contentType.startsWith('image/')) return 'img';
  return 'other';
}

export class Recorder {
  private readonly pending = new Set<Request>();
  private readonly finished: Promise<Resource | undefined>[] = [];
  readonly failed: string[] = [];
  private lastActivity = Date.now();

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
      this.finished.push(this.describe(request));
    });
  }

  private async describe(request: Request): Promise<Resource | undefined> {
    try {
      if (request.url().startsWith('data:')) return undefined;
      const response = await request.response();
      const headers = response ? await response.allHeaders() : {};
      const sizes = await request.sizes();
      const contentType = headers['content-type'] ?? '';
      return {
        url: request.url(),
        kind: kindOf(request, contentType),
        contentType,
        encoding: headers['content-encoding'] ?? 'identity',
        bodyBytes: sizes.responseBodySize,
        transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        corsMissing:
          new URL(request.url()).origin !== this.origin &&
          request.resourceType() === 'script' &&
          headers['access-control-allow-origin'] === undefined,
      };
    } catch {
      return undefined;
    }
  }

  /** Resolves when nothing has been in flight for `quietMs` (a state of the network), or after `maxMs`. */
  async idle(quietMs = 500, maxMs = 20_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }

  async all(): Promise<Resource[]> {
    return (await Promise.all(this.finished)).filter((resource): resource is Resource => resource !== undefined);
  }
}

export function totals(resources: readonly Resource[]): Totals {
  const sums: Totals = { html: 0, js: 0, css: 0, img: 0, font: 0, other: 0, total: 0, requests: resources.length };
  for (const resource of resources) {
    sums[resource.kind] += resource.transferBytes;
    sums.total += resource.transferBytes;
  }
  return sums;
}

/** HTML, CSS or JS over 1 KiB sent without compression. */
export function uncompressed(resources: readonly Resource[]): string[] {
  return resources
    .filter((r) => ['html', 'js', 'css'].includes(r.kind) && r.encoding === 'identity' && r.bodyBytes > 1024)
    .map((r) => r.url);
}

export interface ImageCheck {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  /** Below the first viewport when the page loaded. */
  belowFold: boolean;
}

export interface FirstView {
  images: ImageCheck[];
  blockingCss: string[];
  blockingScripts: string[];
}

/** In the page: images (light DOM and open shadow roots), render-blocking stylesheets and scripts. */
export function inspectFirstView(): FirstView {
  const images: ImageCheck[] = [];
  const visit = (root: Document | ShadowRoot) => {
    root.querySelectorAll('img').forEach((img) => {
      const rect = img.getBoundingClientRect();
      images.push({
        src: img.currentSrc || img.src,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        belowFold: rect.top + window.scrollY >= window.innerHeight,
      });
    });
    root.querySelectorAll('*').forEach((element) => {
      if (element.shadowRoot) visit(element.shadowRoot);
    });
  };
  visit(document);
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
