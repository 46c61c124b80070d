// @vitest-environment node
/**
 * The production server against a small fixture build: routes, methods, hostile requests (through
 * Fastify's inject and through a raw socket, which sends "../" as it is), ranges, conditional requests,
 * compression, headers, symlinks, slow clients, and a normal request after all of them.
 */
import type { FastifyInstance } from 'fastify';
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server/app.ts';
import { IMMUTABLE } from '../../../src/http-policy/header-rules.ts';
import { DistError } from '../../../src/server/dist-dir.ts';
import { STYLE_HASHES_FILE } from '../../../src/http-policy/deploy-files.ts';
import {
  createEmptyDist,
  createFixtureDist,
  EMBED_CHUNK,
  FIXTURE_HEADERS,
  FIXTURE_STYLE_HASHES,
  HASHED_ASSET,
  type FixtureDist,
} from './fixture-dist.ts';
import { rawRequest } from './http-client.ts';

const HEADERS_TIMEOUT_MS = 500;

let fixture: FixtureDist;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = buildServer({
    distDir: fixture.dir,
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: 2 * HEADERS_TIMEOUT_MS,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  fixture?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const byteLength = (path: string) => Buffer.byteLength(fixture.files[path]!);

/** A raw HTTP/1.1 request for `target`, exactly as written. */
const rawGet = (target: string, method = 'GET') =>
  rawRequest(baseUrl, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

function bodyOf(raw: string): string {
  return raw.slice(raw.indexOf('\r\n\r\n') + 4);
}

describe('routes', () => {
  it('serves / and clean URLs with and without the trailing slash', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe(fixture.files['/index.html']);
    for (const url of ['/criar-sala', '/criar-sala/', '/criar-sala/index.html', '/criar-sala?utm_source=x#top']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(fixture.files['/criar-sala/index.html']);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const url of ['/nao-existe', '/nao-existe/', '/criar-sala/nada', '/404', '/x'.repeat(150), '/etc/passwd']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Oops! Página não encontrada');
      expect(response.headers['content-length']).toBe(String(byteLength('/404.html')));
    }
  });

  it('does not serve the precompressed siblings as files of their own', async () => {
    for (const url of ['/index.html.br', '/index.html.gz', `${HASHED_ASSET}.gz`])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('serves files with their content type', async () => {
    expect((await get(HASHED_ASSET)).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/assets/main-Zz99Yy88.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get('/images/player.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('HEAD', () => {
  it('answers with the GET headers, the right Content-Length and no body', async () => {
    const [head, full] = [await app.inject({ method: 'HEAD', url: '/' }), await get('/')];
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(byteLength('/index.html')));
    for (const name of ['etag', 'content-type', 'cache-control', 'content-security-policy', 'last-modified']) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });

  it('sends no body on the wire, for a page, a compressed variant and the 404 page', async () => {
    const page = await rawGet('/', 'HEAD');
    expect(page.status).toBe(200);
    expect(page.raw).toMatch(new RegExp(`content-length: ${byteLength('/index.html')}\\r\\n`, 'i'));
    expect(bodyOf(page.raw)).toBe('');

    const compressed = await rawRequest(
      baseUrl,
      'HEAD / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n',
    );
    const brotliLength = (await get('/', { 'accept-encoding': 'br' })).rawPayload.length;
    expect(compressed.raw).toMatch(new RegExp(`content-length: ${brotliLength}\\r\\n`, 'i'));
    expect(bodyOf(compressed.raw)).toBe('');

    const missing = await rawGet('/nao-existe', 'HEAD');
    expect(missing.status).toBe(404);
    expect(missing.raw).toMatch(new RegExp(`content-length: ${byteLength('/404.html')}\\r\\n`, 'i'));
    expect(bodyOf(missing.raw)).toBe('');
  });
});

describe('methods other than GET and HEAD', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s → 405 with Allow: GET, HEAD', async (method) => {
    // OPTIONS under /embed/ is a CORS preflight (http-edges.test.ts).
    for (const url of ['/', '/criar-sala', '/nao-existe', ...(method === 'OPTIONS' ? [] : ['/embed/v1/echojam.js'])]) {
      const response = await app.inject({ method: method as 'POST', url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'COPY', 'LOCK', 'SEARCH', 'PURGE'])('%s on the wire → 405', async (method) => {
    const response = await rawGet('/', method);
    expect(response.status).toBe(405);
    expect(response.raw).toMatch(/\r\nallow: GET, HEAD\r\n/i);
  });

  it('POST with a body larger than bodyLimit → 405, before any body parsing', async () => {
    const response = await rawRequest(
      baseUrl,
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n${'x'.repeat(5000)}`,
    );
    expect(response.status).toBe(405);
  });

  it('methods unknown to HTTP → 400 from the parser; CONNECT → connection closed; never a 5xx', async () => {
    for (const method of ['FOO', 'GETT', 'G<T']) {
      const response = await rawGet('/', method);
      expect(response.status, method).toBe(400);
    }
    const connect = await rawRequest(baseUrl, 'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n');
    expect(connect.closedByServer).toBe(true);
    expect(connect.status ?? 400).toBeLessThan(500);
  });
});

describe('hostile paths: 4xx, never a 5xx nor a file from outside dist/', () => {
  const HOSTILE = [
    // raw "../" (clients and inject normalise these away; the raw socket sends them as they are)
    '/../secret.txt',
    '/../../../../../../../../etc/passwd',
    '/assets/../../secret.txt',
    '/..',
    '/../outside/secret.txt',
    '/./../secret.txt',
    // encoded dots and separators
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/..%2fsecret.txt',
    '/%2f%2e%2e%2fsecret.txt',
    // backslashes, raw and encoded
    '/..\\secret.txt',
    '/..%5csecret.txt',
    '/%5c..%5c..%5csecret.txt',
    // double and triple encoding
    '/%252e%252e%252fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%25252e%25252e%25252fsecret.txt',
    // overlong UTF-8 dots
    '/%c0%ae%c0%ae/secret.txt',
    // NUL bytes
    '/index.html%00',
    '/%00',
    '/secret.txt%00.html',
    // invalid percent-encoding
    '/%zz',
    '/%',
    '/%e',
    '/%%32%65%%32%65/secret.txt',
    // empty segments, absolute-form and asterisk-form targets
    '//etc/passwd',
    '//secret.txt',
    'http://localhost/../secret.txt',
    '*',
  ];

  it.each(HOSTILE)('raw socket: %s', async (target) => {
    const response = await rawGet(target);
    expect(response.status, response.raw.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.raw).not.toContain(fixture.secret);
    expect(response.raw).not.toMatch(/root:.*:0:0:/);
  });

  // inject resolves literal "." and ".." segments like a browser: only the encoded forms reach the server.
  const ENCODED = HOSTILE.filter((target) => target.startsWith('/') && !/(^|\/)\.\.?(\/|$)/.test(target));
  it.each(ENCODED)('inject: %s', async (target) => {
    const response = await get(target);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain(fixture.secret);
  });

  it('the path checks answer 400 for encoded traversal, bad encoding and NUL', async () => {
    for (const target of [
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%252e%252e%252fsecret.txt',
      '/%00',
      '/%zz',
      '/%',
    ]) {
      expect((await rawGet(target)).status, target).toBe(400);
    }
  });

  it('URL over 8 KB → 414; over Node’s 16 KB header limit → 431', async () => {
    expect((await rawGet('/' + 'a'.repeat(9000))).status).toBe(414);
    expect((await rawGet('/' + '%2e'.repeat(3000))).status).toBe(414);
    expect((await rawGet('/' + 'a'.repeat(17_000))).status).toBe(431);
  });

  it('huge headers → 431 from Node', async () => {
    const oneHuge = await rawRequest(
      baseUrl,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(oneHuge.status).toBe(431);
    const many = Array.from({ length: 1000 }, (_, i) => `X-Header-${i}: ${'b'.repeat(20)}`).join('\r\n');
    expect(
      (await rawRequest(baseUrl, `GET / HTTP/1.1\r\nHost: x\r\n${many}\r\nConnection: close\r\n\r\n`)).status,
    ).toBe(431);
  });

  it('malformed request lines and headers → 400', async () => {
    for (const text of [
      'GET / HTTP/1.1\r\n\r\n',
      'GET /a b HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n',
      '\x00\x01\x02\r\n\r\n',
    ]) {
      const response = await rawRequest(baseUrl, text);
      expect(response.status, JSON.stringify(text)).toBe(400);
    }
  });
});

describe('symlinks in dist/', () => {
  it('a symlink pointing outside dist/ (file or folder) is not served', async () => {
    for (const url of ['/leak.txt', '/leak-dir/secret.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(fixture.secret);
    }
  });

  it('a symlink pointing inside dist/ is served; through a link to dist/ itself (a cycle), only dist/ files', async () => {
    const alias = await get('/alias.html');
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe(fixture.files['/criar-sala/index.html']);
    // Files are looked up per request (no walk of dist/ to loop in): the cycle leads back into dist/ only.
    const looped = await get('/loop/loop/loop/criar-sala/index.html');
    expect(looped.statusCode).toBe(200);
    expect(looped.body).toBe(fixture.files['/criar-sala/index.html']);
    for (const url of ['/loop/leak.txt', '/loop/loop/leak-dir/secret.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(fixture.secret);
    }
  });

  it('a missing or empty dist/ is refused with a DistError', () => {
    const empty = createEmptyDist();
    try {
      expect(() => buildServer({ distDir: empty.dir })).toThrow(DistError);
      expect(() => buildServer({ distDir: empty.dir + '-missing' })).toThrow(DistError);
    } finally {
      empty.remove();
    }
  });
});

describe('byte ranges', () => {
  const range = (value: string, url = '/digits.txt', headers: Record<string, string> = {}) =>
    get(url, { range: value, ...headers });

  it('a single range → 206 with Content-Range', async () => {
    const response = await range('bytes=2-5');
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('2345');
    expect(response.headers['content-range']).toBe('bytes 2-5/10');
    expect(response.headers['content-length']).toBe('4');
    expect((await get('/digits.txt')).headers['accept-ranges']).toBe('bytes');
  });

  it('suffix and open-ended ranges', async () => {
    expect((await range('bytes=-3')).body).toBe('789');
    expect((await range('bytes=7-')).body).toBe('789');
    expect((await range('bytes=8-999')).body).toBe('89');
    expect((await range('bytes=-999')).body).toBe('0123456789');
  });

  it('invalid syntax and several ranges → the full body with 200', async () => {
    for (const value of ['bytes=abc', 'bytes=5-2', 'bytes=', 'pages=1-2', 'bytes=0-1,3-4', 'bytes=0-1, 5-']) {
      const response = await range(value);
      expect(response.statusCode, value).toBe(200);
      expect(response.body).toBe('0123456789');
    }
  });

  it('an unsatisfiable range → 416 with Content-Range: bytes */size', async () => {
    for (const value of ['bytes=10-', 'bytes=50-60', 'bytes=-0']) {
      const response = await range(value);
      expect(response.statusCode, value).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */10');
    }
  });

  it('a range of a compressible file is taken from the plain file', async () => {
    const response = await range('bytes=0-14', '/', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(fixture.files['/index.html']!.slice(0, 15));
  });

  it('no range of the 404 page', async () => {
    const response = await range('bytes=0-3', '/nao-existe');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-range']).toBeUndefined();
  });

  it('If-Range: the range when the ETag matches, the full body otherwise', async () => {
    const { etag } = (await get('/digits.txt')).headers as { etag: string };
    expect((await range('bytes=0-1', '/digits.txt', { 'if-range': etag })).statusCode).toBe(206);
    expect((await range('bytes=0-1', '/digits.txt', { 'if-range': '"other"' })).statusCode).toBe(200);
    expect((await range('bytes=0-1', '/digits.txt', { 'if-range': `W/${etag}` })).statusCode).toBe(200);
    expect((await range('bytes=0-1', '/digits.txt', { 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' })).statusCode).toBe(
      200,
    );
  });
});

describe('conditional requests', () => {
  it('If-None-Match with the ETag (strong, weak, in a list, or *) → 304 without a body', async () => {
    const first = await get('/criar-sala');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const value of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const response = await get('/criar-sala', { 'if-none-match': value });
      expect(response.statusCode, value).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/criar-sala', { 'if-none-match': '"nope"' })).statusCode).toBe(200);
  });

  it('each encoding has its own ETag', async () => {
    const identity = (await get('/')).headers.etag as string;
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(identity);
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': identity })).statusCode).toBe(200);
    expect(
      (await get('/', { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('the 404 page is never a 304', async () => {
    expect((await get('/nao-existe', { 'if-none-match': '*' })).statusCode).toBe(404);
  });
});

describe('compression', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.9', 'gzip'],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['*;q=0', undefined],
  ])('Accept-Encoding %j → %s', async (accept, expected) => {
    const response = await get('/', { 'accept-encoding': accept });
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    const decoded =
      expected === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : expected === 'gzip'
          ? gunzipSync(response.rawPayload)
          : response.rawPayload;
    expect(decoded.toString()).toBe(fixture.files['/index.html']);
  });

  it('files without precompressed variants are sent as they are', async () => {
    expect((await get('/digits.txt', { 'accept-encoding': 'br, gzip' })).headers['content-encoding']).toBeUndefined();
  });
});

describe('headers (header-rules.ts)', () => {
  it('HTML carries a strict CSP, nosniff, Referrer-Policy, Permissions-Policy and revalidation', async () => {
    for (const url of ['/', '/criar-sala', '/nao-existe']) {
      const headers = (await get(url)).headers;
      expect(headers['content-security-policy']).toBe(FIXTURE_HEADERS.forPath(url)['Content-Security-Policy']);
      const scriptSrc = String(headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc).toBe("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('Cache-Control: immutable for hashed files, no-cache for the stable embed URL', async () => {
    expect((await get(HASHED_ASSET)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(EMBED_CHUNK)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/embed/v1/echojam.js')).headers['cache-control']).toBe('no-cache');
  });

  it('CORS on everything under /embed/, nowhere else', async () => {
    for (const url of ['/embed/v1/echojam.js', EMBED_CHUNK]) {
      const response = await get(url, { origin: 'https://parceiro.example' });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    for (const url of ['/', HASHED_ASSET])
      expect(
        (await get(url, { origin: 'https://parceiro.example' })).headers['access-control-allow-origin'],
      ).toBeUndefined();
  });

  it('every response carries exactly the headers of its path', async () => {
    for (const path of Object.keys(fixture.files)) {
      const response = await get(path);
      for (const [name, value] of Object.entries(FIXTURE_HEADERS.forPath(path)))
        expect(response.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  it('pages carry the document policies; scripts, styles and images do not', async () => {
    for (const url of ['/', '/criar-sala', '/nao-existe']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toContain(
        "default-src 'self'; script-src 'self'; style-src-elem 'self'",
      );
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
    }
    for (const url of [HASHED_ASSET, '/embed/v1/echojam.js', EMBED_CHUNK]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['permissions-policy'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("the pages' CSP allows style elements from our origin and by the hashes the build listed, no style attribute", async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const [first, second] = FIXTURE_STYLE_HASHES['/index.html'];
    expect(policy).toContain(`style-src-elem 'self' '${first}' '${second}';`);
    expect(policy).toContain("style-src-attr 'none';");
    expect(policy).not.toMatch(/(^|; )style-src /);
  });

  it("each page's CSP names its own styles only, under each of its URLs; any other path has the 404 page's", async () => {
    const styleSources = async (url: string) =>
      /style-src-elem ([^;]*);/.exec(String((await get(url)).headers['content-security-policy']))?.[1];
    const only = (hashes: readonly string[]) => ["'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');
    for (const url of ['/', '/index.html'])
      expect(await styleSources(url), url).toBe(only(FIXTURE_STYLE_HASHES['/index.html']));
    for (const url of ['/criar-sala', '/criar-sala/', '/criar-sala/index.html'])
      expect(await styleSources(url), url).toBe(only(FIXTURE_STYLE_HASHES['/criar-sala/index.html']));
    for (const url of ['/nao-existe', '/criar-sala/nada', '/404.html', '/robots.txt', '/%zz'])
      expect(await styleSources(url), url).toBe(only(FIXTURE_STYLE_HASHES['/404.html']));
  });

  it('a build without its style hashes, or with something else in their file, is refused with a DistError', () => {
    const broken = createFixtureDist();
    try {
      writeFileSync(
        join(broken.dir, STYLE_HASHES_FILE),
        JSON.stringify({ pages: { '/404.html': ["'unsafe-inline'"] } }),
      );
      expect(() => buildServer({ distDir: broken.dir })).toThrow(DistError);
      // The list of the old format (one list for every page), and a list without the 404 page.
      writeFileSync(
        join(broken.dir, STYLE_HASHES_FILE),
        JSON.stringify({ styleElements: [FIXTURE_STYLE_HASHES['/404.html'][0]] }),
      );
      expect(() => buildServer({ distDir: broken.dir })).toThrow(DistError);
      writeFileSync(join(broken.dir, STYLE_HASHES_FILE), JSON.stringify({ pages: { '/index.html': [] } }));
      expect(() => buildServer({ distDir: broken.dir })).toThrow(DistError);
      rmSync(join(broken.dir, STYLE_HASHES_FILE));
      expect(() => buildServer({ distDir: broken.dir })).toThrow(DistError);
    } finally {
      broken.remove();
    }
  });

  it('errors carry the security headers too', async () => {
    for (const response of [await get('/%zz'), await app.inject({ method: 'POST', url: '/' })]) {
      expect(response.headers['content-security-policy']).toBe(
        FIXTURE_HEADERS.forPath('/404.html')['Content-Security-Policy'],
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('slow clients', () => {
  it('headers sent byte by byte are cut off after headersTimeout (408, connection closed)', async () => {
    // About 9 s to send in full; the server must give up long before.
    const headers = `GET / HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${'slow'.repeat(50)}\r\n\r\n`;
    const response = await rawRequest(baseUrl, headers, { delayMs: 40, timeoutMs: 6000 });
    expect(response.closedByServer).toBe(true);
    expect(response.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS * 6);
    expect(response.status ?? 408).toBe(408);
  }, 10_000);

  it('a client that stops in the middle of its headers is cut off too', async () => {
    const response = await rawRequest(baseUrl, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Wait', { timeoutMs: 6000 });
    expect(response.closedByServer).toBe(true);
    expect(response.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS * 6);
  }, 10_000);
});

describe('after all of the above', () => {
  it('the server serves normally, on new and on kept-alive connections', async () => {
    const response = await fetch(`${baseUrl}/criar-sala`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(fixture.files['/criar-sala/index.html']);
    const twice = await rawRequest(
      baseUrl,
      'GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /robots.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(twice.raw.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(twice.raw).toContain(fixture.files['/robots.txt']);
  });
});
