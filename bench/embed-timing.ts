/**
 * Issue 12: how soon a partner's download bar comes alive after DOMContentLoaded on a page slow to
 * `load` (an image the partner's server holds), at a 4× CPU slowdown, the network not throttled
 * (loopback). The partner's own script (PARTNER_TIMING_JS in bench/servers.ts) records the moment the
 * bar matches `:state(live)`; each run reads it from a fresh browser context.
 */
import type { BrowserContext } from 'playwright-core';
import { EMBED_TIMING } from './budgets.ts';
import { waitForQuietCpu } from './cpu.ts';
import { median } from './stats.ts';

export interface BarTimingRun {
  /** domContentLoadedEventStart → the bar matching `:state(live)`, ms; null when the bar never did. */
  dclToBarMs: number | null;
  /** `document.readyState` when the bar came alive: "interactive" while the image is held. */
  readyStateAtBar: string | null;
  /** Whether the page's `load` had fired when the bar came alive. */
  loadFiredAtBar: boolean | null;
  cpuQuiet: boolean;
  busyCoresBefore: number;
  error?: string;
}

export interface BarTiming {
  pageUrl: string;
  cpuSlowdownRate: number;
  imageHoldMs: number;
  runs: BarTimingRun[];
  /** Median of the runs that measured; null when none did. */
  medianMs: number | null;
}

/** What the partner's timing script keeps in `window.echojamBench`. */
interface PartnerTiming {
  barLiveAt: number | null;
  readyStateAtBar: string | null;
  loadFiredAtBar: boolean | null;
}

type PartnerWindow = Window & { echojamBench?: PartnerTiming };

const round = (ms: number) => Math.round(ms * 10) / 10;

/** One page load at the CPU slowdown: the partner's record of the bar, against DOMContentLoaded. */
async function timeOnce(
  context: BrowserContext,
  pageUrl: string,
): Promise<Pick<BarTimingRun, 'dclToBarMs' | 'readyStateAtBar' | 'loadFiredAtBar'>> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: EMBED_TIMING.cpuSlowdownRate });
  await page.goto(pageUrl, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  // Past the image's hold, so a bar that comes alive only after `load` is still measured (and fails).
  // Polled every 250 ms rather than every frame: the bench's own polling stays out of the page's frames.
  await page.waitForFunction(() => ((window as PartnerWindow).echojamBench?.barLiveAt ?? null) !== null, undefined, {
    timeout: EMBED_TIMING.imageHoldMs + 10_000,
    polling: 250,
  });
  const { timing, domContentLoaded } = await page.evaluate(() => ({
    timing: (window as PartnerWindow).echojamBench!,
    domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domContentLoadedEventStart,
  }));
  return {
    dclToBarMs: round(timing.barLiveAt! - domContentLoaded),
    readyStateAtBar: timing.readyStateAtBar,
    loadFiredAtBar: timing.loadFiredAtBar,
  };
}

/** EMBED_TIMING.runs runs, each after a quiet-CPU wait and in a fresh context (empty cache); their median. */
export async function timeBarOnSlowPage(
  newContext: () => Promise<BrowserContext>,
  pageUrl: string,
): Promise<BarTiming> {
  const runs: BarTimingRun[] = [];
  for (let index = 0; index < EMBED_TIMING.runs; index++) {
    const cpu = await waitForQuietCpu(EMBED_TIMING.quietWaitMs);
    const quiet = { cpuQuiet: cpu.quiet, busyCoresBefore: Number(cpu.busyCores.toFixed(2)) };
    const context = await newContext();
    try {
      runs.push({ ...(await timeOnce(context, pageUrl)), ...quiet });
    } catch (error) {
      runs.push({
        dclToBarMs: null,
        readyStateAtBar: null,
        loadFiredAtBar: null,
        ...quiet,
        error: String((error as Error)?.message ?? error).slice(0, 300),
      });
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  const measured = runs.flatMap((run) => (run.dclToBarMs === null ? [] : [run.dclToBarMs]));
  return {
    pageUrl,
    cpuSlowdownRate: EMBED_TIMING.cpuSlowdownRate,
    imageHoldMs: EMBED_TIMING.imageHoldMs,
    runs,
    medianMs: median(measured),
  };
}
