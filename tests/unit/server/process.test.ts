// @vitest-environment node
/**
 * src/server/main.ts as a process: a missing or empty dist/ (exit 3), a port in use (exit 4), and SIGTERM
 * under load (in-flight responses finish, exit 0).
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDist, createFixtureDist } from './fixture-dist.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIG_FILE = '/assets/big-0000.bin';
const BIG_BYTES = 16 * 1024 * 1024;

interface ServerProcess {
  output(): string;
  /** The port from the "serving … at http://host:port/" line. */
  port: Promise<number>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

const started: ServerProcess[] = [];
afterAll(() => started.forEach((server) => server.kill('SIGKILL')));

function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const port = new Promise<number>((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving .* at http:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) done(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exit.then(({ code }) => fail(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  port.catch(() => {});
  const server: ServerProcess = {
    output: () => output,
    port,
    exit,
    kill: (signal) => void (child.exitCode === null && child.kill(signal)),
  };
  started.push(server);
  return server;
}

describe.concurrent(
  'the server process',
  () => {
    it('missing dist/: a clear message and exit code 3', async () => {
      const server = startServer({ PORT: '0', DIST_DIR: '/nonexistent/echojam/dist' });
      expect((await server.exit).code).toBe(3);
      expect(server.output()).toMatch(/dist does not exist: build the site first \(npm run build\)/);
    });

    it('empty dist/: a clear message and exit code 3', async () => {
      const empty = createEmptyDist();
      try {
        const server = startServer({ PORT: '0', DIST_DIR: empty.dir });
        expect((await server.exit).code).toBe(3);
        expect(server.output()).toMatch(/has no index\.html or 404\.html: build the site first \(npm run build\)/);
      } finally {
        empty.remove();
      }
    });

    it('port already in use: a clear message and exit code 4', async () => {
      const fixture = createFixtureDist();
      const blocker = net.createServer();
      await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
      const { port } = blocker.address() as net.AddressInfo;
      try {
        const server = startServer({ PORT: String(port), DIST_DIR: fixture.dir });
        expect((await server.exit).code).toBe(4);
        expect(server.output()).toContain(`port ${port} on 127.0.0.1 is already in use`);
        expect(server.output()).toContain('PORT=8081 npm start');
      } finally {
        blocker.close();
        fixture.remove();
      }
    });

    it('SIGTERM under load: in-flight responses are written to the end, then exit 0', async () => {
      const fixture = createFixtureDist({ bigBytes: BIG_BYTES });
      const server = startServer({ PORT: '0', DIST_DIR: fixture.dir });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      try {
        const port = await server.port;

        // A slow reader: asks for a 16 MiB file, reads the first bytes, then stops reading. Most of the
        // response is still in the server's buffers when SIGTERM arrives.
        let received = 0;
        let slowHeaders = '';
        const slowReader = net.connect(port, '127.0.0.1');
        const slowDone = new Promise<void>((done) => slowReader.on('close', () => done()));
        slowReader.on('error', () => {});
        const firstBytes = new Promise<void>((done) => slowReader.once('data', () => done()));
        slowReader.on('data', (chunk: Buffer) => {
          if (!slowHeaders.includes('\r\n\r\n')) {
            slowHeaders += chunk.toString('latin1');
            const end = slowHeaders.indexOf('\r\n\r\n');
            if (end >= 0) received += Buffer.byteLength(slowHeaders.slice(end + 4), 'latin1');
          } else received += chunk.length;
        });
        slowReader.write(`GET ${BIG_FILE} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        await firstBytes;
        slowReader.pause();

        // Load: 16 keep-alive clients in a loop. A response that starts must arrive whole.
        let complete = 0;
        let truncated = 0;
        let refused = 0;
        let stop = false;
        const getOnce = (path: string) =>
          new Promise<void>((done) => {
            const outgoing = http.get({ host: '127.0.0.1', port, path, agent }, (incoming) => {
              let bytes = 0;
              incoming.on('data', (chunk: Buffer) => (bytes += chunk.length));
              incoming.on(
                'end',
                () => (bytes === Number(incoming.headers['content-length']) ? complete++ : truncated++, done()),
              );
              incoming.on('error', () => (truncated++, done()));
            });
            outgoing.on('error', () => (refused++, done()));
          });
        const clients = Array.from({ length: 16 }, async (_, i) => {
          while (!stop) await getOnce(i % 2 ? '/' : '/criar-sala');
        });

        await new Promise((done) => setTimeout(done, 400));
        const signalled = Date.now();
        server.kill('SIGTERM');
        await new Promise((done) => setTimeout(done, 300));
        expect(slowReader.destroyed, 'the slow response is still being sent').toBe(false);
        slowReader.resume();

        const { code } = await server.exit;
        stop = true;
        await Promise.all(clients);
        await slowDone;

        expect(code).toBe(0);
        expect(server.output()).toContain('SIGTERM received');
        expect(Date.now() - signalled).toBeLessThan(8000);
        expect(slowHeaders).toMatch(new RegExp(`content-length: ${BIG_BYTES}\\r\\n`, 'i'));
        expect(received).toBe(BIG_BYTES);
        expect(complete, 'responses completed under load').toBeGreaterThan(0);
        expect(truncated).toBe(0);
        // Requests after the listener closed are refused (or hit a closing keep-alive socket): expected.
        expect(refused).toBeGreaterThanOrEqual(0);
      } finally {
        agent.destroy();
        server.kill('SIGKILL');
        fixture.remove();
      }
    });
  },
  40_000,
);
