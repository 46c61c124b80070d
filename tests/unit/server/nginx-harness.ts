import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_CONF_PATH } from '../../../src/build/nginx-conf.ts';
import { freePort } from './http-client.ts';

export const NGINX_BINARY = process.env.NGINX ?? '/usr/sbin/nginx';

export interface RunningNginx {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, pattern.flags + 'g'));
  if (matches?.length !== 1)
    throw new Error(`deploy/nginx.conf: expected one line matching ${pattern}, found ${matches?.length ?? 0}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf made local: its root (and the style sources the build wrote there), a loopback port, pid and temporary files under `prefix`,
 * errors to stderr, no access log. Everything else (headers, locations, types) is the file as it is.
 */
export function localNginxConf(
  conf: string,
  { root, port, prefix }: { root: string; port: number; prefix: string },
): string {
  let local = conf;
  local = replaceOnce(local, /^pid .*;$/m, `pid ${prefix}/nginx.pid;`);
  local = replaceOnce(local, /^error_log .*;$/m, 'error_log stderr warn;');
  local = replaceOnce(local, /^(\s*)access_log .*;$/m, '$1access_log off;');
  local = replaceOnce(local, /^(\s*)listen \d+;$/m, `$1listen 127.0.0.1:${port};`);
  local = replaceOnce(local, /^(\s*)root \/srv\/echojam\/dist;$/m, `$1root ${root};`);
  local = replaceOnce(local, /^(\s*)include \/srv\/echojam\/dist\/(_style-sources\.nginx);$/m, `$1include ${root}/$2;`);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  return replaceOnce(local, /^http \{$/m, `http {\n${temporary}`);
}

function waitForPort(port: number, exited: () => string | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const failure = exited();
      if (failure !== undefined) return reject(new Error(failure));
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`nginx did not listen on 127.0.0.1:${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Runs Debian's nginx in the foreground with deploy/nginx.conf serving `root` on a free loopback port. */
export async function startNginx(root: string): Promise<RunningNginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(
      `nginx not found at ${NGINX_BINARY}: install Debian's nginx-light (apt-get install -y nginx-light) or set NGINX=/path/to/nginx`,
    );
  }
  const prefix = mkdtempSync(join(tmpdir(), 'echojam-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const confPath = join(prefix, 'nginx.conf');
    writeFileSync(
      confPath,
      localNginxConf(readFileSync(NGINX_CONF_PATH, 'utf8'), { root: realpathSync(root), port, prefix }),
    );
    const child = spawn(NGINX_BINARY, ['-p', prefix + '/', '-c', confPath, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    let exitCode: number | null | undefined;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on('exit', (code) => ((exitCode = code), resolve())));
    try {
      await waitForPort(
        port,
        () => (exitCode === undefined ? undefined : `nginx exited (${exitCode}): ${stderr.trim()}`),
        10_000,
      );
    } catch (error) {
      child.kill('SIGKILL');
      await exited;
      if (attempt < 3 && /Address already in use/.test(stderr)) continue;
      rmSync(prefix, { recursive: true, force: true });
      throw error;
    }
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      pid: child.pid!,
      stop: async () => {
        if (exitCode === undefined) child.kill('SIGTERM');
        await exited;
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  }
}
