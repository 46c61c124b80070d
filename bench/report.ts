/**
 * bench/results.json (everything) and the BENCHMARKS.md sections this benchmark owns. Other
 * sections of BENCHMARKS.md (for example "## Load") are left exactly as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BYTE_BUDGETS, EMBED_BUDGETS, EMBED_TIMING, FLOW_BUDGETS, LIGHTHOUSE_BUDGETS } from './budgets.ts';
import type { BarTiming } from './embed-timing.ts';
import type { RouteFlow } from './flow.ts';
import { FLOW_SECTION, flowSection } from './flow-report.ts';
import type { LinkCalibration } from './emulated-link.ts';
import type { LinkLcpResult } from './link-lcp.ts';
import { LINK_SECTION, linkSection } from './link-report.ts';
import type { RouteLighthouse } from './lighthouse.ts';
import { PARTNER_ELEMENTS, ROOT } from './servers.ts';
import { kib, nearestTo } from './stats.ts';
import type { EmbedPageBytes, EmbedTransfer, PageTransfer } from './transfer.ts';
import type { Check, CheckId } from './verdicts.ts';

export const LIGHTHOUSE_SECTION = '## Lighthouse and byte budgets (npm run bench)';
export const EMBED_SECTION = '## Embed (npm run bench)';

export interface Machine {
  cpus: number;
  model: string;
  totalMemoryGiB: number;
  os: string;
  node: string;
  chromium: string;
  lighthouse: string;
}

export interface RouteResult {
  path: string;
  url: string;
  lighthouse: RouteLighthouse;
  transfer: PageTransfer;
  checks: Check[];
}

/** The user-flow visit of one widget route. */
export interface FlowResult {
  path: string;
  url: string;
  flow: RouteFlow;
  checks: Check[];
}

export interface LinkRouteResult {
  path: string;
  url: string;
  lcp: LinkLcpResult;
  checks: Check[];
}

/** LCP over the emulated link (bench/emulated-link.ts), or why it was not measured. */
export interface LinkResults {
  calibration: LinkCalibration | null;
  routes: LinkRouteResult[];
  skipped?: string;
}

export interface Results {
  date: string;
  command: string;
  durationSeconds: number;
  machine: Machine;
  runsPerRoute: number;
  budgets: {
    lighthouse: typeof LIGHTHOUSE_BUDGETS;
    bytes: typeof BYTE_BUDGETS;
    embed: typeof EMBED_BUDGETS;
    flow?: typeof FLOW_BUDGETS;
  };
  routes: RouteResult[];
  /** Absent in results written before the user flows existed. */
  flows?: FlowResult[];
  embed: { transfer: EmbedTransfer; checks: Check[] };
  /** Absent in results written before the emulated link existed. */
  link?: LinkResults;
  failures: string[];
  pass: boolean;
  /** The parts measured on every route with 3 runs or more (absent in results written before the user flows). */
  complete?: CompleteParts;
}

export function writeResults(results: Results): string {
  const path = join(ROOT, 'bench', 'results.json');
  writeFileSync(path, JSON.stringify(results, null, 2) + '\n');
  return path;
}

export const mark = (check: Check | undefined) => (check ? (check.pass ? ' ✓' : ' ✗') : '');

/** "- `/player` LCP: 982 (budget ≤ 900 ms)", one line per budget `path` missed. */
export function missedBudgetLines(path: string, checks: readonly Check[]): string[] {
  return checks
    .filter((check) => !check.pass)
    .map(
      (check) =>
        `- \`${path}\` ${check.label}: ${check.value ?? 'not measured'} (budget ${check.limit})${check.detail ? ` — ${check.detail}` : ''}`,
    );
}

/** "**2 budgets missed:**" over the lines of missedBudgetLines, or `allMet` when there are none. */
export function missedBudgetsHeading(failures: readonly string[], allMet: string): string {
  return failures.length ? `**${failures.length} budget${failures.length === 1 ? '' : 's'} missed:**` : allMet;
}
export const fmt = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);

function routeRow(route: RouteResult): string {
  const check = (id: CheckId) => route.checks.find((candidate) => candidate.id === id);
  const m = route.lighthouse.median;
  const t = route.transfer.transferred;
  const error = route.transfer.error !== undefined;
  const bytes = (value: number) => (error ? '—' : kib(value).toFixed(1));
  const total = bytes(t.total) + mark(check('homeTotal'));
  const js = bytes(t.js) + mark(check('js')) + (route.transfer.hasWidgets ? '' : ' ⁰');
  const firstPaint = (error ? '—' : kib(route.transfer.firstPaintBytes).toFixed(1)) + mark(check('firstPaint'));
  const blocking = check('renderBlockingScript');
  return [
    `\`${route.path}\``,
    fmt(m.performance) + mark(check('performance')),
    fmt(m.accessibility) + mark(check('accessibility')),
    fmt(m.bestPractices) + mark(check('bestPractices')),
    fmt(m.seo) + mark(check('seo')),
    fmt(m.lcpMs === null ? null : m.lcpMs / 1000, 2) + ' s' + mark(check('lcp')),
    fmt(m.tbtMs) + ' ms' + mark(check('tbt')),
    fmt(m.cls, 3) + mark(check('cls')),
    js,
    bytes(t.html) + mark(check('html')),
    bytes(t.css) + mark(check('css')),
    firstPaint,
    (blocking?.value ?? '—') + mark(blocking),
    bytes(t.img) + mark(check('imageBytes')),
    mark(check('images')).trim() || '—',
    (error ? '—' : String(t.requests)) + mark(check('requests')),
    total,
  ].join(' | ');
}

/** "`/player`: `img.preview__image`, TTFB 452 + Load Delay 0 + Load Time 0 + Render Delay 518 ms (LCP 970 ms)", from the run nearest the median. */
function lcpBreakdown(route: RouteResult): string | null {
  const median = route.lighthouse.median.lcpMs;
  if (median === null) return null;
  const runs = route.lighthouse.runs.filter((run) => !run.error && !run.discarded && run.metrics.lcpMs !== null);
  const run = nearestTo(runs, median, (candidate) => candidate.metrics.lcpMs!);
  if (!run?.lcpPhases) return null;
  const element = run.lcpElement?.split(' <')[0]?.split(' > ').at(-1) ?? '—';
  const phases = Object.entries(run.lcpPhases)
    .map(([phase, ms]) => `${phase} ${ms}`)
    .join(' + ');
  return `- \`${route.path}\`: \`${element}\`, ${phases} ms (LCP ${fmt(run.metrics.lcpMs)} ms)`;
}

function lighthouseSection(results: Results): string {
  const m = results.machine;
  const failures = results.routes.flatMap((route) => missedBudgetLines(route.path, route.checks));
  const notes = results.routes.flatMap((route) =>
    route.checks
      .filter((check) => check.pass && check.detail && ['accessibility', 'bestPractices', 'seo'].includes(check.id))
      .map((check) => `- \`${route.path}\` ${check.label} ${check.value}: ${check.detail}; counted as met.`),
  );
  const disturbed = results.routes.flatMap((route) =>
    route.lighthouse.runs
      .filter((run) => run.discarded)
      .map((run) => `\`${route.path}\` run ${run.index + 1} (${run.discarded})`),
  );
  const noisy = results.routes.reduce(
    (sum, route) => sum + route.lighthouse.runs.filter((run) => !run.cpuQuiet && !run.discarded).length,
    0,
  );
  const lines = [
    LIGHTHOUSE_SECTION,
    '',
    `Command: \`npm run bench\` (\`tsx bench/run.ts\`). Measured ${results.date} in ${Math.round(results.durationSeconds / 60)} min on ${m.cpus} × ${m.model}, ` +
      `${m.totalMemoryGiB} GiB, ${m.os}, Node ${m.node}, Chromium ${m.chromium}, Lighthouse ${m.lighthouse}. Figures: \`bench/results.json\` (every run).`,
    '',
    `Lighthouse ${m.lighthouse}, mobile preset (default config: simulated throttling, Moto G Power screen), ` +
      `categories Performance, Accessibility, Best Practices, SEO; ${results.runsPerRoute} runs per route, each after waiting for a quiet CPU, ` +
      'a disturbed run (an error, or a Performance score more than 4 points under the other runs) redone once; the table shows the median of each figure. ' +
      'Bytes: Playwright in the same Chromium with a phone viewport and `Accept-Encoding: br`, fresh cache, page scrolled to the bottom and left until the ' +
      'network is idle (widgets load when visible); KiB = 1024 bytes; transferred = response headers + body. ' +
      '"First paint" is the HTML document plus its render-blocking CSS, compressed bodies. The 404 page is audited at `/nao-existe`.',
    '',
    `Budgets: Performance ≥ ${LIGHTHOUSE_BUDGETS.performance}; A11y, BP, SEO = 100; LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpMs / 1000} s; TBT ≤ ${LIGHTHOUSE_BUDGETS.tbtMs} ms; ` +
      `CLS ≤ ${LIGHTHOUSE_BUDGETS.cls}; first paint ≤ ${BYTE_BUDGETS.firstPaintKib} KiB; no render-blocking script; JS ≤ ${BYTE_BUDGETS.jsWithWidgetsKib} KiB with widgets, ` +
      `≤ ${BYTE_BUDGETS.jsWithoutWidgetsKib} KiB without (⁰); HTML ≤ ${BYTE_BUDGETS.htmlKib} KiB, CSS ≤ ${BYTE_BUDGETS.cssKib} KiB, images ≤ ${BYTE_BUDGETS.imagesKib} KiB transferred; ` +
      `≤ ${BYTE_BUDGETS.requests} requests; ` +
      `images AVIF/WebP with width/height, lazy below the fold (img rules column); home ≤ ${BYTE_BUDGETS.homeTotalKib} KiB in total.`,
    '',
    '| route | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS KiB | HTML KiB | CSS KiB | HTML+CSS first paint KiB | blocking scripts | img KiB | img rules | requests | total KiB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.routes.map((route) => `| ${routeRow(route)} |`),
    '',
    missedBudgetsHeading(failures, '**Every route meets every budget.**'),
    ...failures,
  ];
  const lcpMisses = results.routes
    .filter((route) => route.checks.some((check) => check.id === 'lcp' && !check.pass))
    .map(lcpBreakdown)
    .filter((line): line is string => line !== null);
  if (lcpMisses.length)
    lines.push(
      '',
      "LCP element and phases over the LCP budget (the run whose LCP is nearest the median; Lighthouse's largest-contentful-paint-element audit):",
      ...lcpMisses,
    );
  if (notes.length) lines.push('', 'Audits that fail by design:', ...notes);
  const uncompressed = results.routes.flatMap((route) =>
    route.transfer.uncompressed.map((url) => `\`${new URL(url).pathname}\` on \`${route.path}\``),
  );
  if (uncompressed.length) lines.push('', `Sent without compression: ${uncompressed.join(', ')}.`);
  lines.push(
    '',
    `Runs redone as disturbed: ${disturbed.length ? disturbed.join('; ') : 'none'}. Runs kept that started while the CPU was busy: ${noisy}.`,
  );
  lines.push(
    '',
    'What these figures do not cover:',
    '- **LCP**: not measured but simulated by Lighthouse (Lantern) from an unthrottled load of this server on loopback, over HTTP/1.1 without TLS: 150 ms round trips, ' +
      '1.6 Mbit/s, 4× CPU (layout 2×), about 600 ms until the HTML has arrived. Two rules of the simulation set a floor under some pages whatever their files weigh. ' +
      "(1) Each request after the HTML takes at least one round trip, and only one at a time reuses the HTML's connection: a request that overlaps it gets a new one " +
      "(a handshake: about 300 ms even for a 3 KiB file). (2) The LCP's graph keeps every script that ran before the LCP in the unthrottled load it starts from; " +
      "a module script it keeps whenever its download ended before the LCP, as it looks for `EvaluateScript` trace events and Chromium traces a module's run as " +
      "`v8.evaluateModule` (Lighthouse issue #17163). So a page whose LCP is a fetched image and which loads the site's module `main.js` (it sets the menu " +
      "button's `aria-expanded` and keeps what the visitor does to a widget before its code arrives, so it runs at once) is simulated at 600 ms + two round trips " +
      "or more: `/player`, in both of Lantern's graphs (the render delay above). A lazy image below the fold that arrives before the first paint takes the " +
      "HTML's connection in the pessimistic graph the same way (`/`, `/parceiros`, `/widgets/player-demo`); their LCP is text, and the optimistic graph, " +
      'averaged in, keeps them under the budget. Chromium over the emulated link (its own section below) does open a second connection too, but for `main.js`: ' +
      "the build puts the script last in the page, so the screenshot is asked for first and gets the HTML's connection, no handshake before it. On loopback, " +
      'without throttling, `main.js` still runs before the screenshot is painted, so the simulation keeps it, on a new connection.',
  );
  return lines.join('\n');
}

/** "71.5 KiB (66.4 KiB of bodies, 10 files)" for one partner page, "—" when it was not measured. */
function embedBytes(page: EmbedPageBytes | undefined): string {
  if (!page || page.error) return page?.error ? `— (${page.error})` : '—';
  return `${kib(page.jsTransferBytes).toFixed(1)} KiB (${kib(page.jsBodyBytes).toFixed(1)} KiB of bodies, ${page.scripts} files)`;
}

function embedFiles(title: string, page: EmbedPageBytes | undefined): string[] {
  if (!page) return [];
  const rows = page.resources
    .filter((resource) => resource.kind === 'js')
    .map(
      (resource) =>
        `| \`${new URL(resource.url).pathname}\` | ${resource.encoding} | ${kib(resource.bodyBytes).toFixed(1)} | ${kib(resource.transferBytes).toFixed(1)} |`,
    );
  return ['', `| ${title}: file | encoding | body KiB | transferred KiB |`, '|---|---|---|---|', ...rows];
}

/** The DOMContentLoaded → bar row's value: the median, each run, and the readyState each run saw. */
function barTimingValue(timing: BarTiming | undefined): { time: string; beforeLoad: string } {
  if (!timing) return { time: '—', beforeLoad: '—' };
  const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
  const loadFired = timing.runs.some((run) => run.loadFiredAtBar !== false);
  return {
    time: `${ms(timing.medianMs)} ms (runs ${timing.runs.map((run) => ms(run.dclToBarMs)).join(', ')} ms)`,
    beforeLoad: `readyState ${timing.runs.map((run) => run.readyStateAtBar ?? '—').join(', ')}; \`load\` ${loadFired ? 'had fired in a run' : 'not fired'}`,
  };
}

function embedSection(results: Results): string {
  const e = results.embed.transfer;
  const every = e.everyWidget;
  const timing = barTimingValue(e.barTiming);
  const check = (id: CheckId) => results.embed.checks.find((candidate) => candidate.id === id);
  const budget = (id: CheckId) => `${check(id)?.limit ?? '—'}${mark(check(id))}`;
  return [
    EMBED_SECTION,
    '',
    'Partner pages on a second loopback origin load `<script type="module" src="<site>/embed/v1/echojam.js">` and either one ' +
      '`<echojam-download-bar variant="inline">` ("download bar only") or one of each partner-facing element ("every widget": ' +
      `${Object.keys(PARTNER_ELEMENTS)
        .map((tag) => `\`${tag}\``)
        .join(', ')}; the toaster is made by the code when a toast is raised, and none is). ` +
      'Playwright (system Chromium, phone viewport, `Accept-Encoding: br`, fresh cache) waits for every element to be live (`:state(live)`) and the network to be idle; ' +
      'no interaction. Transferred = response headers + compressed bodies, our origin only. ' +
      `DOMContentLoaded → bar: a partner page whose image the partner's server holds for ${EMBED_TIMING.imageHoldMs / 1000} s (so \`load\` fires late), ` +
      `CPU slowed ${EMBED_TIMING.cpuSlowdownRate}× (CDP \`Emulation.setCPUThrottlingRate\`), network not throttled (loopback); the partner's own script file polls ` +
      "the bar once a frame and records `performance.now()` and `document.readyState` when it matches `:state(live)`, against the navigation entry's " +
      `\`domContentLoadedEventStart\`; median of ${EMBED_TIMING.runs} runs, each in a fresh browser context after a quiet-CPU wait. ` +
      `Measured ${results.date} with \`npm run bench\`, same machine as above.`,
    '',
    '| figure | value | budget |',
    '|---|---|---|',
    `| download bar only: all JavaScript transferred (headers + compressed bodies), React included | ${embedBytes(e)} | ${budget('embedJs')} |`,
    `| every widget: all JavaScript transferred (headers + compressed bodies), React included | ${embedBytes(every)} | ${budget('embedEveryWidgetJs')} |`,
    `| the loader \`/embed/v1/echojam.js\`, compressed | ${e.loaderBodyBytes === null ? '—' : kib(e.loaderBodyBytes).toFixed(2)} KiB | ${budget('embedLoader')} |`,
    `| the bar renders, CORS on every script | ${e.upgraded ? 'yes' : 'no'}${e.corsMissing.length ? `, missing CORS: ${e.corsMissing.length}` : ''} | ${budget('embedRenders')} |`,
    `| every widget renders, CORS on every script | ${every ? `${every.live.length}/${every.widgets.length} live` : '—'}${every?.corsMissing.length ? `, missing CORS: ${every.corsMissing.length}` : ''} | ${budget('embedEveryWidgetRenders')} |`,
    `| DOMContentLoaded → download bar live, slow image, ${EMBED_TIMING.cpuSlowdownRate}× CPU, median | ${timing.time} | ${budget('embedBarTime')} |`,
    `| the bar is live before \`load\` (document.readyState at that moment) | ${timing.beforeLoad} | ${budget('embedBarBeforeLoad')} |`,
    ...embedFiles('download bar only', e),
    ...embedFiles('every widget', every),
  ].join('\n');
}

/** Replaces (or appends) one "## " section of a Markdown document, leaving the rest untouched. */
export function replaceSection(document: string, heading: string, body: string): string {
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) return document.replace(/\n*$/, '\n\n') + body + '\n';
  let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  if (end === -1) end = lines.length;
  const after = lines.slice(end);
  return [...lines.slice(0, start), ...body.split('\n'), ...(after.length ? ['', ...after] : [''])].join('\n');
}

/** Which sections a run measured completely (every route, 3 runs or more): only those are rewritten. */
export interface CompleteParts {
  lighthouse: boolean;
  flows: boolean;
  /** Absent in results written before the emulated link existed. */
  link?: boolean;
}

export function writeBenchmarks(results: Results, complete: CompleteParts): string {
  const path = join(ROOT, 'BENCHMARKS.md');
  // Read just before writing: another helper may have changed its own section meanwhile.
  let document = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  if (complete.lighthouse) {
    document = replaceSection(document, LIGHTHOUSE_SECTION, lighthouseSection(results));
    document = replaceSection(document, EMBED_SECTION, embedSection(results));
  }
  if (complete.flows) document = replaceSection(document, FLOW_SECTION, flowSection(results));
  if (complete.link) document = replaceSection(document, LINK_SECTION, linkSection(results));
  writeFileSync(path, document);
  return path;
}
