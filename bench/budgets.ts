/**
 * Every budget of `npm run bench`, as data, and the phone the visits emulate.
 * KiB = 1024 bytes. "Transferred" = response headers + body as sent; "compressed" = the body alone as sent.
 */
export const KIB = 1024;

/** Lighthouse's mobile phone (Moto G Power) and its Slow 4G profile: the visits and the emulated link use the same figures. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  rttMs: 150,
  downKbps: 1638.4,
  /** Lighthouse's simulation has no upload rate; its docs give 750 kbit/s. */
  upKbps: 750,
} as const;

/**
 * The visits of each route over the emulated slow-4G link (bench/visit.ts), the CPU slowed to a low-tier
 * phone (bench/calibration.ts). Binding.
 */
export const VISIT_BUDGETS = {
  /**
   * LCP over the floor page's LCP, median over pairs (bench/pairs.ts), when the route's LCP element is text.
   * The floor holds what this machine, its Chromium and the link take anyway; this is the site's own cost.
   */
  lcpExcessTextMs: 200,
  /** The same when the LCP element is an image: it needs a request of its own after the HTML, one round trip more. */
  lcpExcessImageMs: 350,
  /** Layout shifts summed over the whole visit, scroll and font swap included (not within 500 ms of a click or key). */
  layoutShift: 0,
  /** Blocking time (each long task's part over 50 ms) from the first paint to the end of the visit: "good" TBT. */
  tbtMs: 200,
  /** The longest interaction of the visit (Event Timing): Core Web Vitals' "good" INP. */
  inpMs: 200,
} as const;

/**
 * How many times each route is visited. Each pair is a floor visit then a route visit, for LCP; the first
 * `fullVisits` route visits also scroll through the page and use its widgets (layout shift, blocking time, INP).
 * The pairs go on until a distribution-free interval of the pairs' median (at `confidence`, bench/pairs.ts)
 * lies wholly on one side of the route's LCP budget, or `maxPairs` have been taken; never fewer than
 * `minPairs`. The verdict is the median against the budget either way; the interval says whether it is firm.
 * How the counts were chosen, and what is known of them: PAIR_COUNT_CHOICE in bench/report.ts (and BENCHMARKS.md).
 */
export const VISIT_COUNTS = { minPairs: 7, maxPairs: 25, confidence: 0.95, fullVisits: 3 } as const;

/** Bytes of each route, from the visit (page scrolled to the bottom, network idle). Binding. */
export const BYTE_BUDGETS = {
  /**
   * The HTML document as sent, headers and compressed body: the first paint needs nothing else (no
   * render-blocking stylesheet). At most what a new TCP connection sends before its first acknowledgement,
   * 10 segments of 1,448 bytes here: the end of a larger document waits a round trip more (measured on
   * `/parceiros` at 15,056 bytes: its HTML ended 183–199 ms after the floor's, the other routes' 30–97 ms).
   */
  firstPaintBytes: 10 * 1448,
  /** Every font file the page fetched (type font or .woff2), transferred. */
  fontsKib: 80,
  jsWithWidgetsKib: 90,
  jsWithoutWidgetsKib: 5,
  /** The document with its headers: its CSP lists the hash of every inline <style> of the site (about 1 KiB). */
  htmlKib: 16,
  cssKib: 0,
  imagesKib: 60,
  requests: 25,
  homeTotalKib: 250,
} as const;

/** Lighthouse through @lhci/cli (bench/lighthouse.ts), mobile preset, simulated throttling. */
export const LIGHTHOUSE_BUDGETS = {
  /** Category scores, 0–1. Binding. */
  minScore: 1,
  /** Simulated TBT, ms. Binding. */
  tbtMs: 50,
  /** Simulated LCP, ms: a regression alarm only (a warning, never a failure). */
  lcpAlarmMs: 1000,
} as const;

/** The partner embed (bench/embed.ts). Binding. */
export const EMBED_BUDGETS = {
  /** All JavaScript transferred for one inline download bar on a partner page, React included. */
  barJsKib: 80,
  /** The loader `/embed/v1/echojam.js`, compressed body. */
  loaderKib: 3,
  /** All JavaScript transferred for one of each partner-facing element. */
  everyWidgetJsKib: 110,
  /** DOMContentLoaded → download bar live on a partner page whose `load` is held, median; live before `load` too. */
  barAfterDomContentLoadedMs: 1000,
} as const;

/** How the DOMContentLoaded → download bar figure is taken. */
export const EMBED_TIMING = {
  cpuSlowdownRate: 4,
  runs: 3,
  /** How long the partner's server holds the page's image: `load` cannot fire before. */
  imageHoldMs: 6000,
} as const;

/** Images that are icons, not content: exempt from the format rule. */
export const ICON_IMAGE = /(favicon|apple-touch-icon)/;
export const IMAGE_TYPES = ['image/avif', 'image/webp', 'image/svg+xml'];

/** A page "has widgets" when it holds an echojam- element other than these. */
export const NOT_A_WIDGET = new Set(['echojam-toaster']);
