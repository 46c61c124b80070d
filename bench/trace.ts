/**
 * One traced visit of a page (Chromium tracing through CDP), as a phone over the emulated link at the
 * calibrated CPU, up to its LCP: where the renderer's main thread spent its time between the start of the
 * navigation and the LCP, by kind of work (self time of each trace event, so nested work counts once).
 * The floor page traced the same way shows what any page costs; the difference is the site's own. Also the
 * arithmetic of `npm run bench:first-paint-cpu` (bench/first-paint-cpu.ts): a thread's own CPU time in a window.
 */
import type { Browser, CDPSession } from 'playwright-core';
import { PROBE, readProbe } from './probe.ts';
import { phoneContext } from './visit.ts';

/**
 * The kinds of main-thread work, by trace event name (DevTools' timeline events and Blink's own), tried in
 * this order; anything else counts as other. Events of the `fonts` category (font matching and loading) are fonts.
 */
const KINDS: readonly (readonly [TraceKind, RegExp])[] = [
  ['fonts', /Font|HarfBuzz|Shap(e|ing)/],
  ['parse', /ParseHTML|HTMLDocumentParser|ParseAuthorStyleSheet|CSSParser|StyleSheetContents/],
  ['script', /EvaluateScript|^v8\.|^V8\.|FunctionCall|TimerFire|EventDispatch|Microtask|GC/],
  ['style', /UpdateLayoutTree|RecalculateStyles|recalcStyle|RecalcStyle|StyleEngine|UpdateStyle|StyleResolver/],
  ['layout', /Layout/],
  ['paint', /Paint|Layerize|^Commit$|Composit|Raster|Decode/],
];
export const TRACE_KINDS = ['parse', 'style', 'layout', 'paint', 'fonts', 'script', 'other'] as const;
export type TraceKind = (typeof TRACE_KINDS)[number];

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'fonts',
];

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: how long the thread ran on a CPU during the event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

export interface TraceBreakdown {
  /** Main-thread self time of each kind of work from the navigation's start to the LCP, ms. */
  mainThreadMs: Record<TraceKind, number>;
  /** The main thread's busy time in that window, ms (the sum of the kinds). */
  busyMs: number;
  lcpMs: number | null;
  fcpMs: number | null;
  htmlEndMs: number | null;
  /** The events that took most self time, by kind: name → ms (the three largest of each kind). */
  topEvents: Record<TraceKind, Record<string, number>>;
}

function kindOf(event: TraceEvent): TraceKind {
  if (event.cat.split(',').includes('fonts')) return 'fonts';
  return KINDS.find(([, pattern]) => pattern.test(event.name))?.[0] ?? 'other';
}

/**
 * Self time of each kind of the complete events (ph X) of one thread within [startUs, endUs]: each event's
 * duration less its children's, clipped to the window.
 */
export function breakdown(events: readonly TraceEvent[], startUs: number, endUs: number) {
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const clip = (from: number, to: number) => Math.max(0, Math.min(to, endUs) - Math.max(from, startUs));
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const own = clip(event.ts, event.ts + event.dur!);
    self.set(event, (self.get(event) ?? 0) + own);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - own);
    stack.push(event);
  }
  const mainThreadMs = Object.fromEntries(TRACE_KINDS.map((kind) => [kind, 0])) as Record<TraceKind, number>;
  const byName = new Map<TraceKind, Map<string, number>>(TRACE_KINDS.map((kind) => [kind, new Map()]));
  for (const [event, us] of self) {
    const kind = kindOf(event);
    mainThreadMs[kind] += us / 1000;
    const names = byName.get(kind)!;
    names.set(event.name, (names.get(event.name) ?? 0) + us / 1000);
  }
  for (const kind of TRACE_KINDS) mainThreadMs[kind] = Math.round(mainThreadMs[kind]);
  const topEvents = Object.fromEntries(
    TRACE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        [...byName.get(kind)!]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, ms]) => [name, Math.round(ms)]),
      ),
    ]),
  ) as Record<TraceKind, Record<string, number>>;
  return { mainThreadMs, busyMs: TRACE_KINDS.reduce((sum, kind) => sum + mainThreadMs[kind], 0), topEvents };
}

/**
 * One thread's own CPU time in [startUs, endUs], ms: the thread time of its top-level complete events that
 * start in the window (nested events are inside their parent's). Unlike the durations `breakdown` sums, it
 * leaves out what the thread waited for (the network, the browser process) and the time other work held the
 * CPU. Under CDP CPU throttling it does not: the throttle keeps the thread busy, so read it unthrottled.
 */
export function threadCpuMs(events: readonly TraceEvent[], startUs: number, endUs: number): number {
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let topLevelEnd = -Infinity;
  let cpuUs = 0;
  for (const event of complete) {
    if (event.ts < topLevelEnd) continue;
    topLevelEnd = event.ts + event.dur!;
    if (event.ts >= startUs && event.ts < endUs) cpuUs += event.tdur ?? 0;
  }
  return Math.round(cpuUs / 100) / 10;
}

/** Records the trace events of everything `run` makes the browser do. */
export async function collect(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
  }
  return events;
}

/**
 * The events of the main thread of `url`'s renderer (the thread that parsed its HTML) and the start of its
 * navigation, µs; null when the trace has either missing.
 */
export function pageMainThread(
  events: readonly TraceEvent[],
  url: string,
): { thread: TraceEvent[]; start: number } | null {
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      String((event.args?.['beginData'] as { url?: string } | undefined)?.url ?? '').startsWith(url.split('#')[0]!),
  );
  const navigationStart = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      parse &&
      event.pid === parse.pid &&
      String((event.args?.['data'] as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? '').startsWith(
        'http',
      ),
  );
  if (!parse || !navigationStart) return null;
  return {
    thread: events.filter((event) => event.pid === parse.pid && event.tid === parse.tid),
    start: navigationStart.ts,
  };
}

/** Traces one visit of `url` up to its LCP (network idle), at `cpuRate`. */
export async function traceVisit(browser: Browser, url: string, cpuRate: number): Promise<TraceBreakdown> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    let observed: Awaited<ReturnType<typeof readProbe>> | undefined;
    const events = await collect(cdp, async () => {
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      observed = await readProbe(page);
    });
    const renderer = pageMainThread(events, url);
    if (!renderer || !observed?.lcpMs) throw new Error('trace: no ParseHTML, navigationStart or LCP');
    const { thread, start } = renderer;
    return {
      ...breakdown(thread, start, start + observed.lcpMs * 1000),
      lcpMs: observed.lcpMs,
      fcpMs: observed.fcpMs,
      htmlEndMs: observed.htmlEndMs,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}
