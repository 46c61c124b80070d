// @vitest-environment node
/**
 * HTTP/1.1 on its edges, on a raw socket: one response per request, RFC 9112's framing and Host rules,
 * absolute-form targets, If-Modified-Since, CORS preflights, and the errors Node, Fastify and the server
 * write themselves (our text body, the 404 page's security headers, Cache-Control: no-store).
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app.ts';
import { createFixtureDist, FIXTURE_HEADERS, type FixtureDist } from './fixture-dist.ts';
import { parseResponses, rawRequest, type ParsedResponse } from './http-client.ts';

const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 1000;

let fixture: FixtureDist;
let app: FastifyInstance;
let baseUrl: string;
let authority: string;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = buildServer({ distDir: fixture.dir, headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  authority = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  baseUrl = `http://${authority}`;
});

afterAll(async () => {
  await app?.close();
  fixture?.remove();
});

/** Sends `text` on a new connection and returns the responses received before the server closed it. */
async function exchange(text: string, timeoutMs = 5000): Promise<ParsedResponse[]> {
  const received = await rawRequest(baseUrl, text, { timeoutMs });
  expect(received.closedByServer, `the server closes the connection after: ${JSON.stringify(text.slice(0, 80))}`).toBe(
    true,
  );
  return parseResponses(received.raw);
}

const get = (target: string, headers = '') =>
  exchange(`GET ${target} HTTP/1.1\r\nHost: ${authority}\r\n${headers}Connection: close\r\n\r\n`);

function expectOurError(response: ParsedResponse | undefined, status: number): void {
  expect(response?.status).toBe(status);
  expect(response!.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response!.body).toMatch(new RegExp(`^${status} [A-Za-z -]+\\n$`));
  for (const [name, value] of Object.entries(FIXTURE_HEADERS.errors))
    expect(response!.headers[name.toLowerCase()], `${status} ${name}`).toBe(value);
}

describe('one response per request', () => {
  it('a request whose chunked body is malformed gets one response, then EOF (no unrequested 400)', async () => {
    const responses = await exchange(
      'GET /robots.txt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n\r\n',
    );
    expect(responses.map((response) => response.status)).toEqual([200]);
    expect(responses[0]!.body).toBe(fixture.files['/robots.txt']);
  });

  it('pipelined: a good request, then one with a bad chunk: one response each, then EOF', async () => {
    const responses = await exchange(
      'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /digits.txt HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
    );
    expect(responses.map((response) => [response.status, response.body])).toEqual([
      [200, fixture.files['/robots.txt']],
      [200, fixture.files['/digits.txt']],
    ]);
  });

  it('a declared body that never comes: the response, then EOF at requestTimeout instead of a 408', async () => {
    const responses = await exchange(
      'GET /digits.txt HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n',
      REQUEST_TIMEOUT_MS * 6,
    );
    expect(responses.map((response) => response.status)).toEqual([200]);
  });

  it('a malformed request after a good one: the first response, then our 400 for the second, then EOF', async () => {
    const responses = await exchange(
      'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /a b c HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(responses.map((response) => response.status)).toEqual([200, 400]);
    expectOurError(responses[1], 400);
  });
});

describe('RFC 9112 framing and Host', () => {
  it('HTTP/1.0 with Transfer-Encoding → 400, and the connection closes even when kept alive', async () => {
    const responses = await exchange(
      'GET / HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(responses).toHaveLength(1);
    expectOurError(responses[0], 400);
    expect(responses[0]!.headers.connection).toBe('close');
  });

  it('two Host headers → 400; none in HTTP/1.1 → 400; none in HTTP/1.0 → served', async () => {
    for (const text of [
      'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nhost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nAccept: */*\r\n\r\n',
    ]) {
      const responses = await exchange(text);
      expect(responses, JSON.stringify(text)).toHaveLength(1);
      expectOurError(responses[0], 400);
    }
    expect((await exchange('GET /robots.txt HTTP/1.0\r\n\r\n')).map((response) => response.status)).toEqual([200]);
  });

  it('more header lines than Node keeps → 431 before the Host and Transfer-Encoding checks', async () => {
    const filler = Array.from({ length: 2100 }, (_, i) => `X-${i}: 1\r\n`).join('');
    for (const text of [
      `GET /robots.txt HTTP/1.1\r\nHost: x\r\n${filler}Host: y\r\n\r\n`,
      `GET /robots.txt HTTP/1.0\r\nHost: x\r\n${filler}Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ]) {
      const responses = await exchange(text);
      expect(responses, text.slice(0, 40)).toHaveLength(1);
      expectOurError(responses[0], 431);
      expect(responses[0]!.headers.connection).toBe('close');
    }
    // Below the limit, the checks read every line.
    const [duplicateHost] = await exchange(
      `GET /robots.txt HTTP/1.1\r\nHost: x\r\n${filler.slice(0, 1000)}Host: y\r\n\r\n`,
    );
    expectOurError(duplicateHost, 400);
  });

  it('absolute-form targets are served like their path (RFC 9112 §3.2.2)', async () => {
    const [page] = await get(`http://${authority}/criar-sala`);
    expect(page?.status).toBe(200);
    expect(page!.body).toBe(fixture.files['/criar-sala/index.html']);
    const [home] = await get(`http://${authority}`);
    expect(home!.body).toBe(fixture.files['/index.html']);
    const [traversal] = await get(`http://${authority}/../secret.txt`);
    expectOurError(traversal, 400);
  });
});

describe('If-Modified-Since', () => {
  const dateOffset = (date: string, seconds: number) => new Date(Date.parse(date) + seconds * 1000).toUTCString();

  it('304 when the file has not changed since the date; 200 when it has or the date is not a date', async () => {
    const [first] = await get('/criar-sala');
    const lastModified = first!.headers['last-modified']!;
    expect(lastModified).toMatch(/ GMT$/);
    for (const since of [lastModified, dateOffset(lastModified, 3600)]) {
      const [response] = await get('/criar-sala', `If-Modified-Since: ${since}\r\n`);
      expect(response?.status, since).toBe(304);
      expect(response!.body).toBe('');
      expect(response!.headers.etag).toBe(first!.headers.etag);
    }
    for (const since of [dateOffset(lastModified, -1), 'yesterday'])
      expect((await get('/criar-sala', `If-Modified-Since: ${since}\r\n`))[0]?.status, since).toBe(200);
  });

  it('If-None-Match wins when both are sent', async () => {
    const [first] = await get('/criar-sala');
    const { etag, 'last-modified': lastModified } = first!.headers;
    expect(
      (await get('/criar-sala', `If-None-Match: "other"\r\nIf-Modified-Since: ${lastModified}\r\n`))[0]?.status,
    ).toBe(200);
    expect(
      (
        await get('/criar-sala', `If-None-Match: ${etag}\r\nIf-Modified-Since: ${dateOffset(lastModified!, -3600)}\r\n`)
      )[0]?.status,
    ).toBe(304);
  });
});

describe('OPTIONS', () => {
  it('under /embed/: a CORS preflight, 204 with the allowed origin, methods, headers and max age', async () => {
    for (const path of ['/embed/v1/echojam.js', '/embed/v1/custom-elements.json']) {
      const [response] = await exchange(
        `OPTIONS ${path} HTTP/1.1\r\nHost: x\r\nOrigin: https://parceiro.example\r\nAccess-Control-Request-Method: GET\r\nAccess-Control-Request-Headers: x-partner\r\nConnection: close\r\n\r\n`,
      );
      expect(response?.status, path).toBe(204);
      expect(response!.headers['access-control-allow-origin']).toBe('*');
      expect(response!.headers['access-control-allow-methods']).toBe('GET, HEAD');
      expect(response!.headers['access-control-allow-headers']).toBe('*');
      expect(Number(response!.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(response!.body).toBe('');
    }
  });

  it('elsewhere: 405 with Allow', async () => {
    for (const path of ['/', '/criar-sala', '/assets/x.js', '/embedded']) {
      const [response] = await exchange(
        `OPTIONS ${path} HTTP/1.1\r\nHost: x\r\nOrigin: https://parceiro.example\r\nAccess-Control-Request-Method: GET\r\nConnection: close\r\n\r\n`,
      );
      expectOurError(response, 405);
      expect(response!.headers.allow).toBe('GET, HEAD');
      expect(response!.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('errors written by Node, Fastify and the server: our text, the 404 page’s security headers, no-store', () => {
  it.each([
    ['bad request line', 400, 'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['binary garbage', 400, '\x00\x01\x02\r\n\r\n'],
    ['unknown method', 400, 'FOO / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['bad percent-encoding', 400, 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    ['URL over 8 KB', 414, `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ['headers over 16 KB', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['POST', 405, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'],
    [
      'unsatisfiable range',
      416,
      'GET /digits.txt HTTP/1.1\r\nHost: x\r\nRange: bytes=50-60\r\nConnection: close\r\n\r\n',
    ],
    ['headers that never end', 408, 'GET / HTTP/1.1\r\nHost: x\r\nX-Wait'],
  ] as const)('%s → %i', async (_name, status, text) => {
    const responses = await exchange(text);
    expect(responses).toHaveLength(1);
    expectOurError(responses[0], status);
  });

  it('the security headers of errors are those of the 404 page', async () => {
    const [notFound] = await get('/nao-existe');
    expect(notFound?.status).toBe(404);
    for (const [name, value] of Object.entries(FIXTURE_HEADERS.errors)) {
      if (name !== 'Cache-Control') expect(notFound!.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(FIXTURE_HEADERS.errors['Cache-Control']).toBe('no-store');
  });

  it('an Expect other than 100-continue is ignored (no bare 417)', async () => {
    const [response] = await get('/robots.txt', 'Expect: something-else\r\n');
    expect(response?.status).toBe(200);
  });
});
