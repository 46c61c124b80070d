/**
 * `npm run bench`: build, serve a snapshot of dist/ with the production server, then for each route the
 * visitor lands on: the CPU calibrated to a low-tier phone (bench/calibration.ts), floor and route visits in
 * pairs over an emulated slow-4G link (LCP over the floor, layout shift, blocking time, INP,
 * bytes: bench/visit.ts), Lighthouse through @lhci/cli (bench/lighthouse.ts), and the partner embed
 * (bench/embed.ts). Writes bench/results.json and BENCHMARKS.md; exits 1 when a binding budget is missed,
 * 2 when the bench itself could not run.
 *
 *   npm run bench              the pages a visitor lands on (bench/routes.ts), 1 Lighthouse run each
 *   npm run bench -- --all     the developers' workbench too, and 3 Lighthouse runs per route (BENCH_ALL=1 too)
 *
 * For working on the bench itself (a partial run writes bench/tmp/results.partial.json, and leaves
 * bench/results.json and BENCHMARKS.md as they are):
 *   BENCH_ROUTES=/,/sobre   only these routes      BENCH_NO_BUILD=1   use the existing dist/
 *   BENCH_REPORT_ONLY=1     measure nothing: recompute the verdicts and BENCHMARKS.md from bench/results.json
 *   BENCH_PAIRS=11          exactly this many LCP pairs per route, not as many as the verdict needs (bench/budgets.ts)
 */
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { ROUTES } from '../src/content/routes.ts';
import { busyCores } from './cpu.ts';
import { CalibratedCpu, CpuMeter } from './cpu-calibration.ts';
import { VISIT_COUNTS } from './budgets.ts';
import { enoughPairs, pairedLcp, type LcpPair, type PairedLcp } from './pairs.ts';
import { BENCH_NICE, childProcesses, prioritize } from './priority.ts';
import { traceVisit } from './trace.ts';
import { measureEmbed } from './embed.ts';
import { calibrateLink, linkUnavailable, SERVER_IP, startEmulatedLink } from './emulated-link.ts';
import { FLOOR_PATH, writeFloorPage } from './floor-page.ts';
import { byDesign, runLighthouse } from './lighthouse.ts';
import { PARTIAL_RESULTS, RESULTS, writeBenchmarks, writeResults, type MeasuredRoute, type Results } from './report.ts';
import { benchRoutes, visitPath } from './routes.ts';
import { snapshotDist, startPartner, startSite, type SiteServer } from './servers.ts';
import { median } from './stats.ts';
import { byteChecks, embedChecks, lighthouseChecks, visitChecks, type Check } from './verdicts.ts';
import { visitMedians, Visitor, type VisitRun } from './visit.ts';

const started = Date.now();
const all = process.argv.includes('--all') || process.env.BENCH_ALL === '1';
const LIGHTHOUSE_RUNS = all ? 3 : 1;
const FIXED_PAIRS = Number(process.env.BENCH_PAIRS) || null;
const PAIR_COUNTS = FIXED_PAIRS
  ? { minPairs: FIXED_PAIRS, maxPairs: FIXED_PAIRS, confidence: VISIT_COUNTS.confidence }
  : VISIT_COUNTS;
const onlyRoutes = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());
const log = (line: string) => console.log(line);

const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;
/** Runs every clean-up step once, in reverse order; a second call (a signal during a failure) waits for the first. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.splice(0).reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => undefined);
  })();
  return cleaning;
}

/** The visits of every route, over the emulated link when this machine can set it up. */
async function visitRoutes(distDir: string, loopback: SiteServer, routes: readonly { path: string }[]) {
  const stops: (() => unknown)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => undefined);
  };
  cleanups.push(stop);
  try {
    const unavailable = linkUnavailable();
    let site = loopback;
    let calibration = null;
    if (unavailable) log(`emulated link: not available (${unavailable}); visits on loopback, LCP not measured`);
    else {
      const link = await startEmulatedLink();
      stops.push(() => link.stop());
      const behindLink = await startSite(distDir, { host: SERVER_IP, netns: link.namespace });
      stops.push(() => behindLink.stop());
      site = behindLink;
      calibration = await calibrateLink(site.origin, '/images/player-preview-1280.webp');
      log(
        `emulated link: ${site.origin}, TCP handshake ${calibration.connectMs} ms, ${calibration.downloadKbps} kbit/s`,
      );
    }
    const visitor = await Visitor.launch();
    stops.push(() => visitor.close());
    // Playwright starts Chromium in a session of its own: raise that session's priority (bench/priority.ts).
    const prioritized = [process.pid, ...childProcesses('chromium')].map(prioritize).every(Boolean);
    log(`priority: the bench's Chromium ${prioritized ? `at nice ${BENCH_NICE}` : 'at normal priority (not root)'}`);
    const meter = await CpuMeter.open(visitor.chromium);
    stops.push(() => meter.close());
    const cpu = new CalibratedCpu(meter, log);
    await cpu.calibrate('the first route');
    const visitOnce = async (path: string, url: string, full: boolean): Promise<VisitRun> => {
      let run: VisitRun | undefined;
      // A failed visit is redone once.
      for (let attempt = 0; attempt < 2 && (!run || run.error); attempt++)
        run = await visitor.visit(url, Number((await busyCores(250)).toFixed(2)), cpu.rate, full);
      const r = run!;
      log(
        `visit ${path}: ${r.error ?? `LCP ${r.lcpMs} ms${r.lcpUrl ? ' (image)' : ''}${full ? `, shift ${r.layoutShift}, blocking ${r.tbtMs} ms, INP ${r.inpMs ?? '<16'} ms` : ''}`} ` +
          `(${(r.durationMs / 1000).toFixed(0)} s, ${r.cpuRate}×, busy cores ${r.busyCoresBefore})`,
      );
      return r;
    };
    const traced = async (path: string, url: string) => {
      const trace = await traceVisit(visitor.chromium, url, cpu.rate).catch((error: unknown) => {
        log(`trace ${path}: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
        return null;
      });
      if (trace) log(`trace ${path}: ${JSON.stringify(trace.mainThreadMs)} before LCP ${trace.lcpMs} ms`);
      return trace;
    };
    const floorTrace = await traced(FLOOR_PATH, site.origin + FLOOR_PATH);
    const measured: MeasuredRoute[] = [];
    for (const route of routes) {
      const url = site.origin + visitPath(route.path);
      await cpu.check(route.path);
      const trace = await traced(route.path, url);
      const floorVisits: VisitRun[] = [];
      const visits: VisitRun[] = [];
      let pairs: LcpPair[] = [];
      let lcp: PairedLcp;
      do {
        floorVisits.push(await visitOnce(FLOOR_PATH, site.origin + FLOOR_PATH, false));
        visits.push(await visitOnce(route.path, url, visits.length < VISIT_COUNTS.fullVisits));
        pairs = visits.map((run, index) => ({
          floorMs: floorVisits[index]!.lcpMs,
          routeMs: run.lcpMs,
          routeLcpUrl: run.lcpUrl,
        }));
        lcp = pairedLcp(pairs, PAIR_COUNTS.confidence);
      } while (!enoughPairs(visits.length, lcp, PAIR_COUNTS));
      const interval = lcp.intervalMs ? `${lcp.intervalMs.lowMs} to ${lcp.intervalMs.highMs} ms` : 'none';
      log(
        `${route.path}: LCP over the floor ${lcp.excessMedianMs ?? '—'} ms (median of ${lcp.pairs} pairs: ${lcp.excessesMs.join(', ')}; ` +
          `interval ${interval}, ${lcp.side}; ${lcp.kind}, budget ${lcp.budgetMs} ms)`,
      );
      measured.push({ path: route.path, url, floorVisits, visits, pairs, lcp, trace });
    }
    return {
      measured,
      chromium: visitor.version(),
      link: { calibration, unavailable },
      cpu: cpu.record,
      floorTrace,
      prioritized,
    };
  } finally {
    await stop();
  }
}

async function main(): Promise<number> {
  const snapshot = snapshotDist(process.env.BENCH_NO_BUILD !== '1');
  cleanups.push(() => snapshot.remove());
  writeFloorPage(snapshot.dir);
  const routes = benchRoutes(all).filter((route) => !onlyRoutes || onlyRoutes.includes(route.path));
  log(`bench: ${routes.length} routes (${all ? 'all' : 'default; --all adds the workbench'})`);

  const site = await startSite(snapshot.dir);
  cleanups.push(() => site.stop());
  const phases: Record<string, number> = {};
  let phaseStart = started;
  const phase = (name: string) => {
    phases[name] = Math.round((Date.now() - phaseStart) / 1000);
    log(`bench: ${name} took ${phases[name]} s`);
    phaseStart = Date.now();
  };
  phase('build and start');
  const { measured, chromium, link, cpu, floorTrace, prioritized } = await visitRoutes(snapshot.dir, site, routes);
  phase('visits');
  const lighthouse = await runLighthouse(
    routes.map((route) => ({ path: route.path, url: site.origin + visitPath(route.path), indexable: route.indexable })),
    LIGHTHOUSE_RUNS,
    log,
  );
  phase('lighthouse');
  const partner = await startPartner(site.origin);
  cleanups.push(() => partner.stop());
  log('embed: partner pages');
  const embed = await measureEmbed(partner.pages, site.origin);
  phase('embed');

  const busy = measured.flatMap((route) => route.visits.map((run) => run.busyCoresBefore));
  const results: Results = {
    date: new Date().toISOString(),
    command: all ? 'npm run bench -- --all' : 'npm run bench',
    scope: all ? 'all' : 'default',
    durationSeconds: Math.round((Date.now() - started) / 1000),
    phaseSeconds: phases,
    machine: machine(chromium),
    runs: {
      ...PAIR_COUNTS,
      fixedPairs: FIXED_PAIRS !== null,
      fullVisits: VISIT_COUNTS.fullVisits,
      lighthouse: LIGHTHOUSE_RUNS,
    },
    cpu,
    floorTrace,
    prioritized,
    busyCores: { median: median(busy), max: busy.length ? Math.max(...busy) : null },
    link,
    lighthouse: {
      version: lighthouse.version,
      reportsDir: lighthouse.reportsDir,
      benchmarkIndex: lighthouse.benchmarkIndex,
      assertions: lighthouse.assertions,
      error: lighthouse.error,
    },
    routes: measured.map((route) => ({
      ...route,
      median: visitMedians(route.visits),
      bytes: route.visits.find((run) => run.bytes)?.bytes ?? null,
      lighthouse: lighthouse.figures[route.path],
      checks: [],
    })),
    embed: { results: embed, checks: [] },
    failures: [],
    warnings: [],
    pass: false,
  };
  return finish(results, !onlyRoutes);
}

/** Verdicts, bench/results.json, BENCHMARKS.md (complete runs only), the summary; the exit code. */
function finish(results: Results, complete: boolean): number {
  for (const route of results.routes) {
    const site = ROUTES.find((candidate) => candidate.path === route.path);
    const target = { path: route.path, indexable: site?.indexable ?? true };
    route.checks = [
      ...visitChecks(route.visits, route.median, route.lcp, results.link.unavailable),
      ...byteChecks(route.path, route.bytes),
      ...(results.lighthouse
        ? lighthouseChecks(
            route.lighthouse,
            results.lighthouse.assertions.filter((assertion) => assertion.path === route.path),
            byDesign(target),
          )
        : []),
    ];
  }
  if (results.embed) results.embed.checks = embedChecks(results.embed.results);
  const lines = (binding: boolean) => [
    ...results.routes.flatMap((route) => missed(route.path, route.checks, binding)),
    ...missed('embed', results.embed?.checks ?? [], binding),
  ];
  results.failures = lines(true);
  results.warnings = lines(false);
  results.pass = results.failures.length === 0;
  const resultsFile = complete ? RESULTS : PARTIAL_RESULTS;
  writeResults(results, resultsFile);
  log(`bench: wrote ${resultsFile}`);
  if (complete) {
    writeBenchmarks(results);
    log('bench: wrote BENCHMARKS.md');
  } else log('bench: partial run (BENCH_ROUTES): BENCHMARKS.md left as it is');

  log('');
  log('route            LCP ms  shift   block ms  INP ms  first paint B  fonts KiB  Perf A11y BP SEO  LH LCP ms');
  for (const route of results.routes) {
    const m = route.median;
    const b = route.bytes;
    const s = route.lighthouse?.scores;
    const n = (value: number | null | undefined, width: number, digits = 0) =>
      (value === null || value === undefined ? '—' : value.toFixed(digits)).padStart(width);
    log(
      `${route.path.padEnd(16)} ${n(m.lcpMs, 6)} ${n(m.layoutShift, 6, 3)} ${n(m.tbtMs, 9)} ${n(m.inpMs, 7)} ${n(b ? b.firstPaintBytes : null, 13)} ${n(b ? b.transferred.font / 1024 : null, 10, 1)}` +
        `  ${n(s?.performance, 4)} ${n(s?.accessibility, 4)} ${n(s?.['best-practices'], 3)} ${n(s?.seo, 3)} ${n(route.lighthouse?.lcpMs, 10)}`,
    );
  }
  log('');
  for (const warning of results.warnings) log(`  ⚠ ${warning}`);
  if (results.failures.length) {
    log(`bench: ${results.failures.length} binding budget(s) missed:`);
    for (const failure of results.failures) log(`  ✗ ${failure}`);
  } else log('bench: every binding budget met');
  log(`bench: ${Math.round((Date.now() - started) / 1000)} s`);
  return results.pass ? 0 : 1;
}

function missed(where: string, checks: readonly Check[], binding: boolean): string[] {
  return checks
    .filter((check) => !check.pass && check.binding === binding)
    .map(
      (check) =>
        `${where}: ${check.label} ${check.value ?? 'not measured'} (budget ${check.limit})${check.detail ? ` — ${check.detail}` : ''}`,
    );
}

function machine(chromium: string): Results['machine'] {
  const info = cpus();
  return {
    cpus: info.length,
    model: info[0]?.model.trim() ?? 'unknown',
    totalMemoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    chromium,
  };
}

function reportOnly(): number {
  return finish(JSON.parse(readFileSync(RESULTS, 'utf8')) as Results, true);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));

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
