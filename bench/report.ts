/** bench/results.json (every figure of every run) and BENCHMARKS.md, generated whole from it. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BYTE_BUDGETS, EMBED_BUDGETS, EMBED_TIMING, LIGHTHOUSE_BUDGETS, PHONE, VISIT_BUDGETS } from './budgets.ts';
import type { CpuRecord } from './cpu-calibration.ts';
import { BENCH_NICE } from './priority.ts';
import type { LcpPair, PairedLcp } from './pairs.ts';
import { TRACE_KINDS, type TraceBreakdown } from './trace.ts';
import type { EmbedResults } from './embed.ts';
import type { LinkCalibration } from './emulated-link.ts';
import type { Assertion, LighthouseFigures } from './lighthouse.ts';
import { PARTNER_ELEMENTS, ROOT } from './servers.ts';
import { kib, median } from './stats.ts';
import type { Check } from './verdicts.ts';
import type { PageBytes, VisitMedians, VisitRun } from './visit.ts';

export interface Machine {
  cpus: number;
  model: string;
  totalMemoryGiB: number;
  os: string;
  node: string;
  chromium: string;
}

/** What bench/run.ts measures of one route: its visits, the floor visit paired with each, the LCP verdict's figures. */
export interface MeasuredRoute {
  path: string;
  url: string;
  /** The route's visits in pair order; the first VISIT_COUNTS.fullVisits are full visits. */
  visits: VisitRun[];
  /** The floor page's visit of each pair. */
  floorVisits: VisitRun[];
  pairs: LcpPair[];
  lcp: PairedLcp;
  /** One traced visit: where the main thread's time went (bench/trace.ts). */
  trace?: TraceBreakdown | null;
}

export interface RouteResult extends MeasuredRoute {
  median: VisitMedians;
  /** From the first visit that measured (every visit fetches the same files). */
  bytes: PageBytes | null;
  lighthouse?: LighthouseFigures;
  checks: Check[];
}

export interface Results {
  date: string;
  command: string;
  /** default: the pages a visitor lands on; all: the workbench too, and 3 Lighthouse runs. */
  scope: 'default' | 'all';
  durationSeconds: number;
  /** Wall time of each part of the run. */
  phaseSeconds: Record<string, number>;
  machine: Machine;
  /** LCP pairs per route: from minPairs until the median's interval at `confidence` lies on one side of the budget, at most maxPairs (bench/pairs.ts); the same fixed count when `fixedPairs` (BENCH_PAIRS). */
  runs: {
    minPairs: number;
    maxPairs: number;
    confidence: number;
    fixedPairs: boolean;
    fullVisits: number;
    lighthouse: number;
  };
  /** The CPU calibration to a low-tier phone and its checks through the run. */
  cpu: CpuRecord;
  /** The floor page's traced visit. */
  floorTrace?: TraceBreakdown | null;
  /** The bench's Chromium, site server and link shaper ran at a raised priority (bench/priority.ts). */
  prioritized?: boolean;
  /** Busy cores (of the machine's) sampled before each visit: how shared the machine was. */
  busyCores: { median: number | null; max: number | null };
  link: {
    calibration: LinkCalibration | null;
    unavailable: string | null;
  };
  /** lhci's failed assertions are the Lighthouse verdicts. */
  lighthouse: {
    version: string;
    reportsDir: string;
    /** Lighthouse's CPU reading at the start of each of its runs; absent from older results. */
    benchmarkIndex?: { runs: number[]; median: number | null };
    assertions: Assertion[];
    error?: string;
  } | null;
  routes: RouteResult[];
  embed: { results: EmbedResults; checks: Check[] } | null;
  failures: string[];
  warnings: string[];
  pass: boolean;
}

export const BENCHMARKS = join(ROOT, 'BENCHMARKS.md');
export const RESULTS = join(ROOT, 'bench', 'results.json');
/** A partial run's figures (BENCH_ROUTES): kept apart, so that results.json stays the source of BENCHMARKS.md. */
export const PARTIAL_RESULTS = join(ROOT, 'bench', 'tmp', 'results.partial.json');

export function writeResults(results: Results, file: string = RESULTS): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
}

/** "`/player` LCP over the emulated slow-4G link: 812 (budget ≤ 700 ms)", one per check that did not pass. */
export function missedLines(where: string, checks: readonly Check[], binding: boolean): string[] {
  return checks
    .filter((check) => !check.pass && check.binding === binding)
    .map(
      (check) =>
        `\`${where}\` ${check.label}: ${check.value ?? 'not measured'} (budget ${check.limit})${check.detail ? ` — ${check.detail}` : ''}`,
    );
}

export const fmt = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);
const mark = (check: Check | undefined) => (check ? (check.pass ? ' ✓' : check.binding ? ' ✗' : ' ⚠') : '');
const cell = (route: RouteResult, id: string, value: string) =>
  value + mark(route.checks.find((check) => check.id === id));

function intro(results: Results): string[] {
  const m = results.machine;
  const scope =
    results.scope === 'all'
      ? "every route, the developers' workbench (`/widgets`…) included, 3 Lighthouse runs per route (`npm run bench -- --all`)"
      : "the pages a visitor lands on: the site's pages, the partner guide `/parceiros` and the 404 page (the workbench `/widgets`… with `npm run bench -- --all`)";
  return [
    '# Benchmarks',
    '',
    `Generated by \`${results.command}\` from \`bench/results.json\` (every run of every figure); do not edit by hand. Measured ${results.date} in ` +
      `${Math.round(results.durationSeconds / 60)} min (${results.durationSeconds} s: ${Object.entries(
        results.phaseSeconds,
      )
        .map(([name, seconds]) => `${name} ${seconds} s`)
        .join(', ')}), ${scope}. Machine: ${m.cpus} × ${m.model}, ${m.totalMemoryGiB} GiB, ${m.os}, ` +
      `Node ${m.node}, Chromium ${m.chromium}${results.lighthouse ? `, Lighthouse ${results.lighthouse.version} (@lhci/cli)` : ''}.`,
    '',
    `The machine was shared while measuring: before each route visit a median of ${fmt(results.busyCores.median, 1)} and at most ${fmt(results.busyCores.max, 1)} of its ` +
      `${m.cpus} cores were busy with other work (sampled over a quarter of a second). The bench does not wait for a quiet machine: ` +
      (results.prioritized
        ? `its Chromium, site server and link shaper ran in sessions of their own at nice ${BENCH_NICE} (\`bench/priority.ts\`), ahead of the other work, `
        : '**its processes could not be given priority (not root): the other work shared the CPU with them**, ') +
      `and the paired LCP and the calibrated CPU take what is left of the load into account. Timings on a busy machine are slower and noisier; byte figures are not affected.` +
      cpuReading(results),
    '',
    results.pass
      ? `**Every binding budget met.**${results.warnings.length ? ` Regression alarms: ${results.warnings.length}.` : ''}`
      : `**${results.failures.length} binding budget${results.failures.length === 1 ? '' : 's'} missed** (the bench exits 1):`,
    ...results.failures.map((line) => `- ${line}`),
    ...(results.warnings.length
      ? ['', 'Regression alarms (reported, never a failure):', ...results.warnings.map((line) => `- ${line}`)]
      : []),
  ];
}

/** Lighthouse's reading of the CPU during its own runs, the figure to compare when two machines' timings differ. */
function cpuReading(results: Results): string {
  const index = results.lighthouse?.benchmarkIndex;
  if (!index?.runs.length) return '';
  return (
    ` Lighthouse's reading of the unthrottled CPU at the start of each of its runs (\`benchmarkIndex\`, higher is faster) gave a median of ` +
    `${fmt(index.median)} (${fmt(Math.min(...index.runs))}–${fmt(Math.max(...index.runs))}).`
  );
}

/**
 * How VISIT_COUNTS' pair counts were chosen, and what is known of them: keep it true when the counts change.
 */
const PAIR_COUNT_CHOICE =
  'How the counts were chosen. A fixed count left the verdict of a route near its budget to chance: two complete runs of 7 pairs of the same site ' +
  'on 2026-11-29, half an hour apart, disagreed on 6 of the 13 LCP verdicts (`/` +148 then +244 ms, `/criar-sala` +148 then +224, `/produtos` +76 ' +
  'then +236, `/licenca` +148 then +224, `/politica` +216 then +168, `/status` +148 then +264). Earlier runs had found the same with 5, 7 and 15 ' +
  'pairs (2026-11-26 and 27: single pairs of one route from +56 to +424 ms, medians of the same route 196–410 ms apart). A single pair spreads ' +
  'about ±140 ms around its route’s median (standard deviation; 147 and 128 ms in the two runs below, the 13 routes pooled), so the median of ' +
  'n pairs is good to about 1.25 × 140 / √n ms, and for two runs to agree on a route d ms from its budget each median has to be good to about ' +
  'd / 2: some (2 × 1.25 × 140 / d)² pairs, 12 at 100 ms, 49 at 50 ms, about 200 at 25 ms. No one count is right for every route, so the count ' +
  'follows the route: a route well clear of its budget is settled by the minimum, one near it takes pairs up to the maximum. The maximum, 25, keeps ' +
  'a complete run under half an hour; it settles a route about 70 ms or more from its budget. ' +
  'The first two complete runs with this rule (2026-11-29, the same site, one right after the other; the first calibrated the CPU to 10.5× then ' +
  '6.8–9.6× within the run, the second 10.4× then 7.4–10.4×) took 7–25 pairs per route (25 on 8 and 9 of the 13 routes), 23 and 25 minutes of ' +
  'visits. They agreed on 8 of the 13 LCP verdicts and disagreed on 5, each of them open in at least one run: `/produtos` +184 then +240 ms, ' +
  '`/documentacao` +288 then +192, `/licenca` +232 then +122, `/politica` +224 then +156, `/termos-uso` +268 then +160. Where one run called ' +
  'a verdict firm, the other run’s median fell on the same side but once: the second run had `/licenca` firmly within its budget (interval 0 to 196 ms), ' +
  'the first +232 ms. The medians of the second run were lower than the first’s on 10 of the 13 routes, by 22–110 ms, which suggests that ' +
  'a run as a whole also moves with the state of the machine (the calibrated rate changed by up to a third within each run). ' +
  'So a firm verdict is a strong sign, an open one is a coin that this site’s routes mostly sit on: in the two runs every route but `/` had a median ' +
  'within 70 ms of its budget at least once. What would make every verdict agree is a site well inside its budgets, not more pairs.';

function cpuSection(results: Results): string[] {
  const cpu = results.cpu;
  const rates = [...new Set(cpu.checks.map((check) => check.rate))];
  const checks = cpu.checks.flatMap((check) => check.readings);
  return [
    '## CPU: calibrated to a low-tier phone',
    '',
    `Chrome DevTools' CPU calibration, done at the start of the run: Lighthouse's benchmark (\`computeBenchmarkIndex\` from the lighthouse package, the \`environment.benchmarkIndex\` ` +
      `of its reports) runs in a blank page of the bench's Chromium under a CDP \`Emulation.setCPUThrottlingRate\`, and the rate is bisected until the index reads ` +
      `${cpu.target} ± 5 % (DevTools' "low-tier mobile", a Moto G Power 2022). Unthrottled, the index read ${cpu.unthrottled.join(', ')}. ` +
      'Before each route, one reading at the current rate (two more when it is off by over 20 %): when their median is off by over 20 %, the CPU is calibrated again. ' +
      'Every visit of that route then runs at that rate.',
    '',
    '| calibrated before | rate | index at that rate | steps (rate → index) |',
    '|---|---|---|---|',
    ...cpu.calibrations.map(
      (calibration) =>
        `| ${calibration.before} | ${calibration.rate}× | ${calibration.index}${calibration.converged ? '' : ' (closest; not within 5 %)'} | ${calibration.steps
          .map((step) => `${step.rate}× → ${step.index}`)
          .join(', ')} |`,
    ),
    '',
    `Checks before each route: rate${rates.length === 1 ? '' : 's'} ${rates.map((rate) => `${rate}×`).join(', ')}; readings median ${fmt(median(checks))} ` +
      `(${fmt(Math.min(...checks))}–${fmt(Math.max(...checks))}; ${cpu.checks.map((check) => `${check.before} ${check.readings.join('/')}`).join(', ')}).`,
    '',
    "What these figures do not cover: one benchmark (building strings, copying arrays), not a phone's caches, memory, GPU or thermal limits. Chromium's throttling " +
      "slows the page's main thread by pausing it; the compositor, raster and network threads run at this machine's speed. A reading lasts a second, and this shared " +
      'machine can change speed within a route.',
  ];
}

function visitSection(results: Results): string[] {
  const calibration = results.link.calibration;
  const widgetUses = new Map<string, string>();
  for (const route of results.routes)
    for (const run of route.visits)
      for (const widget of run.widgets)
        if (widget.used !== 'scrolled into view') widgetUses.set(widget.tag, widget.used);
  const lcpElement = (route: RouteResult) => {
    const kinds = route.visits
      .filter((run) => run.lcpMs !== null)
      .map((run) => (run.lcpUrl ? `\`${new URL(run.lcpUrl).pathname}\`` : 'text'));
    return [...new Set(kinds)].join(', ') || '—';
  };
  const rows = results.routes.map((route) => {
    const m = route.median;
    return [
      `\`${route.path}\``,
      cell(route, 'lcp', `${fmt(route.lcp.excessMedianMs)} ms`),
      `≤ ${route.lcp.budgetMs} ms (${route.lcp.kind})`,
      route.pairs
        .map((pair) => (pair.floorMs === null || pair.routeMs === null ? '—' : fmt(pair.routeMs - pair.floorMs)))
        .join(', '),
      `${route.lcp.pairs}: ${route.lcp.intervalMs ? `${fmt(route.lcp.intervalMs.lowMs)} to ${fmt(route.lcp.intervalMs.highMs)} ms` : '—'} (${route.lcp.side})`,
      `${fmt(route.lcp.routeMedianMs)} ms`,
      `${fmt(route.lcp.floorMedianMs)} ms`,
      `${fmt(m.fcpMs)} ms`,
      lcpElement(route),
      cell(route, 'layoutShift', fmt(m.layoutShift, 4)),
      cell(route, 'tbt', `${fmt(m.tbtMs)} ms`),
      cell(route, 'inp', m.inpMs ? `${fmt(m.inpMs)} ms` : '< 16 ms'),
    ].join(' | ');
  });
  return [
    '## Visits: LCP over the floor, layout shift, blocking time, INP',
    '',
    results.link.unavailable
      ? `**The emulated link could not be set up here (${results.link.unavailable}): the visits ran on loopback without network throttling and LCP was not measured.**`
      : `Each route is visited by the system Chromium set up as Lighthouse's phone (${PHONE.viewport.width}×${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}×, its user agent), ` +
        'CPU slowed to the calibrated rate above, an empty cache, accepting Brotli as a browser does over HTTPS. The site server runs in a network namespace of its own and ' +
        `every IP packet between it and Chromium crosses a link of ${PHONE.rttMs} ms round trip, ${(PHONE.downKbps / 1000).toFixed(2)} Mbit/s down, ${PHONE.upKbps} kbit/s up (Lighthouse's mobile Slow 4G) ` +
        '(`bench/link-shaper.py` between two TUN devices): both ends are real TCP, and Chromium uses its connections as it does for a visitor. ' +
        "V8 records source positions as it compiles (`--js-flags=--no-enable-lazy-source-positions`, `bench/browser-args.ts`): under Playwright's DevTools session it " +
        "would otherwise parse React's DOM renderer a second time on every page that loads it, work a visitor's browser never does (notes below). " +
        (calibration
          ? `Measured before the pages: a TCP handshake in ${calibration.connectMs} ms; a ${kib(calibration.downloadBytes).toFixed(1)} KiB body at ${calibration.downloadKbps} kbit/s.` +
            (calibration.connectMs > PHONE.rttMs * 1.3 || calibration.downloadKbps < PHONE.downKbps * 0.8
              ? ' **The link itself was slower than set (its shaper is a process on the same busy CPU): these LCP figures are pessimistic.**'
              : '')
          : ''),
    '',
    `LCP, paired: the floor page (one heading and one sentence, without CSS, script or font: \`bench/floor-page.ts\`) and the route are visited alternately ` +
      "(a floor visit, then a route visit). The floor's LCP is what this machine, its Chromium and the link take before any of the site's own work, at that moment of a shared " +
      "machine; the route's LCP minus the floor's LCP of the same pair is the site's own cost, and the binding figure is the median of those differences. Whether a route's LCP " +
      "element is text or an image is read from its LCP entries (an entry with a URL is an image; the majority of the route's visits decides). " +
      (results.runs.fixedPairs
        ? `This run took ${results.runs.maxPairs} pairs per route (\`BENCH_PAIRS\`), whatever the interval said. `
        : `Each route takes at least ${results.runs.minPairs} pairs, then one more until the median's ${fmt(results.runs.confidence * 100)} % interval lies wholly within its budget or wholly over it ` +
          `(the verdict is then firm), and at most ${results.runs.maxPairs}; a route whose interval still holds its budget after that is marked open: its verdict, the median against the budget ` +
          'as for every route, could go either way in another run. The interval is distribution-free (from the k-th smallest to the k-th largest difference, as in the sign test): a pair ' +
          'now and then spreads far, and the interval does not assume it will not. ') +
      PAIR_COUNT_CHOICE,
    '',
    `A full visit (the first ${results.runs.fullVisits} of each route; the others end once LCP is read): the page loads; once the network has been idle for 500 ms, LCP and FCP are read (Chromium's own entries, before any input). Then the visitor scrolls with the mouse wheel ` +
      'to each widget in document order, waits until it is live, uses it once ' +
      `(${[...widgetUses].map(([tag, what]) => `\`${tag}\`: ${what}`).join('; ') || 'no interactive widget'}), and scrolls to the bottom, where the network goes idle again. ` +
      "The page's own observers, installed before its first script, give every layout shift of the whole visit (the web-font swap and a download bar that appears after " +
      "scrolling included; shifts within 500 ms of a click or key are the visitor's own doing and not counted, as in CLS), the long tasks (blocking time = each task's part over " +
      "50 ms, from FCP to the end of the visit: the load, the hydration and every interaction) and every interaction's duration (Event Timing; INP is the longest). " +
      'Layout shift, blocking time and INP are the medians of the full visits; the absolute LCP and FCP the medians of all visits. ' +
      "The visitor drives the page with `page.evaluate`, the mouse and the keyboard only (`bench/visitor.ts`): Playwright's locators and `waitForFunction` load its " +
      "selector engine into the page, a task of about 100 ms at the calibrated CPU in each world, which the long-task observer counted as the site's until 2026-11-27 " +
      '(27–122 ms of blocking time per visit, read from traces of `/`, `/sobre` and `/criar-sala`).',
    '',
    `Budgets (binding): LCP over the floor ≤ ${VISIT_BUDGETS.lcpExcessTextMs} ms when the LCP element is text, ≤ ${VISIT_BUDGETS.lcpExcessImageMs} ms when it is an image ` +
      `(it needs a request of its own after the HTML: one round trip more); layout shift = ${VISIT_BUDGETS.layoutShift}; ` +
      `blocking time ≤ ${VISIT_BUDGETS.tbtMs} ms; INP ≤ ${VISIT_BUDGETS.inpMs} ms (Core Web Vitals' "good", on a low-tier phone).`,
    '',
    `| route | LCP over the floor (median) | budget | each pair (ms) | pairs: the median's ${fmt(results.runs.confidence * 100)} % interval | LCP (median) | floor LCP (median) | FCP | LCP element | layout shift | blocking time | INP |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
    'What these figures do not cover: no DNS lookup and no TLS (HTTP/1.1 by IP address; over HTTPS with HTTP/2 the first connection takes one round trip more, then every file ' +
      "shares it); no loss, jitter or other traffic on the link; the CPU slowdown is Chromium's on a shared server core, calibrated on one benchmark, not a phone's CPU, caches or " +
      'thermal limits. One phone viewport: layout shifts at other widths are not measured here (the visual and end-to-end tests cover 375 and 1280 px). INP covers only the ' +
      'scripted interactions above, each once; interactions under 16 ms are not observed. The blocking time counts long tasks of the main thread only, not work in other threads.',
  ];
}

/** Where the main thread's time went before the LCP, each route against the floor. */
function traceSection(results: Results): string[] {
  const floor = results.floorTrace;
  const row = (name: string, trace: TraceBreakdown | null | undefined) =>
    trace
      ? `| ${name} | ${TRACE_KINDS.map((kind) => fmt(trace.mainThreadMs[kind])).join(' | ')} | ${fmt(trace.busyMs)} | ${floor && trace !== floor ? `${trace.busyMs >= floor.busyMs ? '+' : '−'}${fmt(Math.abs(trace.busyMs - floor.busyMs))}` : ''} | ${fmt(trace.htmlEndMs)} / ${fmt(trace.fcpMs)} / ${fmt(trace.lcpMs)} | ${(
          ['fonts', 'other'] as const
        )
          .flatMap((kind) => Object.entries(trace.topEvents[kind]).map(([event, ms]) => `${kind}: ${event} ${ms}`))
          .join(', ')} |`
      : `| ${name} | ${TRACE_KINDS.map(() => '—').join(' | ')} | — | | — | not traced |`;
  return [
    '## Where the time goes before the LCP',
    '',
    'One more visit of each route and of the floor, the same way (link, phone, calibrated CPU), traced with Chromium tracing through CDP: the self time of every trace event ' +
      "of the page's renderer main thread from the navigation's start to the LCP, by kind of work (parse: `ParseHTML` and the style sheets' parsing; style: `UpdateLayoutTree`, " +
      "Blink's style recalculation; layout: `Layout`; paint: `PrePaint`, `Paint`, `Layerize`, `Commit`; fonts: the `fonts` trace category and font events (font matching, " +
      'shaping, loading); script: script evaluation, calls, timers, events, GC; other: the rest, mostly the navigation and task scheduling). Milliseconds of main-thread work at ' +
      "the calibrated CPU, traced (tracing slows the page: these visits' LCP is later than the untraced ones'); the window also holds the time the thread waited for the network.",
    '',
    `| page | ${TRACE_KINDS.join(' | ')} | busy | over the floor | HTML end / FCP / LCP (ms) | largest fonts and other events (ms) |`,
    `|---|${TRACE_KINDS.map(() => '---|').join('')}---|---|---|---|`,
    row('floor', floor),
    ...results.routes.map((route) => row(`\`${route.path}\``, route.trace)),
    ...BREAKDOWN_FINDINGS,
    '',
    'What these figures do not cover: one visit per page (a single trace swings as the visits do); tracing adds some cost of its own; work off the main thread ' +
      '(raster, compositor, network) and the time spent waiting for bytes.',
  ];
}

/** What the traces showed when this breakdown was last read, by hand; kept with the code that makes the table. */
const BREAKDOWN_FINDINGS: string[] = [
  '',
  '**Every bench run before 2026-11-27 09:30 UTC measured with one of the two cores taken by the bench itself.** The blank page that reads ' +
    "Lighthouse's benchmark index (`bench/cpu-calibration.ts`) was left at the calibrated rate after each reading, and Chromium slows a page by " +
    'making its main thread busy-wait, idle or not: that page kept 0.97 of a core busy through every visit (0.01 once the rate is lifted), and the ' +
    'report counted it as other work (a median of 1.0–1.1 busy cores before each visit; 0.2 since). So every visit shared one core between the ' +
    "page's own slowed renderer, the browser, GPU and network processes, the link shaper and the site server. Two full runs of the same site on " +
    '2026-11-27, one before the fix and one after: blocking time on `/` 302 → 162 ms, `/criar-sala` 930 → 400, `/sobre` 579 → 283, `/documentacao` ' +
    '424 → 152, `/produtos` 300 → 133, `/player` 336 → 133, `/parceiros` 228 → 95; INP on `/criar-sala` 344 → 208 ms and `/sobre` 232 → 160; LCP over ' +
    'the floor on `/` 736 → 424 ms, `/documentacao` 480 → 284, `/licenca` 472 → 236, `/404` 412 → 308; budgets missed 23 → 17. A single pair spread ' +
    'less: the standard deviation of a pair around its route’s median went from 224 to 142 ms, and the floor’s own LCP from a median of 780 ms ' +
    '(quartiles 704–904) to 684 ms (624–744). The hand-read figures below that come from bench runs (the traces of 2026-11-26, the pair counts) ' +
    'were taken that way; those from scratch scripts with a browser of their own (variants, typing, font display) were not.',
  '',
  'Read by hand from the run of 2026-11-26 (CPU calibrated to 9–11×; each figure is one visit and swings as the visits do):',
  '',
  '- **What even `/404` spends over the floor** (its HTML is 5 KiB with inline CSS, no script before the LCP): about +220 ms of font work and +155 ms of layout. ' +
    'The font work is font matching, not downloading: `WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName` (the `local()` sources of the metric-matched ' +
    "fallback faces, `local('Arial')`, `local('Liberation Sans')` and their bold faces, each a lookup through the browser process), `GetWebFontRenderStyleForStrike` " +
    '(one per font and size) and `ShapeTextIncludingFirstLine` (shaping the text, with the fallback faces and then again with the web fonts). The floor, with the ' +
    "default font only, spends about 50 ms on fonts. Style, parsing and paint add little on `/404`; the rest of its LCP over the floor is the throttled renderer's " +
    'scheduling (`RunTask` and navigation, in the other column).',
  '- **On every route the same kinds dominate**: fonts (115–515 ms), layout (60–310 ms) and style (30–135 ms) at the calibrated CPU, against 51, 47 and 22 ms on ' +
    'the floor. Script before the LCP is negligible everywhere (0–80 ms): the widgets hydrate after the first paint, and their cost shows in the blocking time, not in LCP.',
  '- **Cheapest cuts**, for the fonts and page styles (not made here): fewer `local()` names in the fallback faces (one name each, or none where the fallback ' +
    'metrics can use the generic family), fewer faces and weights before the LCP, and less text laid out twice (a web font that swaps after layout).',
  '',
  'Read by hand on 2026-11-27, `/criar-sala` at 10× (one visit each, Long Animation Frames and a trace):',
  '',
  '- **INP: the submit that opens the modal.** The click took 218–312 ms to its next frame. Its `submit` handler ran 153 ms; in it, the restyle ' +
    '`showModal()` causes (the whole document, 248 elements, as the modal makes the rest of the page inert) took 82–132 ms across visits and layout ' +
    '11–29 ms; React rendered the dialog in under 20 ms. With `content-visibility: auto` on the sections out of view the restyle touched 164 elements ' +
    'but took as long (68–84 ms): the cost is the widget’s shadow tree and its style sheet, not the rest of the page. Not changed.',
  '- **Blocking time after the first paint** is mostly the widgets’ code arriving: the frame that evaluates `define-widget` and the React chunk ' +
    '(292 ms, 152 ms of it script), the one that evaluates the create-room and download-bar chunks (218 ms) and hydration slices of 56–61 ms. React’s ' +
    'evaluation at this CPU is a single task of 150 ms or more, whatever the page: the 200 ms budget leaves little for anything else on a page that hydrates.',
  '',
  'Read by hand on 2026-11-27, unthrottled, on loopback (LCP of a fresh context per visit, variants of the served HTML alternated, medians of 11–21 visits each; ' +
    'the budget at the calibrated CPU, about 9–10×, allows some 20–40 ms of unthrottled work over the floor):',
  '',
  '- **The floor** paints in 84 ms; `/404` in 120 ms, `/politica` 136, `/sobre` 136–176, `/` 168–204. Without any CSS, `/` paints in 108–124 ms; without ' +
    'its page style sheet alone (28 KB: faces, tokens, layout, sections; the other 7 KB is the widgets’ shadow-root sheet) in 112–124: that sheet is what a styled first paint costs, about 60–80 ms on `/`.',
  '- **Not the lever**, each measured and without a difference beyond the spread: every `@font-face` rule removed (`/` 184 against 188 ms; `/404` 96 against ' +
    '120), the fallback faces alone removed, `text-wrap: balance`/`pretty` turned off (172 against 168 ms over 21 visits), every background and shadow removed, ' +
    'every section after the hero removed (204 against 188 ms: the first layout of the hero and header costs the time, not the length of the page), and ' +
    '`content-visibility: auto` on the sections after the second (176–184 against 188 ms).',
  '- **Preloading both web fonts** (`<link rel=preload>`, over the emulated link at 9×, 7 alternations on `/documentacao`): LCP median 936 against 808 ms, ' +
    'blocking time 115 against 137 ms. Rejected: it moves LCP the wrong way.',
  '',
  'Read by hand on 2026-11-27: why a throttled visit swings, and what the font work is at the calibrated CPU:',
  '',
  "- **How Chromium slows the page** (`thread_cpu_throttler.cc`, Linux): a thread signals the renderer's main thread every 200 µs, and the signal " +
    'handler busy-waits (rate − 1) × the wall time since the last signal (at most 1 ms). So the slowed main thread always holds a whole core, and ' +
    'every wall-clock wait of that thread is multiplied by the rate like its work: a synchronous call to the browser process (font matching), a ' +
    'moment the kernel gave its core to another process. On this 2-core machine, one core is then shared by the browser, GPU and network ' +
    "processes, the link shaper and the site server: that contention, multiplied by the rate, is the floor's own swing (the 7 floor " +
    'visits paired with `/404` in one run at 8.4× ranged 596–1108 ms).',
  "- **Pinning does not help**: with the renderer's main thread alone on core 0 and every other thread of the bench's Chromium on core 1 " +
    "(12 visits of each page at 10×, DevTools' network emulation), the floor's LCP went from a median of 540 ms (quartiles 476–624) to 876 ms (356–988), bimodal, and `/` " +
    'from 928 to 2160 ms. Not adopted.',
  '- **Font work at 10×, traced, before the LCP of `/`** (3 visits): 12 `local()` lookups (23–63 ms), 13–18 font render-style lookups, one per ' +
    'font and size (60–105 ms), 7 family lookups (18–45 ms), all synchronous calls to the browser process; `FontCache::GetFontPlatformData` ' +
    '94–154 calls, 117–222 ms with those calls inside. `/404` makes 8, 8–9 and 7 of them; the floor none, 2 and 2. One face for Arial and ' +
    "Liberation Sans (metric twins: `local('Arial'), local('Liberation Sans'), …` in one rule) cut the lookups to 7 and 5 on `/` and " +
    'changed LCP by less than the spread (4 alternations). Made later the same day (below).',
  '',
  'Read by hand on 2026-11-27, afternoon (each at 10× over DevTools’ network emulation unless it says otherwise):',
  '',
  '- **One fallback face for Arial and Liberation Sans** (`src/brand/font-faces.ts`: the same overrides, both names in one rule, full names ' +
    'first): before the LCP of `/404`, 5 `local()` lookups instead of 8 and 4 family lookups instead of 6 (the font render-style lookups stay ' +
    "8, one per font and size). The served HTML changed in flight, 16 alternations: `/404`'s LCP median 846 → 768 ms. The pixels do not " +
    'change (same local font, same overrides): the visual references pass as they were.',
  '- **Not the lever: the first round trip.** `/parceiros` is the one page whose HTML response (837 bytes of headers, 14,282 of Brotli) ' +
    'is over the 10 segments a TCP connection sends before its first acknowledgement, and its HTML ends some 100 ms later than the other ' +
    "pages' in the bench's visits. With two of its sections cut (13,255 bytes), two partial bench runs of 9 pairs over the shaped link gave " +
    'its LCP over the floor as 280 ms before and 336 ms after: the parser paints what it has while the tail is on its way.',
  '- **What the text pages spend is their first layout.** `/termos-uso` traced: the first frame restyles (45 ms), lays out (164 ms) and ' +
    'paints (20 ms) the whole document, as the parser had all of it; most of that layout is the sections below the first screen. ' +
    'On `/` the first frame sometimes holds only what the parser had reached (header and hero: style 99 ms, layout 171 ms), and the ' +
    'rest of the page follows in a task of its own after the first paint (style 97 ms, layout 137 ms): blocking time, not LCP. ' +
    'Laying out only what the first screen shows (`content-visibility: auto` on what is below it) is the lever left for both; ' +
    'its cost to the tests is in the last list below. Made for the legal texts (`/termos-uso`, `/politica`, `/licenca`: every ' +
    'section from the fourth on, `src/styles/sections.css`), which have no widget, image or coloured band in them: with every ' +
    'section and the footer so (the served HTML changed in flight, 16 alternations) `/termos-uso` went from an LCP median of 1044 to ' +
    '882 ms. In the bench, two full runs before it and one after: `/termos-uso` 216, 280 → 220 ms over the floor, `/politica` ' +
    '244, 260 → 280, `/licenca` 248, 276 → 180, within the spread of a 7-pair median (±80 ms).',
  '- **A layout shift not traced yet:** `/player`, 0.00066 (one text node) at 1247 and 1281 ms in 2 of the 3 full visits of the run of ' +
    '2026-11-27 12:29 UTC, none in the 12 full visits of three partial runs and one full run after it, nor in the runs before. The time is about when the web ' +
    'fonts arrive over the shaped link. The same kind of shift, 0.0018, shows on loopback on `/termos-uso` at 1280 px (and did ' +
    'before these changes): a text node that starts mid-line after a link, its rectangle the same before and after. The ' +
    'fallbacks match the web faces’ average width and their line heights, not each word: at the swap, text that starts after ' +
    'a link or a bold word moves sideways, and counts when it is on screen then. The end-to-end font check compares text box ' +
    'heights, at a device pixel ratio of 1.',
  '',
  "Read by hand on 2026-11-27, bench-like full visits at 9× over DevTools' network emulation, the served HTML changed in flight, " +
    "the variants alternated (medians). The page's Content-Security-Policy is removed from every variant, the unchanged one included: " +
    "it lists the hashes of the page's own `<style>` elements and refuses a changed one.",
  '',
  '- **`font-display: optional` instead of `swap`** for both web faces (two runs, 4 then 6 alternations): blocking time 296 and ' +
    '364 → 210 and 224 ms on `/`, 370 and 382 → 261 and 219 ms on `/parceiros`; LCP 1028 and 1296 → 864 and 1216 ms on `/`, ' +
    '996 and 1072 → 1088 and 964 ms on `/parceiros`, within the spread. The faces are still fetched, and a page that ' +
    "misses them keeps its fallbacks: what it saves is the swap's relayout of all the text. Not made: the brand faces on a first visit, " +
    'the display face over slow 4G included, are a requirement of the site (`tests/e2e/first-visit-fonts.spec.ts`), and the saving ' +
    'alone would not bring either page within 200 ms. An earlier version of this note gave larger figures (blocking time 318 → 262 ms, ' +
    'LCP 1412 → 936 ms on `/`, and faces not fetched at all): its variants kept the served CSP, which refused their changed style ' +
    'sheet, so it measured pages without any CSS.',
  '- **`content-visibility: auto`** on every section after the first screen and the footer (4–5 alternations): ' +
    'blocking time 296 → 166 ms on `/`, 602 → 238 on `/parceiros`, 600 → 543 on `/sobre`, 374 → 378 on `/comunidade`, LCP unchanged. ' +
    'In a partial bench run over the shaped link (3 full visits per route) the same pages read 452, 232, 726 and 377 ms, against 463, ' +
    '295, 542 and 373 in the committed run: not told apart from the spread. Not made: with it, `npm test` failed 4 of 1,001 checks. ' +
    'Jumping to the community rooms on `/comunidade` (as an anchor link or a script does) shifted the layout by 0.016 at 375 px and 0.008 ' +
    'at 1280 px (not traced further: presumably sections taking their real height in place of the placeholder). Two security checks that jump ' +
    'to the bottom of a page failed too: a lazy image in a section they jumped over did not load, and `/widgets` did not reach network ' +
    'idle within 30 s. Each section also becomes a layout root of its own (margins stop merging across its edge: the partner guide grew ' +
    '160 px), and full-page captures show the skipped sections blank.',
  "- **Typing** 44 characters into the contact form's message (3 visits each, no network emulation): blocking time 89–98 ms with the form's React-controlled " +
    "textarea, 8–72 ms with a plain textarea in the same page. The keystrokes are a small part of `/sobre`'s blocking time; its long " +
    "tasks are the first layouts before hydration (224–296 ms), the evaluation of `define-widget` with React (179–265 ms) and the FAQ's " +
    'first click (143–172 ms).',
  '',
  "Read by hand on 2026-11-27, evening: the renderer main thread's own CPU time before the first paint, the thread time (`tdur`) of its " +
    'top-level trace events from the navigation start to FCP, unthrottled, over DevTools’ slow-4G emulation, a fresh context per visit, ' +
    'the floor and the route alternated: `npm run bench:first-paint-cpu -- /route` (bench/first-paint-cpu.ts). Thread time leaves out ' +
    'what the thread waited for (the network, the font lookups in the browser process) and the rest of the machine’s load, so it ' +
    'spreads far less than a throttled LCP: most pairs of a route within ±10 ms of their median, but now and then a visit paints ' +
    'before most of its work and reads a few ms (3 of 9 on `/` and `/sobre`, 4 on `/parceiros`), so compare medians of as many ' +
    'pairs. The measure to compare changes by.',
  '',
  '- **Each route over the floor** (9 pairs each, the floor 17–21 ms): `/404` +14 ms, `/status` +14, `/termos-uso` +19, ' +
    '`/politica` +19, `/licenca` +20, `/criar-sala` +24, `/sobre` +26, `/produtos` +29, `/documentacao` +29, `/player` +29, ' +
    '`/comunidade` +33, `/` +36, `/parceiros` +40. The three routes that met the LCP budget in the committed run are three of the ' +
    'five lowest; `/termos-uso` and `/politica`, next to them, missed it by 20 and 80 ms, inside the spread of a 7-pair median. At the ' +
    'calibrated 7–10×, 200 ms of LCP is some 20 ms of this time: the text budget on every route asks for a first frame about as cheap ' +
    "as the legal texts', on pages with up to four times their elements.",
  "- **Where `/`'s cost goes** (+40 to +54 ms over the floor in these runs; variants of the served HTML through Playwright's request " +
    'interception, CSP removed; the first three on loopback without the emulation): its whole style sheet over the floor’s two ' +
    'lines +3 ms (parsing the sheet is not the cost, applying it to the content is); its body without any style sheet +25; every section ' +
    'after the hero removed −10; the Jam card removed −6; the header, the footer or the download bar removed, each inside the spread; ' +
    'no `@font-face` at all −13, the two web faces alone −6; `content-visibility: auto` on the sections from the third on and the ' +
    'footer −9 and −20 (two runs). No one part holds the cost: it is the styled first layout of the header and the hero, plus the ' +
    'rest of the page, and the largest cut measured is a fifth to a third of it.',
  '- **Not made: `content-visibility: auto` from the third section of `/` on.** The third section (`#comparacao`, 1,240 px down at ' +
    'every width from 1280 px) is on the first screen of a 2560×1440 display, where its placeholder would be drawn first; from the ' +
    'fourth on it saves less; and the anchor shift found on `/comunidade` (above) applies to every page whose sections are linked to. ' +
    'Alone it would not bring `/` within 200 ms.',
  '- **Lines the web faces break where their fallbacks do not.** The header and main of every route compared, fallbacks alone ' +
    '(web faces refused) against the web faces, at 375, 768, 1024, 1280 and 1920 px: on 7 of the 13 routes some text takes one ' +
    'line more or one fewer at one width or more. Those on a first screen shift it when the faces arrive (none on the first ' +
    'screen of the bench’s phone). Fixed: on `/` at 1280 px and wider the feature cards’ titles ("Sincronização de verdade" wraps in ' +
    'the display face) grew their row by 20 px, on screen from a viewport about 1,000 px tall (a layout shift of 0.0005 at ' +
    '1920×1080, 0.0016 at 2560×1440); the row now holds two lines from the first paint (`src/styles/home.css`), none of these ' +
    'shifts is left, and an end-to-end check compares the page’s height both ways at 1280 and 1920 px. Not fixed: on ' +
    '`/criar-sala` at 1024×768 a feature’s description in the create-room card, 25 px; on `/documentacao` from 1024 px a step’s ' +
    'paragraph, 26 px, on screen from about 1,000 px too. The fallbacks’ widths were tuned on first screens at 360–1280 px, ' +
    'without the widgets’ shadow roots (`src/brand/tokens.ts`).',
  '',
  'Read by hand on 2026-11-28, night (the load average 1–5; the figures of one pair are the floor or the page as served, then the ' +
    'route or its variant):',
  '',
  '- **The calibration’s benchmark does not follow the speed of the page work on this machine.** Unthrottled, Lighthouse’s ' +
    'benchmark index read 3057–3353 (2222–2916 at the start of the committed run), while the floor’s first frame took 38–48 ms ' +
    'of main-thread CPU (`npm run bench:first-paint-cpu`; 17–21 ms the evening before) and the excess over it was +29 to +34 ms ' +
    'on `/404`, +94 to +116 on `/` and +77 on `/termos-uso` (+14, +36 and +19 the evening before): style, layout and paint ran ' +
    'some 2–2.5× slower while the benchmark ran faster. A full run started the same hour calibrated 8.2× (index 254) and, stopped ' +
    'after four routes, had the floor’s LCP at a median of 1016 ms (716 in the committed run) and `/` at +1136 ms over it (+396 ' +
    'committed), `/criar-sala` +844, `/player` +1116, `/comunidade` +852 (7 pairs each, 3 on `/comunidade`). The floor takes up ' +
    'what the machine adds to every page, not a slowdown in proportion to the page’s own work: a verdict of this bench depends on ' +
    'the day as much as on the site. Not changed: the target is the index the budget names (264), and no other reading of a ' +
    'low-tier phone’s speed is at hand. Figures are comparable within one day; a change is best measured as below, both versions ' +
    'in one run.',
  '- **A change measured before it is made**: `npm run bench:first-paint-cpu -- --variant file.mjs /route` alternates the route ' +
    'as served and as the module’s `transform(html)` rewrites it. On `/`, 15 pairs each: unchanged (the method’s own spread) −4 ms, ' +
    'pairs −37 to +34; every text at one size and one weight (at most what the number of fonts costs) −27; without the comparison ' +
    'section −23 (−19 in an earlier scratch run); `content-visibility: auto` from the third section on and the footer +4 (−24 in a ' +
    'scratch run an hour before). On such a day a pair spreads some ±40 ms, and a median of 15 tells apart a change of 20 ms or more.',
  '- **Every font of the page is resolved for the first frame**, not only those of the first screen (the parser has the whole ' +
    'document by then): at the phone’s width `/` sets text in 22 combinations of face, weight and size (10 on the first screen), ' +
    '`/404` in 8. Each face the page draws with, at each size, is a synchronous lookup in the browser process ' +
    '(`GetWebFontRenderStyleForStrike`): 15 before the first paint of `/`, 8 on `/404`, about 2 ms of wall time each unthrottled ' +
    'here, and a throttled main thread waits the rate times as long. Fewer sizes and weights in the type scale are a lever for ' +
    'every route; it changes the look of every page, and is not made here.',
  '',
  'Read by hand on 2026-11-28, early morning (the first frame of `/` as served took 135–138 ms of main-thread CPU unthrottled, ' +
    'as slow as the night before):',
  '',
  '- **The `/player` layout shift of 2026-11-27, most likely traced**: one text node, its rectangle the same before and after, ' +
    '0.00066 at the phone’s width, is what a frame drawn inside the player demo’s centred caption gives (the words re-centre as ' +
    'each link arrives: 0.0005–0.0019 at 375 px with the HTML cut before each link). That caption, the download bar’s text, the ' +
    'header’s download icon and the Jam card’s badge are now drawn only once whole (`visibility: hidden` until the element after ' +
    'them is parsed), and `tests/e2e/partial-html.spec.ts` cuts the HTML inside each.',
  '- **Not the lever: `<link rel="expect" blocking="render">`** on a marker right after main’s first section, to hold the first ' +
    'frame to the first screen. Chromium lifts the block when the target is inserted, not when it is whole (with the hero’s own ' +
    'id, one frame held the hero without its content), and with the whole page at hand the parser does not yield there: ' +
    '`--variant`, 15 pairs each, `/` −2.1 ms, `/sobre` −3.6, `/404` −3.6; LCP at a fixed 8× over DevTools’ slow 4G, 11 pairs on ' +
    '`/`, +140 ms against an A/A of −128. Not made.',
  '',
  'Read by hand on 2026-11-28, morning (the machine busier than the nights before: the first frame of `/` took 149 ms of ' +
    'main-thread CPU unthrottled, and the full run of that morning, the first with the flag below, has `/404` at +596 ms over ' +
    'the floor where the committed run before it had +148):',
  '',
  "- **A cost of the measuring tool, taken out of every figure.** The task that loads React's chunk was the longest on every " +
    'page with a widget (292 ms at 10× on `/criar-sala` on 2026-11-27, 303 ms at 9× when traced again). Unthrottled, 45–79 ms ' +
    "of its 50–115 ms is `V8.CollectSourcePositions`: V8 parsing React's DOM renderer again, as one 200 KB function, to find " +
    "source positions. Why: with the DevTools protocol's Runtime domain enabled, which Playwright does on every page, V8 records " +
    "a detailed stack trace for each Error object a script creates, and React's DOM renderer creates five as its module loads " +
    '(sentinels it throws later: its errors 460, 461, 474, 519 and 542). The chunk imported in a plain page, unthrottled, 5–6 ' +
    'visits each, the page reporting its own long tasks in its title: in a Chromium no DevTools client drives (the title read ' +
    'from `/json/list`), no task of 50 ms or more; under Playwright, one of 66–113 ms every time; with a bare DevTools client ' +
    'that enables Runtime, 76–103 ms; with Page, Log or Debugger enabled instead, none. With ' +
    "`--js-flags=--no-enable-lazy-source-positions` V8 keeps positions from the start (the site's modules are compiled on the " +
    'streaming thread) and the task is gone under Playwright too: 0 of 6 visits against 6 of 6. The bench’s Chromium now runs ' +
    'with it everywhere (visits, calibration, traces, the embed and Lighthouse). Full visits alternated in one run at a fixed 6×, ' +
    "over DevTools' slow 4G, scrolled to the bottom, 6 each: blocking time `/criar-sala` 322 → 260 ms, `/sobre` 272 → 111 ms " +
    '(medians; single visits spread 55–946 ms on that busy morning); the widget runtime imported in a plain page at 4×, 8 each: ' +
    'its longest task 280 → 60 ms, the import 440 → 296 ms. It errs on the side of a slower page: V8 now does a little ' +
    "compile work a visitor's browser skips. The figures above were measured with it; those of earlier runs in these notes were not.",
  '',
  'Read by hand on 2026-11-28, late morning (traces of single visits at a fixed 6× on loopback, the floor’s LCP some 800 ms at ' +
    "8× over DevTools' slow 4G that hour):",
  '',
  '- **Why a page draws several frames before its LCP, and the floor one or two.** Chromium’s HTML parser on Linux parses the ' +
    'body in slices of 10 ms of wall time for its first six yields (500 ms after that; `html_document_parser.cc`), and between ' +
    'two slices a throttled renderer runs a whole frame: style, layout, font matching, paint and commit. At 6× a slice is under ' +
    '2 ms of work. `/404` parsed its head in one go (the inline style sheet, 47–86 ms), drew an empty frame at `<body>`, then ' +
    'parsed its body in slices that ended at lines 27, 74 and 93 of its HTML, each followed by a frame of 130–230 ms; its LCP, ' +
    'the heading on line 75, came with the fifth frame after the head, 1,130 ms after the first paint. The floor parses in one ' +
    'slice and reaches its LCP 140–300 ms after it. The note above that “the parser does not yield there” holds unthrottled only.',
  '- **Not the lever: Chrome for Android’s slices** in the bench’s Chromium ' +
    '(`--enable-features=TimedHTMLParserBudget:num-yields-with-default-budget/2/long-parser-budget/50ms`, the parser’s ' +
    'Android values: two short slices, then 50 ms). In one traced visit the body of `/parceiros` then parsed in 2 slices instead of 7. LCP over ' +
    "the floor at 8× over DevTools' slow 4G, the two browsers alternated, 6 pairs each: `/404` 802 → 376 ms, `/` 908 → 952, " +
    '`/parceiros` 818 → 820, `/politica` 692 → 684, `/status` 560 → 662, `/criar-sala` 674 → 628, `/sobre` 764 → 714: no ' +
    'difference beyond the spread but on `/404`. Blocking time of full visits (scrolled to the bottom), the same way, 6 each: ' +
    'a first run gave `/parceiros` 298 → 46 ms, `/sobre` 292 → 111, `/` 126 → 90, `/criar-sala` 182 → 150, as expected of ' +
    'slices that split the layout of the rest of a long page; a second run right after it, with a third browser given the ' +
    'same switch, did not repeat it (`/parceiros` 187 → 151 and 218 ms, `/sobre` 138 → 225 and 219; single visits 28–816 ms). ' +
    'Not adopted. (Chromium keeps only the last `--enable-features` of its command line, and Playwright passes its own first: ' +
    'a bench that adds one has to repeat Playwright’s.)',
  '- **Not the lever, measured again at 6×: holding the first frame** until main’s first section is parsed (`<link ' +
    'rel="expect" blocking="render">` on a marker after it, CSP removed from both variants, 6 alternations). On `/404` the LCP ' +
    'median went from 1144 to 980 ms (the first paint later, 870 → 980). On `/`, Chromium ran a full frame while still blocked ' +
    '(741 ms in one trace), did not show it, and drew the LCP in the frame after it: in 4 of 6 visits nothing was painted ' +
    'before the network went idle. Not made.',
  '',
  'Read by hand on 2026-11-28, evening (one full run of the bench on a build with the change below, the CPU calibrated to ' +
    '4.8–9.3×, before each route a median of 0.5 of the 2 cores busy with other work):',
  '',
  '- **Not the lever, in the bench itself: holding the first frame until the opening is whole.** Each page’s head ended ' +
    'with `<link rel="expect" blocking="render">` to the first id after main’s first section (the opening’s next heading; ' +
    'the footer on `/404`). The first frame then came once, with the opening whole: FCP equal to LCP on every traced route. ' +
    'LCP over the floor, medians of 7 pairs: `/` +992 ms, `/criar-sala` +828, `/player` +1224 (image), `/comunidade` +632, ' +
    '`/produtos` +824, `/sobre` +816, `/documentacao` +488, `/licenca` +552, `/parceiros` +676, `/politica` +712, ' +
    '`/status` +612, `/termos-uso` +576, `/404` +428. Against the run this file reported then: lower on 5 routes by 24–244 ms, within ' +
    'what two runs of the same site differ by (up to 376 ms, above); the same on `/status`; higher on `/documentacao`, ' +
    '`/sobre`, `/politica`, `/produtos` and `/termos-uso` by 24–384, and on `/criar-sala` (+560) and `/player` (+452), whose next id comes after a widget, so ' +
    'the held frame waited for it. Lighthouse’s simulated TBT on `/` went to 344 ms. Why, from the traces: the parser, no longer interrupted by frames, ' +
    'had the whole page before the first frame ran, and that frame laid out and shaped all of it (`/`: main-thread busy ' +
    'time to the LCP 2,446 ms, +1,638 over the floor; layout 421 ms, fonts 496). The same hold, measured the way earlier ' +
    'notes measured it (the HTML fulfilled by Playwright over DevTools’ network emulation, 8×, 9 alternations each), read ' +
    '160–600 ms better than the page as served on `/`, `/404`, `/sobre`, `/status` and `/politica` (`/criar-sala` −48): ' +
    'that harness delivers the HTML otherwise than the link shaper’s TCP, and its verdict did not carry over. A lever is ' +
    'measured in the bench. Not made.',
  '',
  'Read by hand on 2026-11-28, late evening (a quiet machine: a load average under 0.3 before the runs, before each route ' +
    'a median of 0.2 of the 2 cores busy with other work; the whole `npm test` took 9 min 41 s, against 19–21 min the ' +
    'days before):',
  '',
  '- **The same site, a quieter machine.** The run this file reported then measured the site of the run before it, unchanged, ' +
    'with the CPU calibrated to 10.18×: 13 budgets missed instead of 24. LCP over the floor: `/404` +152 ms (met), ' +
    '`/sobre` and `/politica` +220, `/criar-sala` +228, `/licenca` +236, `/termos-uso` +264, `/comunidade` +280, ' +
    '`/parceiros` +308, `/status` +332, `/documentacao` +336, `/` +340, `/produtos` +488 (in 3 of its 7 visits the first ' +
    'frame held the header alone and the lead came one frame, about 300 ms, later), `/player` +432 (image, budget 350). ' +
    'Blocking time met on every route but `/criar-sala` (209 ms), INP and layout shift on all, and every Lighthouse ' +
    'budget. On most visits FCP equals LCP: the first frame already holds the LCP element, and what is left is what that ' +
    'frame costs. Four partial runs of the same site within the next 25 minutes read `/` +408 to +488, `/comunidade` ' +
    '+288 to +456, `/documentacao` +248 to +432, `/parceiros` +396 to +460 and `/status` +372 to +428: the distance to ' +
    'the budget moves with the hour by as much as a lever changes it.',
  '- **A lever, measured in the bench: `content-visibility: auto` on main’s sections from the third on and on the ' +
    'footer** (`contain-intrinsic-size: auto 40rem`), every page. Two builds, the site as served and the variant, ' +
    'alternated in four partial runs (`BENCH_NO_BUILD=1 BENCH_ROUTES=/,/comunidade,/documentacao,/parceiros,/status ' +
    'npm run bench`, base, variant, base, variant; CPU calibrated to 9.2–11.0×), the 14 pairs of each route pooled: LCP ' +
    'over the floor `/` 448 → 388 ms, `/comunidade` 370 → 294, `/documentacao` 408 → 220, `/parceiros` 424 → 316, ' +
    '`/status` 378 → 286 (better by 60–188 ms on all five; in each pair of runs 5 of 5 routes better, then 3 of 5). ' +
    'Blocking time, median of 6 full visits: `/` 110 → 39 ms, `/comunidade` 147 → 20, the others unchanged. So it is a ' +
    'real lever, but not enough alone: none of the five came within 200 ms in the pooled figures. Not made, because the ' +
    'end-to-end tests failed 10 of 384 checks, the first of them something a visitor would meet: scrolled to the end of a page, the footer ' +
    'took its real height only once drawn, and the fixed download bar covered the copyright line (its bottom at 1,060 px ' +
    'against a bar at 680, `shell.spec.ts`); the page before and after its widgets came alive differed by 14 % at 1280 px on ' +
    '`/comunidade` and over 2 % at 375 px on `/criar-sala` and `/sobre` (presumably sections drawn in one screenshot and not in ' +
    'the other; not traced, `islands.spec.ts`); the security control’s lazy image in the footer never loaded, so the issue it expects never came; and on every `/widgets` ' +
    'page the panels’ boxes changed as the scripts arrived (`workbench.spec.ts`). With main’s sections alone (the footer left as it is), 2 of 384 failed: on `/` at 375 px, scrolled to the end ' +
    '(`scrollTo(0, scrollHeight)`), the page grew as the sections near the end took their real heights, and the footer’s last ' +
    'line was at 954 px in a 740 px viewport, under the bar: a visitor who jumps to the end lands short of it; and `/sobre` ' +
    'at 375 px in the islands check. In a scratch check of the variant with the footer (unthrottled, on loopback, one visit each), no layout ' +
    'shift was reported on loading `/sobre#faq`, `/sobre#contato`, `/comunidade#salas` or `/documentacao#requisitos` at 375 or ' +
    '1280 px, `/` or `/sobre` at 2560×1440 or `/comunidade` at 1920×1080, nor after the End key on any of them. But main’s sections alone do not carry the gain: the same four alternated partial runs an hour later, that variant ' +
    'against the site as served (CPU 9.4–10.7×, 14 pairs pooled), read `/` 330 → 352 ms, `/comunidade` 282 → 336, ' +
    '`/documentacao` 356 → 342, `/parceiros` 366 → 352, `/status` 218 → 282: no LCP gain beyond the spread (blocking ' +
    'time 82 → 45 ms on `/`, 74 → 31 on `/parceiros`, 109 → 67 on `/documentacao`). So the LCP gain above came with the footer, or with the noise of that hour: the ' +
    'footer is most likely drawn whole in every page’s first frame today. Made whole and measured again the same night (next note).',
  '',
  'Read by hand on 2026-11-28, night (a quiet machine: before each route a median of 0.1–0.4 of the 2 cores busy with other work):',
  '',
  '- **`content-visibility: auto` below the first screen, made whole and measured, then not made: it breaks jumps.** Every ' +
    'page’s sections from its second `.section` on and the footer, with placeholders larger than any such part at its width ' +
    '(`contain-intrinsic-size: auto 120rem`, `auto 70rem` from 48rem; the footer `auto 56rem`, `auto 32rem`), so that the End ' +
    'key lands on the real end; the workbench left out; the islands check drawing the whole page. The end-to-end checks ' +
    'passed. One full `npm run bench` (CPU 10.22×): 11 budgets missed, against 13 in the run reported in the note before. LCP ' +
    'over the floor, that run in brackets: `/` 460 (340), `/criar-sala` 200 (228), `/player` 304 (432), `/comunidade` 320 ' +
    '(280), `/produtos` 272 (488), `/sobre` 208 (220), `/documentacao` 240 (336), `/licenca` 180 (236), `/parceiros` 300 (308), ' +
    '`/politica` 296 (220), `/status` 212 (332), `/termos-uso` 252 (264), `/404` 128 (152); blocking time on `/criar-sala` ' +
    '274 ms. Main-thread CPU before FCP (`npm run bench:first-paint-cpu -- --variant`, 15 pairs each): the footer alone ' +
    '−1.0 ms on `/404`, −1.2 on `/termos-uso`, −2.7 on `/`, −2.0 on `/sobre`; the sections and the footer −11.9 on `/`, −6.8 ' +
    'on `/sobre`. So the sections carry what gain there is, and the footer next to none. But a page opened at a link to one ' +
    'of its sections then lands off target: at 375 px `/documentacao#requisitos` with its top at −439 px instead of 80 (the ' +
    'section above it drawn after the jump, smaller than its placeholder), and `/sobre#contato` at −956 px in one visit of ' +
    'two. With placeholders smaller than the real parts (`auto 30rem`) the End key left `/` 679 px short of its end at 375 ' +
    'px, and `#requisitos` came out 1,001 px down the view. The browser’s scroll anchoring makes up for neither. No one ' +
    'placeholder fits every section at every width, and one per section and width would have to be measured at build ' +
    'time, in a browser. Not made.',
  '- **The legal texts’ own `content-visibility: auto` had the same fault, and is removed.** Their sections from the fourth ' +
    'on took `auto 16rem` until drawn. At 375 px the End key left `/termos-uso` 419 px short of its end and `/politica` 58; ' +
    'a fresh load of `/termos-uso#mudancas`, `#lei` or `#contato` put the section 503–568 px down the view instead of 80, ' +
    'and `/politica#direitos`, `#alteracoes` and `#contato` 235–305. Every part of a page is now laid out with it, and ' +
    '`tests/e2e/jumps.spec.ts` opens every section the site links to, at 375 and 1280 px, and presses End: with the old ' +
    'rule it failed on `/termos-uso`, `/politica` and `/licenca` at 375 px and on the first two at 1280. What the rule ' +
    'saved was within the spread of a 7-pair median when it was made (above), and so is what its removal costs: in the ' +
    'run this file reported then, the first without it (CPU 9.64×), `/licenca` +136 ms over the floor, `/politica` +260, ' +
    '`/termos-uso` +220, against +236, +220 and +264 in the run of the note before; 12 budgets missed in all, among ' +
    'them blocking time (245 ms) and INP (240 ms) on `/criar-sala`, which earlier runs of the same page have met.',
  '- **The fallback faces try Liberation Sans before Arial** (2026-11-29). On Linux each `local()` name is a synchronous ' +
    'call to the browser process before the first paint (`MatchFontByPostscriptNameOrFullFontName`, 0.3–1.6 ms each ' +
    'unthrottled); Windows, Android and Apple systems look names up in a table of their own. Traced before the first ' +
    'paint: 7 calls on `/` and `/sobre`, 5 on `/404` with Arial first; 2 on each with Liberation Sans first. The same ' +
    'traces count the other calls that remain: one font render-style lookup per face and size ' +
    '(`GetWebFontRenderStyleForStrike`, about 1 ms each unthrottled): 17 on `/`, 14 on `/sobre`, 8 on `/404`, of which ' +
    'the header and the hero alone make 12 on `/` and the download bar 2. Main-thread CPU before FCP the same day ' +
    '(`--variant`, 9 pairs, unthrottled): without the page style sheet `/` −22 ms; without its sections after the hero ' +
    '−16; without the comparison table −7.5; without the @font-face rules −5.5; without the download bar −3; ' +
    '`text-wrap` off 0; the local() order 0 (it saves waiting, not CPU). The run this file reported then came after it (CPU ' +
    'calibrated to 9.14× and again to 8.75× and 7.04× within the run): 14 budgets missed. Its medians moved from the run ' +
    'before by as much as any change: `/licenca` +284 ms (+136), `/politica` +388 (+260), `/404` +40 (+200), `/` +308 ' +
    '(+452); a partial run an hour earlier read `/` at +980. `content-visibility: auto` was measured once more, guarded ' +
    'by `:root:has(:target)` so that a page opened at one of its sections lays out every part (that fixes the jumps ' +
    'above): a reload in the middle of `/` at 375 px then put the section at the centre of the view 683 px off, the ' +
    'offset depending on the placeholder (−597 to +1,323 px for `auto 40rem` to `auto 160rem`), since the browser ' +
    'restores the scroll position before the sections above are drawn. Not made.',
  '- **The web faces are loaded by the site’s script and added once loaded** (2026-11-29, later). The font calls before the ' +
    'first paint came from the web faces, not the local fallbacks: a face the CSS declares that is still loading at the ' +
    'first layout makes Chromium build a stand-in, its last-resort family, for every size and weight the page sets in ' +
    'it, and on Linux each is a family lookup or a render-style call (`GetWebFontRenderStyleForStrike`) to the browser ' +
    'process; Android answers the render style in the page’s own process. Counted before the first paint, unthrottled, ' +
    'on loopback: `/404` 14 calls (8 render-style), `/licenca` 15 (9), `/sobre` 20 (14), `/` 23 (17), the floor 4 (2); ' +
    'with the web faces out of the CSS, 4 on each. Under the bench’s throttling a call that waits is slowed like work: ' +
    'Chromium’s throttler (`thread_cpu_throttler.cc`) interrupts the main thread every 200 µs and spins for (rate − 1) ' +
    'times the wall time since the last interruption, blocked or not. Measured in the bench before it was made: the site ' +
    'as built and a build without the web faces’ @font-face rules, alternated in four partial runs (`/`, `/sobre`, ' +
    '`/licenca`, `/parceiros`, `/404`, CPU calibrated to 6.2–10.4×), the 14 pairs of each route pooled: LCP over the ' +
    'floor `/` 508 → 300 ms, `/sobre` 262 → 226, `/licenca` 332 → 192, `/parceiros` 368 → 370, `/404` 254 → 102 (the two ' +
    'base runs alone read `/404` at +380 and +200). So the page’s CSS now declares only the fallbacks; ' +
    '`src/site/brand-faces.ts` loads the faces and adds each to `document.fonts` once it has loaded or failed; a visit ' +
    'without JavaScript links their stylesheet in a `<noscript>`. A later page keeps its faces at the first paint: on the ' +
    'second page of 10 visits from the HTTP cache (1280 px, 1× and 4×), the faces were added 45–170 ms in, before FCP ' +
    '(68–200 ms) each time. The code face’s stack now starts with Liberation Mono (four family misses before it on ' +
    '`/parceiros` and the workbench pages). Main-thread CPU before FCP over the floor, unthrottled, the same morning ' +
    '(`bench:first-paint-cpu`, 9 pairs, before the change; it counts no waiting): `/` 49 ms, `/parceiros` 43, ' +
    '`/comunidade` 39, `/player` 35, `/documentacao` 34, `/criar-sala` 31, `/produtos` 28, `/sobre` 27, `/termos-uso` 27, ' +
    '`/politica` 21, `/licenca` 17, `/404` 16, `/status` 16; the floor itself 16–22 ms. On `/404` and `/licenca` ' +
    '(`--variant`): without the page style sheet −11 and −7 ms, without the footer −4 and −4, without the header or ' +
    'every SVG within ±3. The run this file reported then came after it (CPU calibrated to 7.21×, then 6.61–10.19× within the ' +
    'run): 6 budgets missed, against 14 in the run before. Blocking time and INP met on every route (`/criar-sala` 168 ' +
    'and 176 ms, `/sobre` 141 and 176); LCP over the floor within the budget on `/criar-sala` (+160 ms), `/produtos` ' +
    '(+80), `/licenca` (+176), `/politica` (+168), `/status`, `/termos-uso`, `/404` and `/player` (image, +204); over it on ' +
    '`/` (+428), `/documentacao` (+428), `/parceiros` (+340), `/comunidade` (+300) and `/sobre` (+244), and Lighthouse ' +
    'scored `/comunidade` 99 (its simulated LCP 1,544 ms, which follows the machine’s load). On `/` the first frame still ' +
    'restyles, lays out and paints the whole page (traced: style 177 ms, layout 143, paint 162 against the floor’s 15, 8 ' +
    'and 30).',
  '- **The two web faces are added to the document together** (2026-11-29, morning), once both have loaded or failed: ' +
    'added one by one, a first visit swapped twice, and each swap restyles and lays out the whole page (traced on ' +
    '`/sobre` at 8× over DevTools’ slow 4G: layout tasks of 94 and 80 ms one after the other; a second visit, whose ' +
    'faces arrived together, had one of 136 ms). The blocking time of a full visit counts each such task. The run this ' +
    'file reported then came after it (CPU calibrated to 10.4×): 4 budgets missed, against 6 in the run before. LCP over the ' +
    'floor within the budget on 10 of 13 routes, over it on `/documentacao` (+260 ms), `/parceiros` (+220) and ' +
    '`/politica` (+216); blocking time over it on `/criar-sala` (246 ms: two rendering tasks of 148 and 122 ms and the ' +
    'React chunk, 129), met in the run before (168). `/` read +148 ms, against +428 in the run before with the same ' +
    'first paint: the spread of a 7-pair median, not a change. Earlier the same morning four partial runs (two of the ' +
    'site as served, two of a variant, alternated; `/`, `/comunidade`, `/sobre`, `/documentacao`, `/parceiros`; CPU ' +
    '7.0–9.9×) measured once more `<link rel="expect" blocking="render">` to main’s first section, given an id: FCP ' +
    'equal to LCP on every visit of `/`, and the 14 pooled pairs of each route as served → variant: `/` +316 → +348 ms, ' +
    '`/comunidade` +156 → +148, `/sobre` +234 → +222, `/documentacao` +210 → +178, `/parceiros` +160 → +256. The two ' +
    'runs of the site as served alone read `/` at +412 and +188. Not the lever, as above. Warm, a whole-page relayout ' +
    '(the width 412 ↔ 411 px, unthrottled, median of 41) takes 1–2 ms on `/`, `/documentacao`, `/politica` and ' +
    '`/parceiros`, with or without `text-wrap: balance`/`pretty`: the cost of the first frame is what is done once, ' +
    'cold (text shaped for the first time, fonts set up, layout objects made), not the layout algorithm.',
  '',
  'Read by hand on 2026-11-29, late morning (unthrottled main-thread CPU before the first paint, `npm run bench:first-paint-cpu`, 9–11 pairs; ' +
    'and the two complete runs of that day described with the pair counts, above):',
  '',
  '- **Where the first paint’s CPU goes, by trace event** (self thread time, medians of 9 visits, the floor then `/404`, `/`, `/documentacao`): ' +
    'in all 14, 30, 71 and 51 ms; layout (`LocalFrameView::performLayout`) 0.5, 2.6, 16.2 and 6.7; text shaping 0.2, 1.2, 6.6 and 3.7; style ' +
    'recalculation 0.4, 1.7, 6.7 and 3.3; the site’s module evaluated before the first paint 0, 2.2, 2.8 and 2.3; paint 0.2, 0.9, 3.0 and 2.0; ' +
    'HTML and CSS parsing 0.3, 2.1, 4.2 and 3.3. No one kind holds the cost; layout of the whole page is the largest part on `/`.',
  '- **Variants of `/`, against the page as served** (`--variant`, 9–11 pairs; an unchanged copy read +1.0 ms, pairs −21 to +23): without its ' +
    'comparison section −8.3 ms; every SVG of main removed −0.7; `letter-spacing`, `text-wrap`, `overflow-wrap` and tabular figures turned off ' +
    '−2.6; every space between tags removed (400 bytes) −4.8, pairs −15 to +14; the module script removed +1.0 (on `/404` +2.8). Fourteen more ' +
    'sizes and weights of text on `/404` cost 3.3 ms against 1.2 for the same fourteen paragraphs at one size: about 0.15 ms a combination.',
  '- **The HTML’s own arrival is a third or more of several routes’ cost.** In the two runs, the end of the HTML came after the floor’s by a median of 30–97 ms ' +
    'on every route but `/parceiros`, and by 183 and 199 ms on `/parceiros`: its response (837 bytes of headers, 14,219 of Brotli) is over the ten segments a TCP ' +
    'connection sends before its first acknowledgement (10 × 1,448 bytes here), and its end waits a round trip more. An earlier cut of its ' +
    'sections measured no change over 9 pairs (above); with pairs now taken until the verdict settles, about 600 bytes off `/parceiros` is the ' +
    'next thing to measure.',
  '',
  'Made and read by hand on 2026-11-29, midday (two complete runs of the same build, one right after the other; the second is the run this file reports):',
  '',
  '- **The CSS each page sends is trimmed to its markup.** A widget’s build-time render keeps in its shadow root’s `<style>` only the rules its ' +
    'markup can match (the element adopts its whole CSS once its code arrives): the fixed download bar’s 7.4 KB of CSS come down to 5.9, the ' +
    'inline one’s to 4.6. A custom property with one value all over the page is written in place of its `var()`. The Brotli bodies are 370–860 ' +
    'bytes smaller (`/` 11,496 → 10,731; `/parceiros` 14,219 → 13,363, with its headers 14,200 bytes: within the ten segments). Main-thread CPU ' +
    'before the first paint, old page against new (`--variant`, 11 pairs, unthrottled): `/` +2.5 ms, `/parceiros` −2.1, `/documentacao` +0.9, ' +
    '`/404` −0.5, all within the noise (a first reading of the `var()` change alone had given −4 ms on `/` and `/documentacao`). ' +
    '`text-rendering: optimizeSpeed` on the body read −0.4 and −1.3 ms on `/` and `/parceiros`: no lever either.',
  '- **`/parceiros` in one round trip did not lower its LCP.** Its HTML now ends 72 and 83 ms after the floor’s (183 and 199 ms in the two runs ' +
    'before), yet its LCP over the floor read +244 and +272 ms (+308 and +220 before). The page’s main thread, at the calibrated CPU, was still ' +
    'busy with the part that had arrived when the rest came, so the round trip saved was off the path. From the end of its HTML to its first ' +
    'paint a route took 315–492 ms in the first run, the floor 278–354: what stands between most routes and their budget is the work of the ' +
    'page (parse, style, layout, paint and text of the whole document, at some 9× slowdown), not its bytes.',
  '- **The two runs** (CPU calibrated to 8.9×; then 10.8×, 10.4×, 9.5× and 8.7× within the run): LCP over the floor `/` +248 then +300 ms, ' +
    '`/criar-sala` +116 then +176, `/player` +276 then +288 (image), `/comunidade` +216 then +276, `/produtos` +128 then +236, `/sobre` +88 then ' +
    '+168, `/documentacao` +180 then +164, `/licenca` +136 then +168, `/parceiros` +244 then +272, `/politica` +168 then +140, `/status` +92 ' +
    'then +112, `/termos-uso` +132 then +240, `/404` +84 then +122. They agreed on 11 of the 13 verdicts: `/`, `/comunidade` and `/parceiros` ' +
    'over the budget in both, `/produtos` and `/termos-uso` within it in the first (the first firmly) and over it in the second (`/termos-uso` ' +
    'firmly, 212 to 304 ms). Blocking time at most 162 ms (`/criar-sala`), INP at most 184, layout shift 0, every byte budget and Lighthouse 100 ' +
    'on every route in both runs.',
  '',
  'Made and read by hand on 2026-11-29, early afternoon (traces at a fixed 9× over DevTools’ slow 4G; partial runs of the bench, the site ' +
    'as built and a variant alternated, `BENCH_NO_BUILD=1 BENCH_ROUTES=/,/parceiros,/comunidade BENCH_PAIRS=9`, CPU calibrated to 9.5–10.9×, ' +
    'the 18 pairs of each route pooled; then the complete run this file reports):',
  '',
  '- **What the first paint of `/` waited for: a frame over everything the parser had.** Traced: the parser read the head (its 22.7 KB ' +
    'of CSS, 92 ms) in one slice and drew an empty frame; its next slice of 10 ms of wall time read lines 23–214 (the header, the hero, the ' +
    'features and half the comparison table, 10 KB), and the frame after it styled 153 elements (65 ms) and laid out 248 objects (190 ms) ' +
    'before it painted the h1. The floor’s whole first frame took 15 ms of layout.',
  '- **The opening’s CSS in the head, the rest right after the opening** (`src/build/opening-css.ts`). Parsing the second sheet ends ' +
    'the parser’s slice right after the opening, so the frame that paints the LCP holds the header and the opening alone (traced: 24 ' +
    'elements, 30 layout objects on `/`). Its cost left in that frame: the second sheet’s rules taken in (style 50 ms for 24 elements) and ' +
    'the first text laid out (55 ms). Measured before it was made, LCP over the floor, as built → variant: with the rest after main’s ' +
    'first section, `/` 294 → 280 ms, `/comunidade` 158 → 90, `/parceiros` 316 → 192; with the rest after the h1, `/` 296 → 132, ' +
    '`/comunidade` 214 → 262, `/parceiros` 278 → 286. The LCP element at the phone’s width is the h1 on `/` and `/404` and the lead right ' +
    'after it on eight (the player’s image on `/player`, the story’s first paragraph on `/sobre`, the status line on `/status`): after the h1 the second sheet came ' +
    'before the lead on those, and made their LCP frame dearer. Made with the opening as main’s h1 and the paragraphs right after it. ' +
    'The Brotli bodies grow by 85–195 bytes (rules of the opening that the rest repeats to keep the cascade); `/parceiros` with its ' +
    'headers is 14,379 bytes, within the ten segments.',
  '- **The run this file reports** (CPU calibrated to 8.38× twice, the benchmark reading 176–309 at that rate within the run: a busy ' +
    'machine): 1 budget missed, against 5 and 3 in the two runs before. LCP over the floor `/` +236 ms (25 pairs, interval 160–316, open), ' +
    '`/parceiros` +192 (open), `/comunidade` +164 (open), `/sobre` +152 (open), `/criar-sala` +128 (open), the seven others +76 to +140 ' +
    '(firm), `/player` +284 (image, budget 350, firm). The pairs of `/` spread from −320 to +832 ms.',
];

function bytesSection(results: Results): string[] {
  const rows = results.routes.map((route) => {
    const b = route.bytes;
    const t = b?.transferred;
    const k = (value: number | undefined) => (value === undefined ? '—' : kib(value).toFixed(1));
    return [
      `\`${route.path}\``,
      cell(route, 'firstPaint', b ? b.firstPaintBytes.toLocaleString('en-US') : '—'),
      cell(route, 'fonts', `${k(t?.font)}${b?.fonts.length ? ` (${b.fonts.length} files)` : ''}`),
      cell(route, 'js', k(t?.js)) + (b?.widgets.length ? '' : ' ⁰'),
      cell(route, 'html', k(t?.html)),
      cell(route, 'css', k(t?.css)),
      cell(route, 'imageBytes', k(t?.img)),
      cell(route, 'images', b ? String(b.imageProblems.length) : '—'),
      cell(route, 'renderBlockingScript', b ? String(b.renderBlockingScripts.length) : '—'),
      cell(route, 'requests', t ? String(t.requests) : '—'),
      cell(route, 'homeTotal', k(t?.total)),
    ].join(' | ');
  });
  const uncompressed = results.routes.flatMap((route) =>
    (route.bytes?.uncompressed ?? []).map((url) => `\`${new URL(url).pathname}\` on \`${route.path}\``),
  );
  return [
    '## Bytes of each page',
    '',
    'From the first visit of each route above: every request the page made from its load to the bottom of the page (widgets, lazy images and fonts used further down included), ' +
      'empty cache, `Accept-Encoding: br, gzip`. KiB = 1024 bytes; transferred = response headers + body as sent. "First paint" is the HTML document as sent, headers and compressed body: ' +
      'every style the first paint needs is inlined, so it needs this response alone. Fonts: every request of type font or named .woff2/.woff, summed.',
    '',
    `Budgets (binding): first paint ≤ ${BYTE_BUDGETS.firstPaintBytes.toLocaleString('en-US')} bytes (the 10 TCP segments of 1,448 bytes a new connection sends before its first acknowledgement: the end of a larger document waits a round trip more) and no render-blocking stylesheet; fonts ≤ ${BYTE_BUDGETS.fontsKib} KiB; ` +
      `JS ≤ ${BYTE_BUDGETS.jsWithWidgetsKib} KiB with widgets, ≤ ${BYTE_BUDGETS.jsWithoutWidgetsKib} KiB without (⁰); HTML ≤ ${BYTE_BUDGETS.htmlKib} KiB, CSS ≤ ${BYTE_BUDGETS.cssKib} KiB, ` +
      `images ≤ ${BYTE_BUDGETS.imagesKib} KiB transferred; images AVIF/WebP with width/height and lazy below the fold (0 problems); no render-blocking script; ` +
      `≤ ${BYTE_BUDGETS.requests} requests; the home page ≤ ${BYTE_BUDGETS.homeTotalKib} KiB in total.`,
    '',
    '| route | first paint bytes | fonts KiB | JS KiB | HTML KiB | CSS KiB | images KiB | image problems | blocking scripts | requests | total KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    ...(uncompressed.length ? ['', `Sent without compression: ${uncompressed.join(', ')}.`] : []),
    '',
    'What these figures do not cover: one phone viewport (412 px wide; a wider screen may choose larger image candidates); what a returning visitor has cached; ' +
      'files fetched only after an interaction the visit does not make.',
  ];
}

function lighthouseSection(results: Results): string[] {
  const lighthouse = results.lighthouse;
  if (!lighthouse) return ['## Lighthouse', '', 'Not run.'];
  const rows = results.routes.map((route) => {
    const f = route.lighthouse;
    return [
      `\`${route.path}\``,
      cell(route, 'performance', fmt(f?.scores.performance)),
      cell(route, 'accessibility', fmt(f?.scores.accessibility)),
      cell(route, 'best-practices', fmt(f?.scores['best-practices'])),
      cell(route, 'seo', fmt(f?.scores.seo)),
      cell(route, 'lhTbt', `${fmt(f?.tbtMs)} ms`),
      fmt(f?.cls, 3),
      cell(route, 'lhLcp', `${fmt(f?.lcpMs === null || f?.lcpMs === undefined ? null : f.lcpMs / 1000, 2)} s`),
    ].join(' | ');
  });
  const byDesign = results.routes.flatMap((route) =>
    route.checks
      .filter((check) => check.pass && check.detail?.includes('by design'))
      .map((check) => `- \`${route.path}\` ${check.label} ${check.value}: ${check.detail}; counted as met.`),
  );
  return [
    '## Lighthouse',
    '',
    `Lighthouse ${lighthouse.version} through \`@lhci/cli\`: \`lhci collect\` (mobile preset, simulated throttling, the system Chromium), ${results.runs.lighthouse} run(s) per route; ` +
      '`lhci assert` on the median of the runs. The 404 page is audited at `/nao-existe`. Every report (HTML and JSON) was kept in ' +
      `\`${lighthouse.reportsDir}\` on the measuring machine.${lighthouse.error ? ` **${lighthouse.error}.**` : ''}`,
    '',
    `Budgets: every category = 100 and TBT ≤ ${LIGHTHOUSE_BUDGETS.tbtMs} ms (binding); simulated LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpAlarmMs / 1000} s is a regression alarm only (⚠, never a failure): ` +
      'the LCP budget that binds is the measured one above.',
    '',
    '| route | Perf | A11y | BP | SEO | TBT | CLS | LCP (simulated, alarm) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
    ...(byDesign.length ? ['', 'Audits that fail by design (left out of the assertion):', ...byDesign] : []),
    '',
    "What these figures do not cover: Lighthouse's LCP is not measured but simulated (Lantern) from an unthrottled load on loopback, and its model keeps a module script that ran " +
      "before the LCP in the LCP's dependency graph whenever its download ended first (it looks for `EvaluateScript` trace events, and Chromium traces a module's run as " +
      "`v8.evaluateModule`: GoogleChrome/lighthouse#17163). A page that loads the site's module script is then simulated at the HTML's arrival plus two round trips or more, a cost " +
      'no visitor sees: over the emulated link Chromium paints the LCP before that script matters. Hence the alarm at 1 s, not a budget. The category scores check one page load ' +
      'on a phone screen, not the interactions; the simulated timings scale with how busy this shared machine was.',
  ];
}

function embedSection(results: Results): string[] {
  const embed = results.embed;
  if (!embed) return ['## Embed', '', 'Not measured.'];
  const rows = embed.checks.map(
    (check) =>
      `| ${check.label} | ${check.value ?? '—'}${check.detail ? ` (${check.detail})` : ''} | ${check.limit}${mark(check)} |`,
  );
  const files = (title: string, scripts: EmbedResults['bar']['scripts']) => [
    '',
    `| ${title}: file | encoding | body KiB | transferred KiB |`,
    '|---|---|---|---|',
    ...scripts.map(
      (r) =>
        `| \`${new URL(r.url).pathname}\` | ${r.encoding} | ${kib(r.bodyBytes).toFixed(1)} | ${kib(r.transferBytes).toFixed(1)} |`,
    ),
  ];
  return [
    '## Embed',
    '',
    'Partner pages on a second loopback origin load `<script type="module" src="<site>/embed/v1/echojam.js">` and either one `<echojam-download-bar variant="inline">` ' +
      `or one of each partner-facing element (${Object.keys(PARTNER_ELEMENTS)
        .map((tag) => `\`${tag}\``)
        .join(', ')}). Playwright (phone screen, Brotli, empty cache) waits until every element ` +
      "matches `:state(live)` and the network is idle; transferred = headers + compressed bodies of our origin's scripts. DOMContentLoaded → bar: a partner page whose image " +
      `the partner's server holds ${EMBED_TIMING.imageHoldMs / 1000} s (so \`load\` fires late), CPU slowed ${EMBED_TIMING.cpuSlowdownRate}×, network not throttled; median of ${EMBED_TIMING.runs} runs.`,
    '',
    '| figure | value | budget (binding) |',
    '|---|---|---|',
    ...rows,
    ...files('download bar only', embed.results.bar.scripts),
    ...files('every widget', embed.results.everyWidget.scripts),
    '',
    `What these figures do not cover: the network between a partner's visitors and our server (loopback here), and the partner page's own work; budgets: bar ≤ ${EMBED_BUDGETS.barJsKib} KiB, ` +
      `every widget ≤ ${EMBED_BUDGETS.everyWidgetJsKib} KiB, loader ≤ ${EMBED_BUDGETS.loaderKib} KiB.`,
  ];
}

export function benchmarksMarkdown(results: Results): string {
  const sections = [
    intro(results),
    cpuSection(results),
    visitSection(results),
    traceSection(results),
    bytesSection(results),
    lighthouseSection(results),
    embedSection(results),
  ];
  return sections.map((lines) => lines.join('\n')).join('\n\n') + '\n';
}

export function writeBenchmarks(results: Results): void {
  writeFileSync(BENCHMARKS, benchmarksMarkdown(results));
}
