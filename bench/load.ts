/**
 * `npm run load`: a short load smoke of the production server on loopback. 200 keep-alive connections
 * for 5 s (after a 1 s warm-up) cycle through the home page, its first hashed chunk and the embed script,
 * as a browser asks for them (`Accept-Encoding: br, gzip`). Passes with 0 errors, 0 timeouts and only 2xx
 * responses; prints requests per second and latency, which vary with the machine and are no budget.
 * Builds first when dist/ has no index.html.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
// @ts-expect-error autocannon ships no types (no @types/autocannon): AutocannonResult is what we read.
import autocannon from 'autocannon';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const CONNECTIONS = 200;
const WARMUP_S = 1;
const DURATION_S = 5;
const HARD_LIMIT_MS = 60_000;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** The module script the home page loads first: a content-hashed chunk under /assets/. */
function homeEntryChunk(): string {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const fromHtml = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const chunk = fromHtml ?? readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'));
  if (!chunk) throw new Error('no JS chunk in dist/assets');
  return fromHtml ?? `/assets/${chunk}`;
}

/** `npm run serve` on a free loopback port; resolves with its URL and a stop that expects a clean exit. */
function startServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: DIST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const watchdog = setTimeout(() => {
    console.error(`load: still running after ${HARD_LIMIT_MS / 1000} s, stopping.`);
    child.kill('SIGKILL');
    process.exit(2);
  }, HARD_LIMIT_MS).unref();
  return new Promise((done, fail) => {
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const port = /serving .* at http:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (!port) return;
      done({
        baseUrl: `http://127.0.0.1:${port}`,
        stop: async () => {
          child.kill('SIGTERM');
          const code = await exited;
          clearTimeout(watchdog);
          if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => fail(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

function run(url: string, paths: string[], duration: number): Promise<AutocannonResult> {
  return new Promise((done, fail) =>
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error: Error | null, result: AutocannonResult) => (error ? fail(error) : done(result)),
    ),
  );
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.log('load: dist/ has no index.html, building first…');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
const paths = [
  '/',
  homeEntryChunk(),
  ...(existsSync(join(DIST, 'embed/v1/echojam.js')) ? ['/embed/v1/echojam.js'] : []),
];
const server = await startServer();
try {
  await run(server.baseUrl, paths, WARMUP_S);
  const result = await run(server.baseUrl, paths, DURATION_S);
  const { requests, latency, non2xx, errors, timeouts } = result;
  console.log(
    `load: ${CONNECTIONS} connections, ${DURATION_S} s, ${paths.join(' ')}: ${requests.total} requests ` +
      `(${Math.round(requests.average)}/s), latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; ` +
      `${non2xx} non-2xx, ${errors} errors, ${timeouts} timeouts.`,
  );
  if (non2xx + errors + timeouts > 0 || requests.total === 0) {
    console.error('load: FAIL (every request must get a 2xx response)');
    process.exitCode = 1;
  } else console.log('load: pass');
} finally {
  await server.stop();
}
