/**
 * The visit of one route, as a phone over the emulated slow-4G link (bench/emulated-link.ts): the system
 * Chromium as Lighthouse's phone (screen, user agent), CPU slowed to a low-tier phone (CDP, the rate from
 * bench/calibration.ts), an empty cache, a browser that accepts Brotli as it does over HTTPS. The page loads;
 * once the network is idle its LCP and FCP are read (Chromium's own entries, before any input). A visit for
 * LCP alone ends there. A full visit then has bench/visitor.ts scroll to the bottom, using each
 * widget; the page's own observers give the layout shifts, the long tasks and the interactions of the whole
 * visit, and every request its bytes. No Lighthouse, no simulation: what Chromium measured.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { requireChromium } from '../scripts/chromium.mjs';
import { BENCH_CHROMIUM_ARGS } from './browser-args.ts';
import { ICON_IMAGE, IMAGE_TYPES, NOT_A_WIDGET, PHONE } from './budgets.ts';
import { PROBE, readProbe, type ObservedShift } from './probe.ts';
import { inspectFirstView, Recorder, totals, uncompressed, type Totals } from './resources.ts';
import { median } from './stats.ts';
import { scrollAndUseWidgets, type WidgetVisit } from './visitor.ts';

export interface PageBytes {
  transferred: Totals;
  /** The HTML document as sent, headers and compressed body: all the first paint needs. */
  firstPaintBytes: number;
  fonts: { url: string; transferBytes: number }[];
  renderBlockingCss: string[];
  renderBlockingScripts: string[];
  imageProblems: string[];
  uncompressed: string[];
  /** echojam- elements in the HTML or made by its script. */
  widgets: string[];
  consoleErrors: string[];
  failedRequests: string[];
}

export interface VisitRun {
  /** False for a visit that ended once LCP was read: the figures after it are empty. */
  full: boolean;
  /** The CPU throttling rate of the visit. */
  cpuRate: number;
  lcpMs: number | null;
  lcpUrl: string | null;
  fcpMs: number | null;
  htmlEndMs: number | null;
  /** Every shift of the visit summed, except those within 500 ms of a click or key (the visitor's own doing). */
  layoutShift: number | null;
  layoutShiftAfterInput: number | null;
  /** The largest shifts, with the elements that moved. */
  shifts: ObservedShift[];
  /** Blocking time of the long tasks from FCP to the end of the visit. */
  tbtMs: number | null;
  /** Scripts of the long animation frames, longest first (who blocked). */
  blockingScripts: string[];
  /** The longest interaction; null when none reached 16 ms. */
  inpMs: number | null;
  widgets: WidgetVisit[];
  bytes: PageBytes | null;
  busyCoresBefore: number;
  durationMs: number;
  error?: string;
}

export interface VisitMedians {
  lcpMs: number | null;
  fcpMs: number | null;
  layoutShift: number | null;
  tbtMs: number | null;
  inpMs: number | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const RUN_TIMEOUT_MS = 120_000;

/** LCP and FCP over every visit; layout shift, blocking time and INP over the full visits. */
export function visitMedians(runs: readonly VisitRun[]): VisitMedians {
  const kept = runs.filter((run) => !run.error);
  const full = kept.filter((run) => run.full);
  const pick = (from: readonly VisitRun[], get: (run: VisitRun) => number | null) =>
    median(from.map(get).filter((value): value is number => value !== null));
  return {
    lcpMs: pick(kept, (run) => run.lcpMs),
    fcpMs: pick(kept, (run) => run.fcpMs),
    layoutShift: pick(full, (run) => run.layoutShift),
    tbtMs: pick(full, (run) => run.tbtMs),
    // No interaction of 16 ms or more counts as 0 for the median.
    inpMs: full.length ? median(full.map((run) => run.inpMs ?? 0)) : null,
  };
}

export function widgetsInHtml(html: string): string[] {
  return [...new Set([...html.matchAll(/<(echojam-[a-z0-9-]+)/g)].map((match) => match[1]!))];
}

/** A fresh context as the bench's phone: empty cache, Brotli as over HTTPS. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    userAgent: PHONE.userAgent,
    extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' },
    serviceWorkers: 'block',
  });
}

/** The figures only a full visit gives: none, for a visit that ends once LCP is read or that failed. */
function noFullVisitFigures() {
  return {
    layoutShift: null,
    layoutShiftAfterInput: null,
    shifts: [],
    tbtMs: null,
    blockingScripts: [],
    inpMs: null,
    widgets: [],
    bytes: null,
  } satisfies Partial<VisitRun>;
}

export class Visitor {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<Visitor> {
    return new Visitor(
      await chromium.launch({ executablePath: requireChromium(), args: BENCH_CHROMIUM_ARGS, timeout: 60_000 }),
    );
  }

  version(): string {
    return this.browser.version();
  }

  close(): Promise<void> {
    return this.browser.close();
  }

  /** The browser, for other pages of the bench (bench/cpu-calibration.ts). */
  get chromium(): Browser {
    return this.browser;
  }

  async visit(url: string, busyCoresBefore: number, cpuRate: number, full: boolean): Promise<VisitRun> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`visit timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    const context = await phoneContext(this.browser);
    try {
      const figures = await Promise.race([this.once(context, url, cpuRate, full), timeout]);
      return { ...figures, full, cpuRate, busyCoresBefore, durationMs: Date.now() - started };
    } catch (error) {
      return {
        ...noFullVisitFigures(),
        lcpMs: null,
        lcpUrl: null,
        fcpMs: null,
        htmlEndMs: null,
        full,
        cpuRate,
        busyCoresBefore,
        durationMs: Date.now() - started,
        error: String((error as Error)?.message ?? error)
          .split('\n')[0]!
          .slice(0, 300),
      };
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => undefined);
    }
  }

  private async once(
    context: Awaited<ReturnType<Browser['newContext']>>,
    url: string,
    cpuRate: number,
    full: boolean,
  ): Promise<Omit<VisitRun, 'busyCoresBefore' | 'durationMs' | 'full' | 'cpuRate'>> {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const recorder = new Recorder(page, origin);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });

    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const html = response ? await response.text() : '';
    await recorder.idle();
    // LCP entries stop at the first scroll or input: read them now.
    const loaded = await readProbe(page);
    if (!full)
      return {
        ...noFullVisitFigures(),
        lcpMs: loaded.lcpMs,
        lcpUrl: loaded.lcpUrl,
        fcpMs: loaded.fcpMs,
        htmlEndMs: loaded.htmlEndMs,
      };
    const firstView = await page.evaluate(inspectFirstView);

    const widgets = await scrollAndUseWidgets(page);
    await recorder.idle();
    const observed = await readProbe(page);
    const afterScroll = await page.evaluate(inspectFirstView);
    const resources = await recorder.all();

    const fcp = loaded.fcpMs ?? 0;
    const tbtMs = observed.longTasks
      .filter((task) => task.at >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const sum = (shifts: readonly ObservedShift[]) =>
      round(
        shifts.reduce((total, shift) => total + shift.value, 0),
        5,
      );

    // Images: first-view facts (fold position) for those present at load; any added later count as below the fold.
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
      if (!IMAGE_TYPES.includes(type))
        imageProblems.push(`${resource.url.replace(origin, '')}: ${type || 'unknown type'}, not AVIF/WebP`);
    }
    const htmlDocument = resources.find((resource) => resource.kind === 'html');
    const allWidgets = [...new Set([...widgetsInHtml(html), ...widgets.map((widget) => widget.tag)])]
      .filter((tag) => !NOT_A_WIDGET.has(tag))
      .sort();
    return {
      lcpMs: loaded.lcpMs,
      lcpUrl: loaded.lcpUrl,
      fcpMs: loaded.fcpMs,
      htmlEndMs: loaded.htmlEndMs,
      layoutShift: sum(observed.shifts.filter((shift) => !shift.hadRecentInput)),
      layoutShiftAfterInput: sum(observed.shifts.filter((shift) => shift.hadRecentInput)),
      shifts: [...observed.shifts]
        .sort((a, b) => b.value - a.value)
        .slice(0, 5)
        .map((shift) => ({ ...shift, value: round(shift.value, 5) })),
      tbtMs,
      blockingScripts: [...observed.frames]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map(
          (frame) =>
            `${frame.duration} ms: ${frame.scripts.map((script) => script.replace(origin, '')).join(', ') || '(no script)'}`,
        ),
      inpMs: observed.interactions.length ? Math.max(...observed.interactions) : null,
      widgets,
      bytes: {
        transferred: totals(resources),
        firstPaintBytes: htmlDocument?.transferBytes ?? 0,
        fonts: resources
          .filter((r) => r.kind === 'font')
          .map((r) => ({ url: r.url.replace(origin, ''), transferBytes: r.transferBytes })),
        renderBlockingCss: firstView.blockingCss.map((href) => href.replace(origin, '')),
        renderBlockingScripts: firstView.blockingScripts.map((src) => src.replace(origin, '')),
        imageProblems,
        uncompressed: uncompressed(resources),
        widgets: allWidgets,
        consoleErrors,
        failedRequests: recorder.failed,
      },
    };
  }
}
