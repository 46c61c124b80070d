/**
 * `npm run bench`: build, serve dist/ with the production server, measure bytes per route and for the
 * partner embed (the download bar alone, every widget, and DOMContentLoaded → bar live on a partner page
 * slow to `load`, at 4× CPU: bench/embed-timing.ts), run Lighthouse on every route, then a Lighthouse
 * user flow on every widget route (a navigation and a timespan that scrolls through the page and uses
 * each widget: bench/flow.ts), measure LCP in Chromium over an emulated slow-4G link (as root:
 * bench/emulated-link.ts), write bench/results.json and the BENCHMARKS.md sections, exit 1 when a
 * budget is missed (2 when the benchmark itself could not run).
 *
 * Environment (for working on the benchmark itself; a real measurement uses none of them):
 *   BENCH_RUNS=3        Lighthouse runs and user-flow runs per route
 *   BENCH_ROUTES=/,/sobre   only these routes
 *   BENCH_NO_BUILD=1    use the existing dist/
 *   BENCH_NO_LIGHTHOUSE=1 / BENCH_NO_FLOW=1 / BENCH_NO_LINK=1   leave out the navigation runs / the user flows / the emulated link
 *   BENCH_REPORT_ONLY=1 measure nothing: recompute the verdicts and BENCHMARKS.md from bench/results.json
 *   BENCH_QUIET_WAIT=30 longest wait for a quiet CPU before one Lighthouse run, seconds (all waits: 4 min at most)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cpus, release, totalmem, type } from 'node:os';
import { ROUTES } from '../src/content/routes.ts';
import { auditPath, BYTE_BUDGETS, EMBED_BUDGETS, FLOW_BUDGETS, LIGHTHOUSE_BUDGETS } from './budgets.ts';
import { calibrateLink, linkUnavailable, SERVER_IP, startEmulatedLink, type EmulatedLink } from './emulated-link.ts';
import { flowRoute } from './flow.ts';
import { flowChecks } from './flow-verdicts.ts';
import { lighthouseRoute } from './lighthouse.ts';
import { LinkLcpMeter } from './link-lcp.ts';
import { linkChecks } from './link-report.ts';
import {
  writeBenchmarks,
  writeResults,
  type CompleteParts,
  type FlowResult,
  type LinkResults,
  type Machine,
  type Results,
  type RouteResult,
} from './report.ts';
import { ROOT, snapshotDist, startPartner, startSite, type PartnerServer, type SiteServer } from './servers.ts';
import { TransferMeter, type EmbedPageBytes, type EmbedTransfer, type PageTransfer } from './transfer.ts';
import { embedChecks, routeChecks, type Check } from './verdicts.ts';

const started = Date.now();
/** Past this, disturbed runs are no longer redone: the whole bench stays bounded. */
const SOFT_LIMIT_MS = 12 * 60_000;
/** Past this, routes not yet audited get a single Lighthouse run. */
const HARD_LIMIT_MS = 20 * 60_000;
/** The user flows get their own limit, counted from their start: past it, routes not yet visited get a single run. */
const FLOW_HARD_LIMIT_MS = 25 * 60_000;
/** All quiet-CPU waits together. */
const WAIT_BUDGET_MS = 4 * 60_000;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const quietWaitMs = Number(process.env.BENCH_QUIET_WAIT ?? 30) * 1000;
const onlyRoutes = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());
const log = (line: string) => console.log(line);

// Lighthouse can reject late ("Target closed", "Session closed") after a run has timed out: note it, carry on.
process.on('unhandledRejection', (reason) => {
  console.warn(`bench: late error ignored: ${String((reason as Error)?.message ?? reason).slice(0, 200)}`);
});

let site: SiteServer | undefined;
let snapshot: { dir: string; remove(): void } | undefined;
let partner: PartnerServer | undefined;
let meter: TransferMeter | undefined;
let link: EmulatedLink | undefined;
let linkSite: SiteServer | undefined;
let linkMeter: LinkLcpMeter | undefined;

async function main(): Promise<number> {
  snapshot = snapshotDist(process.env.BENCH_NO_BUILD !== '1');
  site = await startSite(snapshot.dir);
  log(`bench: production server at ${site.origin}`);
  const routes = ROUTES.filter((route) => !onlyRoutes || onlyRoutes.includes(route.path));

  // 1. Bytes (Playwright), every route, then the embed from a second origin.
  meter = await TransferMeter.launch();
  const chromiumVersion = meter.version();
  const transfers = new Map<string, PageTransfer>();
  for (const route of routes) {
    const transfer = await meter.measurePage(site.origin + auditPath(route.path));
    transfers.set(route.path, transfer);
    const t = transfer.transferred;
    if (transfer.uncompressed.length)
      console.warn(`bench: sent uncompressed on ${route.path}: ${transfer.uncompressed.join(', ')}`);
    log(
      `bytes ${route.path}: ${transfer.error ?? `JS ${(t.js / 1024).toFixed(1)} KiB, CSS ${(t.css / 1024).toFixed(1)}, img ${(t.img / 1024).toFixed(1)}, total ${(t.total / 1024).toFixed(1)} KiB in ${t.requests} requests, first paint ${(transfer.firstPaintBytes / 1024).toFixed(1)} KiB`}`,
    );
  }
  partner = await startPartner(site.origin);
  const embed = await meter.measureEmbed(partner.pages, site.origin);
  for (const line of embedLines(embed)) log(line);
  await partner.stop();
  partner = undefined;
  await meter.close();
  meter = undefined;

  // 2. Lighthouse, N runs per route.
  const results: RouteResult[] = [];
  const waitBudget = { remainingMs: WAIT_BUDGET_MS };
  const withLighthouse = process.env.BENCH_NO_LIGHTHOUSE !== '1';
  for (const route of withLighthouse ? routes : []) {
    const url = site.origin + auditPath(route.path);
    log(`lighthouse ${route.path} (${url})`);
    const lighthouse = await lighthouseRoute(url, route.path === '/404', {
      runs,
      quietWaitMs,
      waitBudget,
      redoDeadline: started + SOFT_LIMIT_MS,
      hardDeadline: started + HARD_LIMIT_MS,
      log,
    });
    results.push({ path: route.path, url, lighthouse, transfer: transfers.get(route.path)!, checks: [] });
  }

  // 3. The user-flow visit of every route with widgets (in its HTML or made by its script).
  const flows: FlowResult[] = [];
  const flowsStarted = Date.now();
  const flowWaitBudget = { remainingMs: WAIT_BUDGET_MS };
  for (const route of process.env.BENCH_NO_FLOW === '1' ? [] : routes) {
    if (!transfers.get(route.path)?.hasWidgets) continue;
    const url = site.origin + auditPath(route.path);
    log(`user flow ${route.path} (${url})`);
    const flow = await flowRoute(url, {
      runs,
      quietWaitMs,
      waitBudget: flowWaitBudget,
      hardDeadline: flowsStarted + FLOW_HARD_LIMIT_MS,
      log,
    });
    flows.push({ path: route.path, url, flow, checks: [] });
  }

  // 4. LCP in Chromium over the emulated slow-4G link, the site server behind it.
  const withLink = process.env.BENCH_NO_LINK !== '1';
  const linkResults = withLink ? await measureOverLink(routes, snapshot.dir) : undefined;

  const report: Results = {
    date: new Date().toISOString(),
    command: 'npm run bench',
    durationSeconds: Math.round((Date.now() - started) / 1000),
    machine: machine(chromiumVersion),
    runsPerRoute: runs,
    budgets: { lighthouse: LIGHTHOUSE_BUDGETS, bytes: BYTE_BUDGETS, embed: EMBED_BUDGETS, flow: FLOW_BUDGETS },
    routes: results,
    flows,
    embed: { transfer: embed, checks: [] },
    link: linkResults,
    failures: [],
    pass: false,
    complete: {
      lighthouse: !onlyRoutes && runs >= 3 && withLighthouse,
      flows: !onlyRoutes && runs >= 3 && process.env.BENCH_NO_FLOW !== '1',
      // A machine that cannot set the link up still gets the section, saying why.
      link: !onlyRoutes && runs >= 3 && withLink,
    },
  };
  return finish(report, report.complete!);
}

/** Every route's LCP over the emulated link, or why the link could not be set up here. */
async function measureOverLink(routes: readonly { path: string }[], distDir: string): Promise<LinkResults> {
  const unavailable = linkUnavailable();
  if (unavailable) {
    log(`emulated link: not measured (${unavailable})`);
    return { calibration: null, routes: [], skipped: unavailable };
  }
  link = await startEmulatedLink();
  linkSite = await startSite(distDir, { host: SERVER_IP, netns: link.namespace });
  const calibration = await calibrateLink(linkSite.origin, '/images/player-preview-1280.webp');
  log(
    `emulated link: ${linkSite.origin}, TCP handshake ${calibration.connectMs} ms, ${calibration.downloadKbps} kbit/s`,
  );
  linkMeter = await LinkLcpMeter.launch();
  const measured: LinkResults['routes'] = [];
  for (const route of routes) {
    const url = linkSite.origin + auditPath(route.path);
    const lcp = await linkMeter.measure(url, runs, quietWaitMs);
    log(
      `emulated link ${route.path}: LCP ${lcp.medianLcpMs ?? '—'} ms (runs ${lcp.runs.map((run) => run.error ?? run.lcpMs).join(', ')})`,
    );
    measured.push({ path: route.path, url, lcp, checks: [] });
  }
  await stopLink();
  return { calibration, routes: measured };
}

async function stopLink(): Promise<void> {
  await linkMeter?.close().catch(() => undefined);
  linkMeter = undefined;
  await linkSite?.stop().catch(() => undefined);
  linkSite = undefined;
  link?.stop();
  link = undefined;
}

/** Budget verdicts, bench/results.json, the BENCHMARKS.md sections measured completely, the summary; the exit code. */
function finish(report: Results, complete: CompleteParts): number {
  for (const route of report.routes) {
    const indexable = ROUTES.find((candidate) => candidate.path === route.path)?.indexable ?? true;
    route.checks = routeChecks({ path: route.path, indexable }, route.lighthouse, route.transfer);
  }
  report.embed.checks = embedChecks(report.embed.transfer);
  report.flows ??= [];
  for (const flow of report.flows) flow.checks = flowChecks(flow.flow);
  for (const route of report.link?.routes ?? []) route.checks = linkChecks(route.lcp);
  const line = (where: string, check: Check) =>
    `${where}: ${check.label} ${check.value ?? 'not measured'} (budget ${check.limit})${check.detail ? ` — ${check.detail}` : ''}`;
  report.failures = [
    ...report.routes.flatMap((route) =>
      route.checks.filter((check) => !check.pass).map((check) => line(route.path, check)),
    ),
    ...report.embed.checks.filter((check) => !check.pass).map((check) => line('embed', check)),
    ...report.flows.flatMap((flow) =>
      flow.checks.filter((check) => !check.pass).map((check) => line(`${flow.path} (user flow)`, check)),
    ),
    ...(report.link?.routes ?? []).flatMap((route) =>
      route.checks.filter((check) => !check.pass).map((check) => line(`${route.path} (emulated link)`, check)),
    ),
  ];
  report.pass = report.failures.length === 0;
  const failures = report.failures;
  log(`bench: wrote ${writeResults(report)}`);
  if (complete.lighthouse || complete.flows || complete.link) {
    const sections = [
      complete.lighthouse && 'Lighthouse and embed',
      complete.flows && 'user flows',
      complete.link && 'emulated link',
    ]
      .filter(Boolean)
      .join(', ');
    log(`bench: wrote ${writeBenchmarks(report, complete)} (${sections})`);
  } else log('bench: partial run (BENCH_ROUTES or BENCH_RUNS < 3): BENCHMARKS.md left as it is');

  log('');
  log('route         perf a11y  bp seo   LCP ms TBT ms   CLS   JS KiB  first-paint KiB  total KiB');
  for (const route of report.routes) {
    const m = route.lighthouse.median;
    const t = route.transfer.transferred;
    log(
      `${route.path.padEnd(13)} ${String(m.performance ?? '—').padStart(4)} ${String(m.accessibility ?? '—').padStart(4)} ${String(m.bestPractices ?? '—').padStart(3)} ${String(m.seo ?? '—').padStart(3)} ` +
        `${String(Math.round(m.lcpMs ?? NaN)).padStart(8)} ${String(Math.round(m.tbtMs ?? NaN)).padStart(6)} ${(m.cls ?? NaN).toFixed(3).padStart(5)} ` +
        `${(t.js / 1024).toFixed(1).padStart(8)} ${(route.transfer.firstPaintBytes / 1024).toFixed(1).padStart(16)} ${(t.total / 1024).toFixed(1).padStart(10)}`,
    );
  }
  for (const line of embedLines(report.embed.transfer)) log(line);
  if (report.flows.length) {
    log('');
    log('user flow     TBT nav+span  script blocking    INP   shifts (+ right after input)');
    for (const flow of report.flows) {
      const m = flow.flow.median;
      const ms = (value: number | null) => (value === null ? '—' : String(Math.round(value)));
      log(
        `${flow.path.padEnd(13)} ${`${ms(m.navigationTbtMs)}+${ms(m.timespanTbtMs)}`.padStart(12)} ${ms(m.scriptBlockingMs).padStart(16)} ${ms(m.inpMs).padStart(6)} ` +
          `${(m.layoutShift ?? NaN).toFixed(4).padStart(8)} (+ ${(m.layoutShiftAfterInput ?? NaN).toFixed(4)})`,
      );
    }
  }
  log('');
  if (failures.length) {
    log(`bench: ${failures.length} budget(s) missed:`);
    for (const failure of failures) log(`  ✗ ${failure}`);
  } else {
    log('bench: every budget met');
  }
  log(`bench: ${Math.round((Date.now() - started) / 1000)} s`);
  return failures.length ? 1 : 0;
}

/** The embed's figures, one log line each: the bar alone, every widget, DOMContentLoaded → bar (absent in older results). */
function embedLines(embed: EmbedTransfer): string[] {
  const bytes = (page: EmbedPageBytes) =>
    page.error ??
    `JS ${(page.jsTransferBytes / 1024).toFixed(1)} KiB transferred (${(page.jsBodyBytes / 1024).toFixed(1)} KiB of bodies) in ${page.scripts} files`;
  const lines = [
    `embed, download bar only: ${bytes(embed)}, loader ${((embed.loaderBodyBytes ?? 0) / 1024).toFixed(2)} KiB compressed, rendered: ${embed.upgraded}`,
  ];
  const every = embed.everyWidget;
  if (every) lines.push(`embed, every widget: ${bytes(every)}, live ${every.live.length}/${every.widgets.length}`);
  const timing = embed.barTiming;
  if (timing) {
    const runs = timing.runs.map((run) =>
      run.dclToBarMs === null
        ? `— (${run.error ?? 'not live'})`
        : `${Math.round(run.dclToBarMs)} ms (${run.readyStateAtBar}${run.loadFiredAtBar ? ', after load' : ''})`,
    );
    lines.push(
      `embed, DOMContentLoaded → bar live (image held ${timing.imageHoldMs / 1000} s, ${timing.cpuSlowdownRate}× CPU, network not throttled): ` +
        `median ${timing.medianMs === null ? '—' : Math.round(timing.medianMs)} ms; runs ${runs.join(', ')}`,
    );
  }
  return lines;
}

function machine(chromium: string): Machine {
  const require = createRequire(import.meta.url);
  const info = cpus();
  return {
    cpus: info.length,
    model: info[0]?.model.trim() ?? 'unknown',
    totalMemoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    chromium,
    lighthouse: (require('lighthouse/package.json') as { version: string }).version,
  };
}

async function cleanup(): Promise<void> {
  await meter?.close().catch(() => undefined);
  await partner?.stop().catch(() => undefined);
  await site?.stop().catch(() => undefined);
  await stopLink();
  snapshot?.remove();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

function reportOnly(): number {
  const report = JSON.parse(readFileSync(join(ROOT, 'bench', 'results.json'), 'utf8')) as Results;
  const everyRoute =
    report.runsPerRoute >= 3 && ROUTES.every((route) => report.routes.some((measured) => measured.path === route.path));
  return finish(report, report.complete ?? { lighthouse: everyRoute, flows: false });
}

(process.env.BENCH_REPORT_ONLY === '1' ? Promise.resolve().then(reportOnly) : main()).then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error(`bench: could not run: ${(error as Error)?.stack ?? error}`);
    await cleanup();
    process.exit(2);
  },
);
