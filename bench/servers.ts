/**
 * The servers the benchmark needs: the build, our production server as a child process on a free
 * loopback port, and a tiny partner page on a second loopback origin for the embed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = join(import.meta.dirname, '..');
const HOST = '127.0.0.1';

export function build(): void {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit', timeout: 300_000 });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  console.log(`bench: build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Text files of a finished build that lack their precompressed .br sibling: an incomplete dist/
 * (a build still running, or one started by someone else meanwhile). Tiny files may have none.
 */
export function missingBrotli(dir: string): string[] {
  const missing: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (/\.(html|js|css)$/.test(name) && stat.size > 1024 && !existsSync(path + '.br')) missing.push(path);
    }
  };
  walk(dir);
  return missing;
}

/**
 * A private copy of dist/ for the server: other people's builds may rewrite dist/ during the minutes the
 * benchmark runs. Copied right after our build and checked complete; rebuilt once if it is not.
 */
export function snapshotDist(runBuild: boolean): { dir: string; remove(): void } {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (runBuild) build();
    const dir = mkdtempSync(join(tmpdir(), 'echojam-bench-dist-'));
    cpSync(join(ROOT, 'dist'), dir, { recursive: true });
    const missing = missingBrotli(dir);
    const remove = () => rmSync(dir, { recursive: true, force: true });
    if (missing.length === 0) return { dir, remove };
    remove();
    console.warn(`bench: dist/ is incomplete (${missing.length} files without .br, e.g. ${missing[0]}): another build running? ${attempt === 0 && runBuild ? 'Building again.' : ''}`);
    if (!runBuild) break;
  }
  throw new Error('dist/ stayed incomplete (missing precompressed files); is another build running?');
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface SiteServer {
  origin: string;
  stop(): Promise<void>;
}

/** `tsx src/server/main.ts` with PORT on a free loopback port and DIST_DIR; resolves once it answers. */
export async function startSite(distDir: string): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child: ChildProcess = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGTERM');
    await Promise.race([gone, sleep(12_000)]);
    if (!exited) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the production server exited at start (is dist/ built?)');
    try {
      const response = await fetch(origin + '/', { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error('the production server did not answer within 30 s');
}

export interface PartnerServer {
  pageUrl: string;
  stop(): Promise<void>;
}

/** A blank partner page on another origin holding the embed script and one inline download bar. */
export async function startPartner(siteOrigin: string): Promise<PartnerServer> {
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner page</title><link rel="icon" href="data:,">
<script type="module" src="${siteOrigin}/embed/v1/echojam.js"></script></head>
<body><h1>Partner</h1><echojam-download-bar variant="inline"></echojam-download-bar></body>
</html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(page);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  const port = await freePort();
  await new Promise<void>((resolveListen) => server.listen(port, HOST, resolveListen));
  return {
    pageUrl: `http://${HOST}:${port}/`,
    stop: () => new Promise<void>((resolveClose) => {
      server.closeAllConnections();
      server.close(() => resolveClose());
    }),
  };
}
