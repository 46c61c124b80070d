/**
 * `npm run bench:first-paint-cpu -- /route …`: the main thread's own CPU time before the first paint, for
 * telling a change's effect apart (not a budget). The floor page and each route are visited alternately
 * (PAIRS pairs, 9 by default) as the bench's phone, unthrottled, over DevTools' emulation of the bench's
 * link, each visit traced: the thread time of the renderer main thread's top-level tasks from the
 * navigation's start to FCP (bench/trace.ts). It leaves out what the thread waited for and the rest of the
 * machine's load, so a route's visits spread some ±10 ms where a throttled LCP spreads ±150 ms; now and then
 * a visit paints before most of the page's work is done and reads a few ms: compare medians of many pairs.
 * Prints each route's median, the floor's, and the median of the pairs' differences. Serves a copy of the
 * existing dist/ (run `npm run build` first) with the production server on loopback.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { PHONE } from './budgets.ts';
import { FLOOR_PATH, writeFloorPage } from './floor-page.ts';
import { PROBE, readProbe } from './probe.ts';
import { snapshotDist, startSite } from './servers.ts';
import { median } from './stats.ts';
import { collect, pageMainThread, threadCpuMs } from './trace.ts';
import { phoneContext } from './visit.ts';

const PAIRS = Number(process.env.PAIRS) || 9;

/** One visit of `url`: the main thread's CPU time before FCP, ms, or null when the trace lacks it. */
async function firstPaintCpu(browser: Browser, url: string): Promise<number | null> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.rttMs,
      downloadThroughput: (PHONE.downKbps * 1000) / 8,
      uploadThroughput: (PHONE.upKbps * 1000) / 8,
    });
    let fcpMs: number | null = null;
    const events = await collect(cdp, async () => {
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      fcpMs = (await readProbe(page)).fcpMs;
    });
    const renderer = pageMainThread(events, url);
    if (!renderer || fcpMs === null) return null;
    return threadCpuMs(renderer.thread, renderer.start, renderer.start + fcpMs * 1000);
  } finally {
    await context.close().catch(() => undefined);
  }
}

const routes = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
if (routes.length === 0) {
  console.error('usage: npm run bench:first-paint-cpu -- /route [/route …]   (PAIRS=n, 9 by default)');
  process.exit(2);
}
const snapshot = snapshotDist(false);
const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} ms`);
try {
  writeFloorPage(snapshot.dir);
  const site = await startSite(snapshot.dir);
  const browser = await chromium
    .launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await site.stop();
      throw error;
    });
  try {
    console.log(`main-thread CPU before FCP, unthrottled, ${PAIRS} pairs (floor, route) per route:`);
    for (const route of routes) {
      const floor: number[] = [];
      const page: number[] = [];
      const differences: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const floorCpu = await firstPaintCpu(browser, site.origin + FLOOR_PATH);
        const routeCpu = await firstPaintCpu(browser, site.origin + route);
        if (floorCpu !== null) floor.push(floorCpu);
        if (routeCpu !== null) page.push(routeCpu);
        if (floorCpu !== null && routeCpu !== null) differences.push(routeCpu - floorCpu);
      }
      console.log(
        `${route}: ${ms(median(page))} (floor ${ms(median(floor))}), over the floor ${ms(median(differences))} ` +
          `(median of ${differences.length} pairs: ${differences.map((difference) => Math.round(difference)).join(', ')} ms)`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
} finally {
  snapshot.remove();
}
