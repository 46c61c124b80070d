import http from 'node:http';
import net from 'node:net';

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One HTTP request, nothing added or decoded: no Accept-Encoding unless given, the body as received. */
export function request(
  baseUrl: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path, method, headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body, text: body.toString('utf8') });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export interface RawResponse {
  /** Everything the server sent before closing (or before the timeout). */
  raw: string;
  status: number | undefined;
  /** The socket was closed by the server (not by our timeout). */
  closedByServer: boolean;
  elapsedMs: number;
}

/**
 * Writes `text` as is on a TCP socket (clients and inject normalise "../"; this does not) and reads
 * until the server closes or `timeoutMs` passes. `delayMs` sends the text one byte at a time.
 */
export function rawRequest(
  baseUrl: string,
  text: string | Buffer,
  { timeoutMs = 3000, delayMs = 0 } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'latin1');
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let closedByServer = true;
    let sent = 0;
    let drip: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      if (delayMs === 0) return void socket.write(bytes);
      drip = setInterval(() => {
        if (sent < bytes.length && socket.writable) socket.write(bytes.subarray(sent, ++sent));
      }, delayMs);
    });
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => {});
    const timer = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, timeoutMs);
    socket.on('close', () => {
      clearTimeout(timer);
      clearInterval(drip);
      const raw = Buffer.concat(received).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1];
      resolve({
        raw,
        status: status === undefined ? undefined : Number(status),
        closedByServer,
        elapsedMs: Date.now() - started,
      });
    });
  });
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The responses to GETs in what a raw socket received, one after the other (by Content-Length; 1xx, 204 and 304 have no body). */
export function parseResponses(raw: string): ParsedResponse[] {
  const responses: ParsedResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`Incomplete response head: ${JSON.stringify(rest.slice(0, 200))}`);
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3}) /.exec(statusLine + ' ')?.[1];
    if (status === undefined) throw new Error(`Not a status line: ${JSON.stringify(statusLine)}`);
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const bodyLength = /^(1..|204|304)$/.test(status) ? 0 : Number(headers['content-length'] ?? 0);
    responses.push({ status: Number(status), headers, body: rest.slice(headEnd + 4, headEnd + 4 + bodyLength) });
    rest = rest.slice(headEnd + 4 + bodyLength);
  }
  return responses;
}
