/**
 * The servers the benchmark needs: the build, our production server as a child process on a free
 * port (on loopback, or behind the emulated link), and tiny partner pages on a second loopback origin for the embed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMBED_TIMING } from './budgets.ts';
import { prioritize } from './priority.ts';

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
    console.warn(
      `bench: dist/ is incomplete (${missing.length} files without .br, e.g. ${missing[0]}): another build running? ${attempt === 0 && runBuild ? 'Building again.' : ''}`,
    );
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

/** Where the site server listens: loopback by default, or an address inside a network namespace (bench/emulated-link.ts). */
export interface SiteAddress {
  host: string;
  netns?: string;
}

/** `tsx src/server/main.ts` with PORT on a free port and DIST_DIR; resolves once it answers. */
export async function startSite(distDir: string, address: SiteAddress = { host: HOST }): Promise<SiteServer> {
  const port = await freePort();
  const origin = `http://${address.host}:${port}`;
  const server = [join(ROOT, 'node_modules', '.bin', 'tsx'), 'src/server/main.ts'];
  // `ip netns exec` enters the namespace and then execs the server: the child is the server itself.
  const [command, ...args] = address.netns ? ['ip', 'netns', 'exec', address.netns, ...server] : server;
  const child: ChildProcess = spawn(command!, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: address.host, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    // A session of its own, so that its priority can be raised alone (bench/priority.ts).
    detached: true,
  });
  if (child.pid) prioritize(child.pid);
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

/** The partner pages of the embed's figures, each on the partner's origin. */
export interface PartnerPages {
  /** One inline download bar: the embed as most partners use it. */
  barOnly: string;
  /** One of each partner-facing element (the toaster is made by the code when a toast is raised). */
  everyWidget: string;
  /** An inline download bar below an image the server holds for EMBED_TIMING.imageHoldMs, so `load` fires late. */
  slowImages: string;
}

export interface PartnerServer {
  pages: PartnerPages;
  stop(): Promise<void>;
}

/** The elements a partner can place (widgets/<name>/contract.ts, the guide on /parceiros): tag → attributes, as the guide writes them. */
export const PARTNER_ELEMENTS: Readonly<Record<string, string>> = {
  'echojam-download-bar': 'variant="inline"',
  'echojam-create-room': '',
  'echojam-player-demo': 'variant="compact"',
  'echojam-community-rooms': '',
  'echojam-faq': 'heading-level="2"',
  'echojam-contact-form': '',
};

function elementHtml(tag: string): string {
  const attributes = PARTNER_ELEMENTS[tag] ? ` ${PARTNER_ELEMENTS[tag]}` : '';
  return `<${tag}${attributes}></${tag}>`;
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The partner's own script on the slow-images page (a file, as a partner's CSP would want): when the
 * download bar first matches `:state(live)`, polled once a frame, it records performance.now(), the
 * document's readyState and whether `load` has fired. Read by bench/embed-timing.ts.
 */
const PARTNER_TIMING_JS = `
const timing = (window.echojamBench = { barLiveAt: null, readyStateAtBar: null, loadFiredAtBar: null, loadAt: null });
window.addEventListener('load', () => { timing.loadAt = performance.now(); });
function watchBar() {
  const bar = document.querySelector('echojam-download-bar');
  if (bar && bar.matches(':state(live)')) {
    timing.barLiveAt = performance.now();
    timing.readyStateAtBar = document.readyState;
    timing.loadFiredAtBar = timing.loadAt !== null;
  } else {
    requestAnimationFrame(watchBar);
  }
}
requestAnimationFrame(watchBar);
`;

function partnerPage(siteOrigin: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner page</title><link rel="icon" href="data:,">
${head}<script type="module" src="${siteOrigin}/embed/v1/echojam.js"></script></head>
<body><h1>Partner</h1>${body}</body>
</html>`;
}

function partnerPages(siteOrigin: string): Record<string, string> {
  return {
    '/bar': partnerPage(siteOrigin, elementHtml('echojam-download-bar')),
    '/every-widget': partnerPage(siteOrigin, Object.keys(PARTNER_ELEMENTS).map(elementHtml).join('\n')),
    // Not lazy, above the bar: the document's `load` waits for it.
    '/slow-images': partnerPage(
      siteOrigin,
      `<img src="/slow.png" alt="Ad" width="300" height="250">\n${elementHtml('echojam-download-bar')}`,
      '<script src="/partner-timing.js" defer></script>\n',
    ),
  };
}

/** Partner pages on a second loopback origin holding the embed script, its timing script and the held image. */
export async function startPartner(siteOrigin: string): Promise<PartnerServer> {
  const pages = partnerPages(siteOrigin);
  // Ends the held image responses at stop, so no timer outlives the server.
  const stopping = new AbortController();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://partner').pathname;
    const page = pages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(page);
    } else if (path === '/partner-timing.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(PARTNER_TIMING_JS);
    } else if (path === '/slow.png') {
      // The scenario itself: a slow ad server keeps the page's `load` waiting.
      const held = await sleep(EMBED_TIMING.imageHoldMs, true, { signal: stopping.signal }).catch(() => false);
      if (!held || request.socket.destroyed) return; // stopping, or the run's browser context is gone
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
      response.end(ONE_PIXEL_PNG);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  };
  const server: Server = createServer((request, response) => void answer(request, response));
  const port = await freePort();
  await new Promise<void>((resolveListen) => server.listen(port, HOST, resolveListen));
  const origin = `http://${HOST}:${port}`;
  return {
    pages: { barOnly: `${origin}/bar`, everyWidget: `${origin}/every-widget`, slowImages: `${origin}/slow-images` },
    stop: () =>
      new Promise<void>((resolveClose) => {
        stopping.abort();
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
