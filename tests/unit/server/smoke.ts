import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { EMBED_CHUNK, FIXTURE_HEADERS, HASHED_ASSET, type FixtureDist } from './fixture-dist.ts';
import { parseResponses, rawRequest, request, type ParsedResponse } from './http-client.ts';

export interface SmokeTarget {
  baseUrl: string;
  fixture: FixtureDist;
}

/**
 * Response paths and the path whose header rules apply to them (the 404 page's for unknown paths). Each
 * spelling of a page's URL carries that page's own CSP.
 */
const HEADER_CASES: ReadonlyArray<[requested: string, rulesOf: string]> = [
  ['/', '/'],
  ['/index.html', '/index.html'],
  ['/criar-sala', '/criar-sala'],
  ['/criar-sala/', '/criar-sala/'],
  ['/criar-sala/index.html', '/criar-sala/index.html'],
  ['/nao-existe', '/404.html'],
  ['/embed/nao-existe.js', '/404.html'],
  [HASHED_ASSET, HASHED_ASSET],
  ['/assets/main-Zz99Yy88.css', '/assets/main-Zz99Yy88.css'],
  ['/images/player.svg', '/images/player.svg'],
  ['/embed/v1/echojam.js', '/embed/v1/echojam.js'],
  [EMBED_CHUNK, EMBED_CHUNK],
];

const RULE_HEADER_NAMES = [
  ...new Set(
    HEADER_CASES.flatMap(([, path]) => Object.keys(FIXTURE_HEADERS.forPath(path)).map((name) => name.toLowerCase())),
  ),
];

/** The error headers of header-rules.ts, each as sent (the body is each server's own short text or HTML). */
function expectErrorHeaders(response: ParsedResponse | undefined, status: number, what: string): void {
  expect(response?.status, what).toBe(status);
  for (const [name, value] of Object.entries(FIXTURE_HEADERS.errors))
    expect(response!.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
}

/**
 * The smoke tests every way of serving dist/ must pass (our server, deploy/nginx.conf): clean URLs,
 * the 404 page with status 404, the headers of header-rules.ts, CORS on /embed/ and its preflight, gzip,
 * HEAD, 405 with Allow, errors with the error headers, the paths refused with 400, conditional and range
 * requests, HTTP/1.1's framing and Host rules, and no traversal. Call inside a describe.
 */
export function defineSmokeTests(target: () => SmokeTarget): void {
  const get = (path: string, headers: Record<string, string> = {}) => request(target().baseUrl, path, { headers });

  it('clean URLs: /, /criar-sala and /criar-sala/ serve their index.html', async () => {
    const { fixture } = target();
    expect((await get('/')).text).toBe(fixture.files['/index.html']);
    for (const path of ['/criar-sala', '/criar-sala/', '/criar-sala?utm_source=smoke']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.location, 'no redirect').toBeUndefined();
      expect(response.text).toBe(fixture.files['/criar-sala/index.html']);
    }
  });

  it('unknown paths: the 404 page with status 404', async () => {
    for (const path of [
      '/nao-existe',
      '/criar-sala/nada',
      '/404',
      '/index.html.gz',
      '/embed/nao-existe.js',
      '/_headers',
      '/_style-hashes.json',
      '/_style-sources.nginx',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('Oops! Página não encontrada');
    }
  });

  it('headers: exactly those of header-rules.ts for each path', async () => {
    for (const [path, rulesOf] of HEADER_CASES) {
      const response = await get(path);
      const expected = Object.fromEntries(
        Object.entries(FIXTURE_HEADERS.forPath(rulesOf)).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const actual = Object.fromEntries(
        RULE_HEADER_NAMES.filter((name) => response.headers[name] !== undefined).map((name) => [
          name,
          response.headers[name],
        ]),
      );
      expect(actual, path).toEqual(expected);
    }
  });

  it('CORS: Access-Control-Allow-Origin * on the embed script and its chunks only', async () => {
    for (const path of ['/embed/v1/echojam.js', EMBED_CHUNK]) {
      const response = await get(path, { origin: 'https://parceiro.example' });
      expect(response.status, path).toBe(200);
      expect(response.headers['access-control-allow-origin'], path).toBe('*');
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect(
      (await get('/', { origin: 'https://parceiro.example' })).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('precompressed gzip, with Vary: Accept-Encoding', async () => {
    const { fixture } = target();
    const response = await get(HASHED_ASSET, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(response.body).toString()).toBe(fixture.files[HASHED_ASSET]);
    expect((await get(HASHED_ASSET)).headers['content-encoding']).toBeUndefined();
  });

  it('HEAD: headers and Content-Length, no body', async () => {
    const { baseUrl, fixture } = target();
    const response = await rawRequest(
      baseUrl,
      'HEAD /criar-sala HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
    expect(response.raw).toMatch(
      new RegExp(`\\r\\ncontent-length: ${Buffer.byteLength(fixture.files['/criar-sala/index.html']!)}\\r\\n`, 'i'),
    );
    expect(response.raw.endsWith('\r\n\r\n')).toBe(true);
  });

  /** One request on its own connection; the responses received until the server closed it. */
  const exchange = async (text: string) => {
    const received = await rawRequest(target().baseUrl, text, { timeoutMs: 5000 });
    expect(received.closedByServer, `the server closes the connection after ${JSON.stringify(text.slice(0, 60))}`).toBe(
      true,
    );
    return parseResponses(received.raw);
  };
  const rawGet = (path: string, headers = '') =>
    exchange(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);

  it('methods other than GET and HEAD: 405 with Allow and the error headers', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/', '/embed/v1/echojam.js']) {
        const [response] = await exchange(
          `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        expectErrorHeaders(response, 405, `${method} ${path}`);
        expect(response!.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    }
  });

  it('OPTIONS: a CORS preflight under /embed/ (204), 405 with Allow elsewhere', async () => {
    const preflight = (path: string) =>
      exchange(
        `OPTIONS ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: https://parceiro.example\r\nAccess-Control-Request-Method: GET\r\nAccess-Control-Request-Headers: x-partner\r\nConnection: close\r\n\r\n`,
      );
    for (const path of ['/embed/v1/echojam.js', EMBED_CHUNK]) {
      const [response] = await preflight(path);
      expect(response?.status, path).toBe(204);
      expect(response!.headers['access-control-allow-origin'], path).toBe('*');
      expect(response!.headers['access-control-allow-methods'], path).toBe('GET, HEAD');
      expect(response!.headers['access-control-allow-headers'], path).toBe('*');
      expect(response!.headers['access-control-max-age'], path).toBe('86400');
    }
    for (const path of ['/', '/criar-sala', HASHED_ASSET]) {
      const [response] = await preflight(path);
      expectErrorHeaders(response, 405, `OPTIONS ${path}`);
      expect(response!.headers.allow, path).toBe('GET, HEAD');
      expect(response!.headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  it('paths only a normalising server would map to a file: 400 with the error headers', async () => {
    for (const path of [
      '/criar-sala//',
      '//criar-sala',
      '/./criar-sala',
      '/criar-sala/.',
      '/criar-sala/../criar-sala',
      '/%2e/criar-sala',
      '/criar-sala%2F',
      '/criar-sala%2f',
      '/criar-sala%5c',
      '/criar-sala\\',
      '/%252e%252e/',
    ]) {
      expectErrorHeaders((await rawGet(path))[0], 400, path);
    }
  });

  it('a malformed request: 400 with the error headers', async () => {
    expectErrorHeaders((await exchange('\x00\x01\x02\r\n\r\n'))[0], 400, 'binary garbage');
  });

  it('HTTP/1.1 framing and Host: two Host headers → 400; HTTP/1.0 with Transfer-Encoding → 400 and close', async () => {
    expectErrorHeaders(
      (await exchange('GET / HTTP/1.1\r\nHost: localhost\r\nHost: other\r\n\r\n'))[0],
      400,
      'two Host headers',
    );
    const responses = await exchange(
      'GET / HTTP/1.0\r\nHost: localhost\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expect(responses).toHaveLength(1);
    expectErrorHeaders(responses[0], 400, 'HTTP/1.0 with Transfer-Encoding');
  });

  it('a request whose chunked body is malformed gets one response, then the connection closes', async () => {
    const responses = await exchange(
      'GET /robots.txt HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n\r\n',
    );
    expect(responses).toHaveLength(1);
  });

  it('absolute-form targets are served like their path', async () => {
    const { fixture } = target();
    const [response] = await rawGet('http://localhost/criar-sala');
    expect(response?.status).toBe(200);
    expect(response!.body).toBe(fixture.files['/criar-sala/index.html']);
  });

  it('ETag and If-None-Match → 304; a byte range → 206; several ranges → the whole file', async () => {
    const { etag } = (await get('/criar-sala')).headers;
    expect(etag).toBeTruthy();
    expect((await get('/criar-sala', { 'if-none-match': etag! })).status).toBe(304);
    const range = await get('/digits.txt', { range: 'bytes=2-4' });
    expect(range.status).toBe(206);
    expect(range.text).toBe('234');
    expect(range.headers['content-range']).toBe('bytes 2-4/10');
    const ranges = await get('/digits.txt', { range: 'bytes=0-1,4-5' });
    expect(ranges.status).toBe(200);
    expect(ranges.text).toBe('0123456789');
  });

  it('If-Modified-Since → 304 when not modified since; If-None-Match decides when both are sent', async () => {
    const lastModified = (await get('/criar-sala')).headers['last-modified']!;
    const secondBefore = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const hourAfter = new Date(Date.parse(lastModified) + 3_600_000).toUTCString();
    expect((await get('/criar-sala', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('/criar-sala', { 'if-modified-since': hourAfter })).status).toBe(304);
    expect((await get('/criar-sala', { 'if-modified-since': secondBefore })).status).toBe(200);
    expect((await get('/criar-sala', { 'if-none-match': '"other"', 'if-modified-since': lastModified })).status).toBe(
      200,
    );
  });

  it('traversal and symlinks out of dist/: never the file outside', async () => {
    const { baseUrl, fixture } = target();
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets%2f..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%252e%252e%252fsecret.txt',
      '/leak.txt',
      '/leak-dir/secret.txt',
    ]) {
      const response = await rawRequest(
        baseUrl,
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.raw).not.toContain(fixture.secret);
    }
  });
}
