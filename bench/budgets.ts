/**
 * The budgets of issue 6 (every route) and issue 5 (the partner embed), as data.
 * Byte figures are KiB (1024 bytes). "Transferred" = response headers + body as sent with
 * `Accept-Encoding: br`; "compressed" = the body alone as sent.
 */
export const KIB = 1024;

export const LIGHTHOUSE_BUDGETS = {
  /** Category scores, 0–100 (issue 15: unchanged by inlining the CSS, all four 100). */
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Milliseconds. Issue 15: the first paint needs the HTML response alone, so LCP fits in 0.9 s (1.0–1.35 s before). */
  lcpMs: 900,
  tbtMs: 50,
  cls: 0.01,
} as const;

export const BYTE_BUDGETS = {
  /**
   * HTML document (with its inlined CSS) + render-blocking CSS, compressed bodies: one round trip (10 TCP
   * segments). Issue 15: no render-blocking stylesheet at all, so this is the HTML alone.
   */
  firstPaintKib: 14,
  renderBlockingStylesheets: 0,
  /** JavaScript transferred, after scrolling to the bottom and waiting for the network to be idle. */
  jsWithWidgetsKib: 90,
  jsWithoutWidgetsKib: 5,
  /**
   * Per route, transferred: the document, its stylesheets and its images. The document carries the page's
   * CSS (≤ firstPaintKib as a body) and response headers, whose CSP lists the hash of every inline <style>
   * of the site (about 1 KiB); no page loads a stylesheet.
   */
  htmlKib: 16,
  cssKib: 0,
  imagesKib: 60,
  /** Per route: every request the page makes, widgets included. */
  requests: 25,
  /** The home page, everything transferred. */
  homeTotalKib: 250,
  /** Image formats allowed for content images. SVG is vector art and needs no raster format. */
  imageTypes: ['image/avif', 'image/webp', 'image/svg+xml'],
} as const;

export const EMBED_BUDGETS = {
  /** All JavaScript transferred for one inline download bar on a partner page, React included. */
  totalJsKib: 80,
  /** The loader `/embed/v1/echojam.js` itself, compressed body. */
  loaderKib: 3,
  /**
   * Issue 12: all JavaScript transferred for one of each partner-facing element on one page, React included.
   * From the figures: the bar alone measured 71.5 KiB and every widget 99.7 KiB (the five other widgets' own
   * chunks 28.2 KiB), so 110 = the bar's 80 plus 30 for the five others, about 10 KiB (10 %) of headroom in all.
   */
  everyWidgetJsKib: 110,
  /**
   * Issue 12: from DOMContentLoaded to the download bar live (`:state(live)`) on a partner page whose
   * image keeps `load` waiting, 4× CPU slowdown, median of the runs; the bar must also be live before `load`.
   */
  barAfterDomContentLoadedMs: 1000,
} as const;

/** Issue 12: how the DOMContentLoaded → download bar figure is taken (bench/embed-timing.ts). */
export const EMBED_TIMING = {
  /** CDP `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile profile. The network is not throttled (loopback). */
  cpuSlowdownRate: 4,
  /** Runs, each in a fresh browser context; the figure is their median. */
  runs: 3,
  /** How long the partner's server holds the page's image: `load` cannot fire before. */
  imageHoldMs: 6000,
  /** Longest wait for a quiet CPU before one run. */
  quietWaitMs: 15_000,
} as const;

/** Images that are icons, not content: exempt from the format rule. */
export const ICON_IMAGE = /(favicon|apple-touch-icon)/;

/** A page "has widgets" when its served HTML holds an echojam- element other than these. */
export const NOT_A_WIDGET = new Set(['echojam-toaster']);

export interface ExpectedFailure {
  audit: string;
  why: string;
  /** Expected only when every row of the audit's table passes this test (the rows of the Lighthouse report). */
  onlyIf?: (items: readonly Record<string, unknown>[], auditedUrl: string) => boolean;
}

/**
 * Lighthouse audits that fail by design on a route, and are left out of that route's category verdict
 * (the category score is still reported as measured): a route that is not indexable (routes.ts) carries
 * `noindex`; the 404 page must answer 404 (DESIGN.md), and Chromium logs every 404 document as a console error.
 */
export function expectedFailures(route: { path: string; indexable: boolean }): ExpectedFailure[] {
  const rules: ExpectedFailure[] = [];
  if (!route.indexable)
    rules.push({ audit: 'is-crawlable', why: 'the page is noindex (indexable: false in routes.ts)' });
  if (route.path === '/404') {
    rules.push(
      { audit: 'http-status-code', why: 'the 404 page answers 404' },
      {
        audit: 'errors-in-console',
        why: 'Chromium\'s own "Failed to load resource: … 404" for the document itself',
        onlyIf: (items, auditedUrl) =>
          items.length > 0 &&
          items.every(
            (item) =>
              item.source === 'network' &&
              item.sourceLocation === auditedUrl &&
              /status of 404/.test(String(item.description)),
          ),
      },
    );
  }
  return rules;
}

/** Where each route is audited: the 404 page through a path that does not exist. */
export function auditPath(routePath: string): string {
  return routePath === '/404' ? '/nao-existe' : routePath;
}

/**
 * Issue 11: the user-flow visit of every widget route (bench/flow.ts), phone-class (Lighthouse's mobile
 * Slow 4G with a 4× CPU slowdown, devtools throttling), in which every widget's code runs in the measured window.
 */
export const FLOW_BUDGETS = {
  /** Lighthouse TBT of the navigation plus that of the timespan, ms; and the blocking time of the site's scripts over the whole visit. */
  tbtMs: 50,
  /** Interaction to Next Paint, ms, when an interaction is long enough to be reported. */
  inpMs: 100,
  /** Every layout shift of the visit summed (after the first input too), except those within 500 ms of a click or key. */
  layoutShift: 0.01,
} as const;

/** LCP measured over the emulated slow-4G link (bench/emulated-link.ts, bench/link-lcp.ts): the same bound as Lighthouse's simulated LCP. */
export const LINK_BUDGETS = {
  lcpMs: 900,
} as const;

/** The mobile Slow 4G profile of Lighthouse 12 (its `throttling.mobileSlow4G`), applied by DevTools in the user flow. */
export const FLOW_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
} as const;
