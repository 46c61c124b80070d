/**
 * The user-flow visit of a widget route (issue 11): Lighthouse 12's `startFlow` driving the system Chromium
 * through puppeteer-core, phone-class (mobile screen, Slow 4G, 4× CPU slowdown, applied by DevTools), a
 * navigation step and then a timespan in which bench/widget-visit.ts scrolls through the page and uses
 * every widget once. N runs per route after a quiet-CPU wait, a failed run redone once, median of each figure.
 */
import { startFlow } from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { FLOW_THROTTLING } from './budgets.ts';
import { startRun, withTimeout, type MeasuredRun, type QuietWait } from './measured-run.ts';
import { inpInteraction, type InpInteraction } from './inp-interaction.ts';
import { installProbe, readProbe, scriptBlockingTime, type LongFrame, type ObservedShift } from './page-probe.ts';
import { medianFigures } from './flow-median.ts';
import { visitWidgets, type WidgetVisit } from './widget-visit.ts';

const RUN_TIMEOUT_MS = 150_000;
/**
 * Lighthouse's mobile screen (Moto G Power), set once by puppeteer for the whole visit: left to Lighthouse,
 * the emulation is reapplied at each step and the resize counts as layout shifts (flagged as input).
 */
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

export interface FlowFigures {
  /** Lighthouse TBT of the navigation step, ms. */
  navigationTbtMs: number | null;
  /** Lighthouse TBT of the timespan step, ms. */
  timespanTbtMs: number | null;
  /** The two above summed: the budgeted TBT of the visit. */
  tbtMs: number | null;
  /** Blocking time of the long animation frames that ran the site's scripts, over the whole visit (between the steps too), ms. */
  scriptBlockingMs: number | null;
  /** Lighthouse's INP of the timespan when it reports one; else the page's longest interaction (≥ 16 ms); else null. */
  inpMs: number | null;
  inpSource: 'lighthouse' | 'page' | null;
  /** Lighthouse CLS of each step (shifts right after input left out, as CLS does). */
  navigationCls: number | null;
  timespanCls: number | null;
  /**
   * Every layout shift the page observed during the visit, summed (no session windows), except those within
   * 500 ms of a click, tap or key (hadRecentInput: the visitor's own doing, such as a FAQ answer opening).
   * Scrolling never sets that flag: a swap while scrolling, or one a second after a click, counts. Budgeted.
   */
  layoutShift: number | null;
  /** The shifts within 500 ms of a click, tap or key, summed: reported, not budgeted. */
  layoutShiftAfterInput: number | null;
}

export interface FlowRun extends MeasuredRun {
  figures: FlowFigures;
  widgets: WidgetVisit[];
  /** The largest shifts of the visit. */
  shifts: ObservedShift[];
  /** Lighthouse's long-tasks audit of the timespan: each task's script and duration. */
  timespanLongTasks: { url: string; durationMs: number }[];
  /** Every long task the page observed (ms since navigation start). */
  pageLongTasks: { at: number; duration: number }[];
  /** The long animation frames the page observed, with their scripts. */
  pageFrames: LongFrame[];
  /** Page clock (ms since navigation start) when the navigation step returned, the timespan started and the visit ended. */
  marks: { navigated: number; timespanStarted: number; visited: number } | null;
  /** The interaction Lighthouse's INP is, split into its phases (its work-during-interaction audit); null when it reports none. */
  inpInteraction: InpInteraction | null;
}

export interface RouteFlow {
  runs: FlowRun[];
  median: FlowFigures;
}

const NO_FIGURES: FlowFigures = {
  navigationTbtMs: null,
  timespanTbtMs: null,
  tbtMs: null,
  scriptBlockingMs: null,
  inpMs: null,
  inpSource: null,
  navigationCls: null,
  timespanCls: null,
  layoutShift: null,
  layoutShiftAfterInput: null,
};

function numeric(lhr: LighthouseResult | undefined, id: string): number | null {
  const value = lhr?.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

function longTasks(lhr: LighthouseResult | undefined): { url: string; durationMs: number }[] {
  const items =
    (lhr?.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  return items.map((item) => ({ url: String(item.url ?? ''), durationMs: Math.round(item.duration ?? 0) }));
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** One visit in a freshly launched Chromium (closed afterwards, whatever happens). */
async function visit(
  url: string,
): Promise<Omit<FlowRun, 'url' | 'index' | 'startedAt' | 'cpuQuiet' | 'busyCoresBefore' | 'durationMs'>> {
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      executablePath: requireChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    await page.setViewport(PHONE_SCREEN);
    await installProbe(page);
    const flow = await startFlow(page, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance'],
          throttlingMethod: 'devtools',
          throttling: { ...FLOW_THROTTLING },
          formFactor: 'mobile',
          screenEmulation: { disabled: true },
          maxWaitForLoad: 45_000,
        },
      },
    });
    const clock = () => page.evaluate(() => Math.round(performance.now()));
    await flow.navigate(url, { name: 'navigation' });
    const navigated = await clock();
    await flow.startTimespan({ name: 'scroll and use every widget' });
    const timespanStarted = await clock();
    const widgets = await visitWidgets(page);
    // Read before the timespan ends: Lighthouse's own gathering in the page afterwards is not the page's work.
    const observed = await readProbe(page);
    const visited = await clock();
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const [navigation, timespan] = result.steps.map((step) => step.lhr);
    for (const lhr of [navigation, timespan]) {
      if (lhr?.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    const navigationTbtMs = numeric(navigation, 'total-blocking-time');
    const timespanTbtMs = numeric(timespan, 'total-blocking-time');
    const lighthouseInp = numeric(timespan, 'interaction-to-next-paint');
    const inpMs = lighthouseInp ?? observed.longestInteractionMs;
    const shifts = observed.shifts;
    const sum = (list: readonly ObservedShift[]) =>
      round(
        list.reduce((total, shift) => total + shift.value, 0),
        4,
      );
    return {
      figures: {
        navigationTbtMs,
        timespanTbtMs,
        tbtMs: navigationTbtMs === null || timespanTbtMs === null ? null : navigationTbtMs + timespanTbtMs,
        scriptBlockingMs: scriptBlockingTime(observed.frames, new URL(url).origin),
        inpMs,
        inpSource: lighthouseInp !== null ? 'lighthouse' : inpMs !== null ? 'page' : null,
        navigationCls: numeric(navigation, 'cumulative-layout-shift'),
        timespanCls: numeric(timespan, 'cumulative-layout-shift'),
        layoutShift: sum(shifts.filter((shift) => !shift.hadRecentInput)),
        layoutShiftAfterInput: sum(shifts.filter((shift) => shift.hadRecentInput)),
      },
      widgets,
      shifts: [...shifts]
        .sort((a, b) => b.value - a.value)
        .slice(0, 5)
        .map((shift) => ({ ...shift, value: round(shift.value, 4) })),
      timespanLongTasks: longTasks(timespan),
      pageLongTasks: observed.longTasks,
      pageFrames: observed.frames,
      marks: { navigated, timespanStarted, visited },
      inpInteraction: inpInteraction(timespan),
    };
  } finally {
    await browser?.close().catch(() => undefined);
  }
}

export interface FlowOptions extends QuietWait {
  runs: number;
  /** When this time (epoch ms) has passed, a route gets no further run once it has one result, and no redo. */
  hardDeadline: number;
  log: (line: string) => void;
}

async function runOnce(url: string, index: number, options: FlowOptions): Promise<FlowRun> {
  const { base, started } = await startRun(url, index, options);
  try {
    const result = await withTimeout(visit(url), RUN_TIMEOUT_MS, 'User flow');
    return { ...base, durationMs: Date.now() - started, ...result };
  } catch (error) {
    return {
      ...base,
      durationMs: Date.now() - started,
      error: String((error as Error)?.message ?? error).slice(0, 500),
      figures: NO_FIGURES,
      widgets: [],
      shifts: [],
      timespanLongTasks: [],
      pageLongTasks: [],
      pageFrames: [],
      marks: null,
      inpInteraction: null,
    };
  }
}

function describe(run: FlowRun): string {
  if (run.error) return `error ${run.error}`;
  const f = run.figures;
  const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
  const live = run.widgets.filter((widget) => widget.live).map((widget) => widget.tag.replace('echojam-', ''));
  const inert = run.widgets.filter((widget) => !widget.live).map((widget) => widget.tag.replace('echojam-', ''));
  return (
    `TBT ${ms(f.navigationTbtMs)} + ${ms(f.timespanTbtMs)}, script blocking ${ms(f.scriptBlockingMs)}, INP ${ms(f.inpMs)}${f.inpSource ? ` (${f.inpSource})` : ''}, ` +
    `shifts ${f.layoutShift?.toFixed(4)} (+ ${f.layoutShiftAfterInput?.toFixed(4)} right after input); live: ${[...new Set(live)].join(', ') || 'none'}` +
    `${inert.length ? `; no code: ${[...new Set(inert)].join(', ')}` : ''}${run.cpuQuiet ? '' : ` (CPU busy: ${run.busyCoresBefore} cores)`} ${(run.durationMs / 1000).toFixed(0)} s`
  );
}

export async function flowRoute(url: string, options: FlowOptions): Promise<RouteFlow> {
  const all: FlowRun[] = [];
  for (let index = 0; index < options.runs; index++) {
    if (Date.now() > options.hardDeadline && all.some((run) => !run.error)) {
      options.log(`  time limit reached: ${index} flow run(s) only`);
      break;
    }
    let run = await runOnce(url, index, options);
    options.log(`  flow ${index + 1}: ${describe(run)}`);
    if (run.error && Date.now() <= options.hardDeadline) {
      all.push({ ...run, discarded: `error: ${run.error}` });
      run = await runOnce(url, index, options);
      options.log(`  flow ${index + 1} redone: ${describe(run)}`);
    }
    all.push(run);
  }
  return { runs: all, median: medianFigures(all) };
}
