import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface SiteServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** The built site over the production server (`npm start` builds first when dist/ is stale), on ENGINES_PORT. */
export async function startSite(): Promise<SiteServer> {
  const port = Number(process.env.ENGINES_PORT ?? 4319);
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server logs a line once it listens; a build before it may take a minute.
  await new Promise<void>((resolveStarted, reject) => {
    server.once('exit', (code) => reject(new Error(`the site's server exited with ${code}`)));
    server.stdout!.on('data', (data: Buffer) => {
      if (String(data).includes('EchoJam: serving')) resolveStarted();
    });
  });
  return {
    origin,
    close: () =>
      new Promise<void>((resolveClosed) => {
        server.once('exit', () => resolveClosed());
        server.kill();
      }),
  };
}
