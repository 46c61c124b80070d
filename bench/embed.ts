/**
 * The partner embed, from partner pages on a second loopback origin (bench/servers.ts): our JavaScript
 * for one inline download bar and for one of each partner-facing element (Playwright, phone screen,
 * Brotli, empty cache, every element live and the network idle), and how soon the bar comes alive after
 * DOMContentLoaded on a partner page whose `load` is held by a slow image, CPU slowed 4×, network not throttled.
 */
import { chromium, type Browser } from 'playwright-core';
import { requireChromium } from '../scripts/chromium.mjs';
import { BENCH_CHROMIUM_ARGS } from './browser-args.ts';
import { EMBED_TIMING, PHONE } from './budgets.ts';
import { Recorder, type Resource } from './resources.ts';
import { PARTNER_ELEMENTS, type PartnerPages } from './servers.ts';
import { median } from './stats.ts';

export interface EmbedPage {
  /** Our files only (the site's origin). */
  scripts: Resource[];
  jsTransferBytes: number;
  corsMissing: string[];
  widgets: string[];
  live: string[];
  consoleErrors: string[];
  error?: string;
}

export interface BarTimingRun {
  /** domContentLoadedEventStart → the bar matching `:state(live)`, ms; null when it never did. */
  dclToBarMs: number | null;
  /** Whether the page's `load` had fired when the bar came alive. */
  loadFiredAtBar: boolean | null;
  error?: string;
}

export interface EmbedResults {
  bar: EmbedPage;
  everyWidget: EmbedPage;
  /** The loader `/embed/v1/echojam.js`, compressed body. */
  loaderBodyBytes: number | null;
  barTiming: { runs: BarTimingRun[]; medianMs: number | null };
}

async function newContext(browser: Browser) {
  return browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
    extraHTTPHeaders: { 'Accept-Encoding': 'br, gzip' },
  });
}

/** One partner page: waits for its elements to come alive and the network to be idle, then sums our scripts. */
async function measurePage(
  browser: Browser,
  pageUrl: string,
  siteOrigin: string,
  widgets: string[],
): Promise<EmbedPage> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const recorder = new Recorder(page, new URL(pageUrl).origin);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
  });
  const liveTags = (names: string[]) => names.filter((tag) => document.querySelector(tag)?.matches(':state(live)'));
  try {
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 30_000 });
    await page
      .waitForFunction((names) => names.every((tag) => document.querySelector(tag)?.matches(':state(live)')), widgets, {
        timeout: 20_000,
      })
      .catch(() => undefined); // the elements still dead are reported
    const live = await page.evaluate(liveTags, widgets);
    await recorder.idle();
    const scripts = (await recorder.all()).filter((r) => r.url.startsWith(siteOrigin) && r.kind === 'js');
    return {
      scripts,
      jsTransferBytes: scripts.reduce((sum, r) => sum + r.transferBytes, 0),
      corsMissing: scripts.filter((r) => r.corsMissing).map((r) => r.url),
      widgets,
      live,
      consoleErrors,
    };
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 300);
    return { scripts: [], jsTransferBytes: 0, corsMissing: [], widgets, live: [], consoleErrors, error: message };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** One load of the slow partner page: its own script (bench/servers.ts) records when the bar came alive. */
async function timeBarOnce(browser: Browser, pageUrl: string): Promise<BarTimingRun> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: EMBED_TIMING.cpuSlowdownRate });
    await page.goto(pageUrl, { waitUntil: 'domcontentloaded', timeout: 30_000 });
    type Timing = { barLiveAt: number | null; loadFiredAtBar: boolean | null };
    // Past the image's hold, so a bar that comes alive only after `load` is still measured (and fails).
    await page.waitForFunction(
      () => ((window as { echojamBench?: Timing }).echojamBench?.barLiveAt ?? null) !== null,
      undefined,
      {
        timeout: EMBED_TIMING.imageHoldMs + 10_000,
        polling: 250,
      },
    );
    const { timing, dcl } = await page.evaluate(() => ({
      timing: (window as { echojamBench?: Timing }).echojamBench!,
      dcl: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    }));
    return { dclToBarMs: Math.round((timing.barLiveAt! - dcl) * 10) / 10, loadFiredAtBar: timing.loadFiredAtBar };
  } catch (error) {
    return { dclToBarMs: null, loadFiredAtBar: null, error: String((error as Error)?.message ?? error).slice(0, 300) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function measureEmbed(pages: PartnerPages, siteOrigin: string): Promise<EmbedResults> {
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: BENCH_CHROMIUM_ARGS,
    timeout: 60_000,
  });
  try {
    const bar = await measurePage(browser, pages.barOnly, siteOrigin, ['echojam-download-bar']);
    const everyWidget = await measurePage(browser, pages.everyWidget, siteOrigin, Object.keys(PARTNER_ELEMENTS));
    const runs: BarTimingRun[] = [];
    for (let index = 0; index < EMBED_TIMING.runs; index++) runs.push(await timeBarOnce(browser, pages.slowImages));
    const loader = bar.scripts.find((r) => new URL(r.url).pathname === '/embed/v1/echojam.js');
    return {
      bar,
      everyWidget,
      loaderBodyBytes: loader?.bodyBytes ?? null,
      barTiming: { runs, medianMs: median(runs.flatMap((run) => (run.dclToBarMs === null ? [] : [run.dclToBarMs]))) },
    };
  } finally {
    await browser.close().catch(() => undefined);
  }
}
