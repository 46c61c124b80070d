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
 *
 * `-- --variant file.mjs /route …` measures a change before it is made: the route as served and the route
 * as the module's `transform(html: string): string` rewrites it are visited alternately instead (the floor
 * is left out), and the median of the pairs' differences is what the change saves or costs. Both are served
 * through the same interception, uncompressed and without the Content-Security-Policy (it lists the hashes
 * of the page's own style sheets and would refuse a changed one), so they differ by the change alone.
 * A variant module, for one: `export const transform = (html) => html.replace(/<svg[\s\S]*?<\/svg>/g, '');`
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { requireChromium } from '../scripts/chromium.mjs';
import { BENCH_CHROMIUM_ARGS } from './browser-args.ts';
import { PHONE } from './budgets.ts';
import { FLOOR_PATH, writeFloorPage } from './floor-page.ts';
import { PROBE, readProbe } from './probe.ts';
import { snapshotDist, startSite } from './servers.ts';
import { median } from './stats.ts';
import { collect, pageMainThread, threadCpuMs } from './trace.ts';
import { phoneContext } from './visit.ts';

const PAIRS = Number(process.env.PAIRS) || 9;

type Transform = (html: string) => string;

/** Serves `url`'s document as `transform` rewrites it, uncompressed and without its Content-Security-Policy. */
async function serveRewritten(page: Page, url: string, transform: Transform): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    for (const name of ['content-security-policy', 'content-encoding', 'content-length']) delete headers[name];
    await route.fulfill({ status: response.status(), headers, body: transform(await response.text()) });
  });
}

/**
 * One visit of `url`: the main thread's CPU time before FCP, ms, or null when the trace lacks it. With
 * `transform`, the document is served as it rewrites it (see `serveRewritten`).
 */
async function firstPaintCpu(browser: Browser, url: string, transform?: Transform): Promise<number | null> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    if (transform) await serveRewritten(page, url, transform);
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

const args = process.argv.slice(2);
const variantAt = args.indexOf('--variant');
const variantFile = variantAt === -1 ? undefined : args[variantAt + 1];
const routes = args.filter((argument, at) => argument.startsWith('/') && (variantAt === -1 || at !== variantAt + 1));
if (routes.length === 0 || (variantAt !== -1 && !variantFile?.endsWith('js'))) {
  console.error(
    'usage: npm run bench:first-paint-cpu -- [--variant file.mjs] /route [/route …]   (PAIRS=n, 9 by default)',
  );
  process.exit(2);
}
const exported = variantFile
  ? ((await import(pathToFileURL(resolve(variantFile)).href)) as { transform?: unknown }).transform
  : undefined;
if (variantFile && typeof exported !== 'function') {
  console.error(`${variantFile} exports no transform(html) function`);
  process.exit(2);
}
const variant = exported as Transform | undefined;
const unchanged: Transform = (html) => html;
const snapshot = snapshotDist(false);
const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} ms`);
try {
  writeFloorPage(snapshot.dir);
  const site = await startSite(snapshot.dir);
  const browser = await chromium
    .launch({ executablePath: requireChromium(), args: BENCH_CHROMIUM_ARGS })
    .catch(async (error: unknown) => {
      await site.stop();
      throw error;
    });
  try {
    const against = variant ? 'the route as served' : 'the floor';
    console.log(
      `main-thread CPU before FCP, unthrottled, ${PAIRS} pairs (${against}, then the ${variant ? 'variant' : 'route'}) per route:`,
    );
    for (const route of routes) {
      const url = site.origin + route;
      const baseline: number[] = [];
      const measured: number[] = [];
      const differences: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const before = variant
          ? await firstPaintCpu(browser, url, unchanged)
          : await firstPaintCpu(browser, site.origin + FLOOR_PATH);
        const after = await firstPaintCpu(browser, url, variant);
        if (before !== null) baseline.push(before);
        if (after !== null) measured.push(after);
        if (before !== null && after !== null) differences.push(after - before);
      }
      console.log(
        `${route}${variant ? ` (${variantFile})` : ''}: ${ms(median(measured))} (${against} ${ms(median(baseline))}), ` +
          `${variant ? 'difference' : 'over the floor'} ${ms(median(differences))} ` +
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
