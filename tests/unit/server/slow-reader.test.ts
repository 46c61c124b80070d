// @vitest-environment node
/**
 * A client that pipelines requests for a large file and stops reading: the server queues at most one piece
 * of the body for it, resets the connection once it has taken nothing for (half of) sendTimeout, and serves
 * everyone else meanwhile.
 */
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app.ts';
import { createFixtureDist, type FixtureDist } from './fixture-dist.ts';
import { request } from './http-client.ts';

const SEND_TIMEOUT_MS = 1000;
/** A file goes out in pieces of this size (a file stream's chunk), each once the kernel took the one before. */
const PIECE_BYTES = 64 * 1024;
// More than the kernel's send and receive buffers on loopback hold (4 MiB + a few MiB), so the server must queue some.
const BIG_BYTES = 24 * 1024 * 1024;

let fixture: FixtureDist;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  fixture = createFixtureDist({ bigBytes: BIG_BYTES });
  app = buildServer({ distDir: fixture.dir, sendTimeout: SEND_TIMEOUT_MS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  fixture?.remove();
});

it('a client that stops reading is reset within sendTimeout, with at most one piece queued, and others are served meanwhile', async () => {
  const accepted = once(app.server, 'connection') as Promise<[net.Socket]>;
  const client = net.connect(Number(new URL(baseUrl).port), '127.0.0.1');
  client.pause(); // never reads
  client.on('error', () => {});
  let received = 0;
  client.on('data', (chunk: Buffer) => (received += chunk.length));
  const connectedAt = Date.now();
  client.write('GET /assets/big-0000.bin HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(50));
  const [socket] = await accepted;
  // Before the socket is destroyed: what the server still held for this client, and what its kernel had taken.
  const atTimeout = new Promise<{ queued: number; inKernel: number }>((resolve) =>
    socket.prependListener('timeout', () =>
      resolve({ queued: socket.writableLength, inKernel: socket.bytesWritten - socket.writableLength }),
    ),
  );
  const serverClosed = once(socket, 'close');

  const other = await request(baseUrl, '/robots.txt');
  expect(other.status).toBe(200);
  expect(other.text).toBe(fixture.files['/robots.txt']);

  const { queued, inKernel } = await atTimeout;
  expect(queued).toBeGreaterThan(0); // the server was still writing: the client had stopped reading
  expect(queued).toBeLessThanOrEqual(PIECE_BYTES);
  await serverClosed;
  expect(Date.now() - connectedAt).toBeGreaterThanOrEqual(SEND_TIMEOUT_MS / 2);

  // Reset, not closed behind the queued data: reading again, the client gets what its own kernel had
  // received, not the megabytes the server's kernel held (a FIN would have delivered them all first).
  const clientClosed = once(client, 'close');
  client.resume();
  await clientClosed;
  expect(received).toBeLessThan(inKernel);
  expect((await request(baseUrl, '/criar-sala')).status).toBe(200);
}, 20_000);

it('a client that reads gets a large file whole, piece after piece, and ranges across pieces', async () => {
  const whole = await request(baseUrl, '/assets/big-0000.bin');
  expect(whole.status).toBe(200);
  expect(whole.headers['content-length']).toBe(String(BIG_BYTES));
  expect(whole.body.length).toBe(BIG_BYTES);
  expect(whole.body.every((byte) => byte === 'x'.charCodeAt(0))).toBe(true);
  const range = await request(baseUrl, '/assets/big-0000.bin', {
    headers: { range: `bytes=${PIECE_BYTES - 10}-${3 * PIECE_BYTES}` },
  });
  expect(range.status).toBe(206);
  expect(range.body.length).toBe(2 * PIECE_BYTES + 11);
}, 20_000);
