/**
 * `npm run load`: drives the production server on loopback with autocannon, then nginx with
 * deploy/nginx.conf serving the same files, and compares them.
 *
 * - Keep-alive GETs, 100 connections, 20 s per server, one mixed request list cycling through `/`,
 *   the home page's hashed entry chunk and /embed/v1/echojam.js, with `Accept-Encoding: gzip` (what
 *   both can serve precompressed: nginx-light has no brotli).
 * - Reports requests per second, p50 and p99 latency, non-2xx responses, errors and timeouts (must be 0),
 *   and the server's RSS before and after the measured run (growth must stay under 20 %); exit 1 otherwise.
 * - Serves a snapshot of dist/ (copied to a temporary folder), so a concurrent build cannot change the
 *   files under nginx mid-run. Builds first when dist/ has no index.html.
 * - Writes bench/load-results.json and the "## Load (npm run load)" section of BENCHMARKS.md.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error autocannon ships no types and @types/autocannon is not installed: AutocannonResult below is what we read.
import autocannon from 'autocannon';
import { startNginx, type RunningNginx } from '../tests/unit/server/nginx-harness.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const RESULTS_JSON = join(ROOT, 'bench', 'load-results.json');
const BENCHMARKS_MD = join(ROOT, 'BENCHMARKS.md');
const SECTION_TITLE = '## Load (npm run load)';

const CONNECTIONS = 100;
const DURATION_S = 20;
const WARMUP_S = 2;
const MAX_RSS_GROWTH = 0.2;
const HARD_LIMIT_MS = 5 * 60_000;
const REQUEST_HEADERS = { 'accept-encoding': 'gzip' };

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

interface ServerFigures {
  server: string;
  requestsPerSecond: number;
  totalRequests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  throughputMBps: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** 1-minute load average when the measured run started (the machine may be shared). */
  loadAverageAtStart?: number;
  rssAtStartMB?: number;
  rssBeforeMB?: number;
  rssAfterMB?: number;
  rssGrowth?: number;
}

const children: ChildProcess[] = [];
let nginx: RunningNginx | undefined;

const watchdog = setTimeout(() => {
  console.error(`load: still running after ${HARD_LIMIT_MS / 60_000} min, stopping.`);
  children.forEach((child) => child.kill('SIGKILL'));
  process.exit(2);
}, HARD_LIMIT_MS);

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** The module script the home page loads first: a content-hashed chunk under /assets/. */
function homeEntryChunk(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = /<script[^>]+src="(\/assets\/[^"]+-[\w-]{8}\.js)"/.exec(html)?.[1];
  if (fromHtml) return fromHtml;
  const chunks = readdirSync(join(dist, 'assets')).filter((name) => /-[\w-]{8}\.js$/.test(name));
  if (chunks.length === 0) throw new Error('no hashed JS chunk in dist/assets');
  return `/assets/${chunks[0]}`;
}

/** Runs the production server (as `npm run serve` does) on a free loopback port; resolves with its URL. */
function startOurServer(dist: string): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /serving .* at http:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        done({
          baseUrl: `http://127.0.0.1:${port}`,
          pid: child.pid!,
          stop: async () => {
            child.kill('SIGTERM');
            const code = await exited;
            if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

function runAutocannon(baseUrl: string, paths: string[], durationS: number): Promise<AutocannonResult> {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        pipelining: 1,
        timeout: 10,
        headers: REQUEST_HEADERS,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error: Error | null, result: AutocannonResult) => (error ? fail(error) : done(result)),
    );
  });
}

function figures(server: string, result: AutocannonResult): ServerFigures {
  return {
    server,
    requestsPerSecond: Math.round(result.requests.average),
    totalRequests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    throughputMBps: mb(result.throughput.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

/** Warm-up (not measured), RSS, the measured run, RSS again. */
async function measure(server: string, baseUrl: string, paths: string[], rssOf: () => number): Promise<ServerFigures> {
  console.log(`load: ${server}: ${WARMUP_S} s warm-up, then ${DURATION_S} s with ${CONNECTIONS} connections…`);
  const atStart = rssOf();
  await runAutocannon(baseUrl, paths, WARMUP_S);
  const before = rssOf();
  const loadAverageAtStart = Math.round(loadavg()[0]! * 10) / 10;
  const result = await runAutocannon(baseUrl, paths, DURATION_S);
  await new Promise((done) => setTimeout(done, 500));
  const after = rssOf();
  return {
    ...figures(server, result),
    loadAverageAtStart,
    rssAtStartMB: mb(atStart),
    rssBeforeMB: mb(before),
    rssAfterMB: mb(after),
    rssGrowth: Math.round(((after - before) / before) * 1000) / 1000,
  };
}

function markdownSection(
  results: Record<string, unknown>,
  ours: ServerFigures,
  theirs: ServerFigures,
  failures: string[],
): string {
  const row = (f: ServerFigures) =>
    `| ${f.server} | ${f.requestsPerSecond.toLocaleString('en-US')} | ${f.latencyP50Ms} | ${f.latencyP99Ms} | ${f.throughputMBps} | ${f.non2xx} | ${f.errors} | ${f.timeouts} | ${f.rssBeforeMB} → ${f.rssAfterMB} (${((f.rssGrowth ?? 0) * 100).toFixed(1)} %) |`;
  const machine = results.machine as { nproc: number; cpu: string; memoryGB: number; node: string; nginx: string };
  const ratios = results.ratio as { requestsPerSecond: number; latencyP99: number };
  return [
    SECTION_TITLE,
    '',
    `Command: \`npm run load\` (bench/load.ts) · ${results.date} · ${machine.nproc} CPUs (${machine.cpu}), ${machine.memoryGB} GB RAM · Node ${machine.node}, ${machine.nginx}.`,
    '',
    `${CONNECTIONS} keep-alive connections for ${DURATION_S} s per server (after a ${WARMUP_S} s warm-up), cycling through ${(results.paths as string[]).map((p) => `\`${p}\``).join(', ')} with \`Accept-Encoding: gzip\`; both serve the same snapshot of dist/ on 127.0.0.1. The load generator (autocannon, one Node thread) runs on the same machine. Memory is the resident set size of the server process (nginx: master and workers) before and after the measured run.`,
    '',
    '| server | req/s | p50 ms | p99 ms | MB/s | non-2xx | errors | timeouts | RSS MB before → after |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    row(ours),
    row(theirs),
    '',
    `1-minute load average when the runs started: ${ours.loadAverageAtStart} (ours), ${theirs.loadAverageAtStart} (nginx) on ${machine.nproc} CPUs; other work on a shared machine lowers both. RSS of our server right after start: ${ours.rssAtStartMB} MB (the warm-up fills the JIT and socket buffers; growth is measured from after it).`,
    '',
    `Ours / nginx: **${ratios.requestsPerSecond}×** the requests per second, **${ratios.latencyP99}×** the p99 latency. Our server is one Node process; nginx ran \`worker_processes auto\` (${machine.nproc} workers).`,
    '',
    failures.length === 0
      ? 'Verdict: pass (0 non-2xx, 0 errors, 0 timeouts, memory growth under 20 %).'
      : `Verdict: FAIL: ${failures.join('; ')}.`,
    '',
    'Figures: bench/load-results.json.',
    '',
  ].join('\n');
}

/** Replaces (or appends) only the "## Load (npm run load)" section: other sections belong to others. */
function writeBenchmarksSection(section: string): void {
  const current = existsSync(BENCHMARKS_MD) ? readFileSync(BENCHMARKS_MD, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(SECTION_TITLE);
  if (start < 0) {
    writeFileSync(BENCHMARKS_MD, current.trimEnd() + '\n\n' + section);
    return;
  }
  const next = current.indexOf('\n## ', start + SECTION_TITLE.length);
  writeFileSync(BENCHMARKS_MD, current.slice(0, start) + section + (next < 0 ? '' : current.slice(next + 1)));
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log('load: dist/ has no index.html, building first…');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  const snapshotBase = mkdtempSync(join(tmpdir(), 'echojam-load-'));
  const snapshot = join(snapshotBase, 'dist');
  cpSync(DIST, snapshot, { recursive: true });
  execSync(`chmod -R a+rX ${JSON.stringify(snapshotBase)}`);

  try {
    const chunk = homeEntryChunk(snapshot);
    const embed = '/embed/v1/echojam.js';
    const hasEmbed = existsSync(join(snapshot, embed));
    if (!hasEmbed) console.log(`load: ${embed} is not in dist/ (no embed build yet): measuring / and ${chunk} only.`);
    const paths = ['/', chunk, ...(hasEmbed ? [embed] : [])];

    const ours = await startOurServer(snapshot);
    const ourFigures = await measure('EchoJam server (Fastify)', ours.baseUrl, paths, () => rssBytes(ours.pid));
    await ours.stop();

    nginx = await startNginx(snapshot);
    const nginxPids = () => [
      nginx!.pid,
      ...execSync(`pgrep -P ${nginx!.pid}`).toString().trim().split('\n').map(Number),
    ];
    const nginxFigures = await measure('nginx (deploy/nginx.conf)', nginx.baseUrl, paths, () =>
      nginxPids().reduce((sum, pid) => sum + rssBytes(pid), 0),
    );
    await nginx.stop();
    nginx = undefined;

    const failures: string[] = [];
    for (const f of [ourFigures, nginxFigures]) {
      if (f.non2xx > 0) failures.push(`${f.server}: ${f.non2xx} non-2xx responses`);
      if (f.errors > 0 || f.timeouts > 0) failures.push(`${f.server}: ${f.errors} errors, ${f.timeouts} timeouts`);
    }
    if ((ourFigures.rssGrowth ?? 0) >= MAX_RSS_GROWTH)
      failures.push(`EchoJam server: RSS grew ${(ourFigures.rssGrowth! * 100).toFixed(1)} %`);

    const results = {
      date: new Date().toISOString(),
      command: 'npm run load',
      machine: {
        nproc: Number(execSync('nproc').toString().trim()),
        cpu: cpus()[0]?.model ?? 'unknown',
        memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
        node: process.version,
        nginx: execSync('/usr/sbin/nginx -v 2>&1').toString().trim().replace('nginx version: ', ''),
      },
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION_S,
        warmupSeconds: WARMUP_S,
        headers: REQUEST_HEADERS,
        keepAlive: true,
      },
      paths,
      sizes: Object.fromEntries(
        paths.map((path) => [path, statSync(join(snapshot, path === '/' ? 'index.html' : path)).size]),
      ),
      servers: [ourFigures, nginxFigures],
      ratio: {
        requestsPerSecond: Math.round((ourFigures.requestsPerSecond / nginxFigures.requestsPerSecond) * 100) / 100,
        latencyP99: Math.round((ourFigures.latencyP99Ms / Math.max(1, nginxFigures.latencyP99Ms)) * 100) / 100,
      },
      failures,
    };
    writeFileSync(RESULTS_JSON, JSON.stringify(results, null, 2) + '\n');
    writeBenchmarksSection(markdownSection(results, ourFigures, nginxFigures, failures));

    console.table([ourFigures, nginxFigures].map(({ statusCodes: _codes, ...rest }) => rest));
    console.log(
      `load: ours/nginx = ${results.ratio.requestsPerSecond}× req/s, ${results.ratio.latencyP99}× p99. Written to bench/load-results.json and BENCHMARKS.md.`,
    );
    if (failures.length > 0) {
      console.error(`load: FAIL\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await nginx?.stop();
    children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
    rmSync(snapshotBase, { recursive: true, force: true });
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error('load:', error);
  children.forEach((child) => child.kill('SIGKILL'));
  process.exit(1);
});
