import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { headersFor } from '../../../src/server/header-rules.ts';
import { EMBED_CHUNK, HASHED_ASSET, type FixtureDist } from './fixture-dist.ts';
import { rawRequest, request } from './http-client.ts';

export interface SmokeTarget {
  baseUrl: string;
  fixture: FixtureDist;
}

/** Response paths and the path whose header rules apply to them (the 404 page's for unknown paths). */
const HEADER_CASES: ReadonlyArray<[requested: string, rulesOf: string]> = [
  ['/', '/'],
  ['/criar-sala', '/criar-sala'],
  ['/criar-sala/', '/criar-sala/'],
  ['/nao-existe', '/404.html'],
  ['/embed/nao-existe.js', '/404.html'],
  [HASHED_ASSET, HASHED_ASSET],
  ['/assets/main-Zz99Yy88.css', '/assets/main-Zz99Yy88.css'],
  ['/images/player.svg', '/images/player.svg'],
  ['/icons/logo.svg', '/icons/logo.svg'],
  ['/embed/v1/echojam.js', '/embed/v1/echojam.js'],
  [EMBED_CHUNK, EMBED_CHUNK],
];

const RULE_HEADER_NAMES = [...new Set(HEADER_CASES.flatMap(([, path]) => Object.keys(headersFor(path)).map((name) => name.toLowerCase())))];

/**
 * The smoke tests every way of serving dist/ must pass (our server, deploy/nginx.conf): clean URLs,
 * the 404 page with status 404, the headers of header-rules.ts, CORS on /embed/, gzip, HEAD, 405,
 * conditional and range requests, and no traversal. Call inside a describe.
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
    for (const path of ['/nao-existe', '/criar-sala/nada', '/404', '/index.html.gz', '/embed/nao-existe.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.text).toContain('Oops! Página não encontrada');
    }
  });

  it('headers: exactly those of header-rules.ts for each path', async () => {
    for (const [path, rulesOf] of HEADER_CASES) {
      const response = await get(path);
      const expected = Object.fromEntries(Object.entries(headersFor(rulesOf)).map(([name, value]) => [name.toLowerCase(), value]));
      const actual = Object.fromEntries(RULE_HEADER_NAMES.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]]));
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
    expect((await get('/', { origin: 'https://parceiro.example' })).headers['access-control-allow-origin']).toBeUndefined();
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
    const response = await rawRequest(baseUrl, 'HEAD /criar-sala HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(200);
    expect(response.raw).toMatch(new RegExp(`\\r\\ncontent-length: ${Buffer.byteLength(fixture.files['/criar-sala/index.html']!)}\\r\\n`, 'i'));
    expect(response.raw.endsWith('\r\n\r\n')).toBe(true);
  });

  it('methods other than GET and HEAD: 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await request(target().baseUrl, '/', { method })).status, method).toBe(405);
  });

  it('ETag and If-None-Match → 304; a byte range → 206', async () => {
    const { etag } = (await get('/criar-sala')).headers;
    expect(etag).toBeTruthy();
    expect((await get('/criar-sala', { 'if-none-match': etag! })).status).toBe(304);
    const range = await get('/digits.txt', { range: 'bytes=2-4' });
    expect(range.status).toBe(206);
    expect(range.text).toBe('234');
    expect(range.headers['content-range']).toBe('bytes 2-4/10');
  });

  it('traversal and symlinks out of dist/: never the file outside', async () => {
    const { baseUrl, fixture } = target();
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets%2f..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%252e%252e%252fsecret.txt', '/leak.txt', '/leak-dir/secret.txt']) {
      const response = await rawRequest(baseUrl, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.raw).not.toContain(fixture.secret);
    }
  });
}
