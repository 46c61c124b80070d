import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The site through a loopback proxy that sends one page's HTML in two parts: the bytes before `cutAt`, then
 * the rest once the test calls `release()`. A browser draws what has arrived, as it does when a slow link
 * delivers a page in pieces. Every other request is passed through whole, uncompressed.
 */
export interface SplitHtmlSite {
  readonly origin: string;
  /** The next request for `path` stops after `cutAt` bytes of its HTML until `release()`. */
  split(path: string, cutAt: number): void;
  release(): void;
  close(): Promise<void>;
}

export async function startSplitHtmlSite(siteOrigin: string): Promise<SplitHtmlSite> {
  let pending: { path: string; cutAt: number } | undefined;
  let releaseHeld = (): void => {};
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(siteOrigin + request.url, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      if (pending && request.url === pending.path) {
        const { cutAt } = pending;
        pending = undefined;
        response.write(body.subarray(0, cutAt));
        releaseHeld = () => response.end(body.subarray(cutAt));
      } else {
        response.end(body);
      }
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    split(path, cutAt) {
      pending = { path, cutAt };
    },
    release() {
      releaseHeld();
      releaseHeld = () => {};
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
