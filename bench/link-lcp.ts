/**
 * LCP as a visitor's browser gets it over the emulated slow-4G link (bench/emulated-link.ts): the
 * system Chromium as Lighthouse's phone (its screen and user agent), CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), an empty cache, the page loaded from the site server behind the
 * link; LCP and FCP are the browser's own entries, read once the network is idle. No Lighthouse and no
 * simulation: the figures are what Chromium measured.
 */
import { chromium, type Browser } from 'playwright-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { waitForQuietCpu } from './cpu.ts';
import { median } from './stats.ts';

export interface LinkLcpRun {
  lcpMs: number | null;
  fcpMs: number | null;
  /** The LCP's image, or null when it is text. */
  lcpUrl: string | null;
  /** When the HTML had fully arrived. */
  htmlEndMs: number;
  error?: string;
}

export interface LinkLcpResult {
  runs: LinkLcpRun[];
  medianLcpMs: number | null;
  medianFcpMs: number | null;
}

const PHONE = screenEmulationMetrics.mobile;

export class LinkLcpMeter {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<LinkLcpMeter> {
    return new LinkLcpMeter(
      await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, timeout: 60_000 }),
    );
  }

  async measure(url: string, runs: number, quietWaitMs: number): Promise<LinkLcpResult> {
    const results: LinkLcpRun[] = [];
    for (let run = 0; run < runs; run++) {
      await waitForQuietCpu(quietWaitMs);
      results.push(
        await this.once(url).catch((error: Error) => ({
          lcpMs: null,
          fcpMs: null,
          lcpUrl: null,
          htmlEndMs: 0,
          error: error.message.split('\n')[0]!,
        })),
      );
    }
    const measured = results.filter((run) => !run.error);
    return {
      runs: results,
      medianLcpMs: median(measured.flatMap((run) => (run.lcpMs === null ? [] : [run.lcpMs]))),
      medianFcpMs: median(measured.flatMap((run) => (run.fcpMs === null ? [] : [run.fcpMs]))),
    };
  }

  private async once(url: string): Promise<LinkLcpRun> {
    const context = await this.browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: PHONE.mobile,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.mobileSlow4G.cpuSlowdownMultiplier });
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      // No helper functions inside: the callback runs in the page as written, without the bundler's helpers.
      return await page.evaluate(
        () =>
          new Promise<LinkLcpRun>((resolveRun) => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            const fcpMs = fcp ? Math.round(fcp.startTime) : null;
            const htmlEndMs = Math.round(navigation.responseEnd);
            // Buffered: the entries so far (LCP entries stop at the first input, and there is none). A page
            // that painted nothing would call back never: it resolves with no LCP after 5 s.
            setTimeout(() => resolveRun({ lcpMs: null, fcpMs, lcpUrl: null, htmlEndMs }), 5000);
            new PerformanceObserver((list) => {
              const lcp = list.getEntries().at(-1) as (PerformanceEntry & { url: string }) | undefined;
              resolveRun({ lcpMs: lcp ? Math.round(lcp.startTime) : null, fcpMs, lcpUrl: lcp?.url || null, htmlEndMs });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
