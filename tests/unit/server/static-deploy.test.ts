// @vitest-environment node
/** The header rules for static hosts (_headers) and for nginx (deploy/nginx.conf) come from header-rules.ts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspHash } from '../../../src/build/style-hashes.ts';
import { ROUTES } from '../../../src/content/routes.ts';
import { errorBody } from '../../../src/server/error-response.ts';
import {
  ALLOWED_METHODS,
  answersPreflight,
  PREFLIGHT_HEADERS,
  siteHeaders,
  siteHeadersWithStyleSources,
} from '../../../src/http-policy/header-rules.ts';
import { staticHostHeadersFile } from '../../../src/build/headers-file.ts';
import {
  BEGIN_MARKER,
  END_MARKER,
  NGINX_CONF_PATH,
  nginxStyleSourcesFile,
  STYLE_SOURCES_VARIABLE,
} from '../../../src/build/nginx-conf.ts';
import { CONTENT_TYPES } from '../../../src/http-policy/content-types.ts';
import { FIXTURE_HEADERS, FIXTURE_STYLE_HASHES } from './fixture-dist.ts';
import { localNginxConf } from './nginx-harness.ts';

const conf = readFileSync(NGINX_CONF_PATH, 'utf8');
/** The headers as nginx.conf writes them: the CSP's style element sources are the variable the build defines. */
const NGINX_HEADERS = siteHeadersWithStyleSources(STYLE_SOURCES_VARIABLE);

/** The add_header lines directly inside a block (not inside the blocks it holds): name → value. */
function directHeaders(block: string): Record<string, string> {
  let depth = 0;
  const headers: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const header = /^\s*add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"\s+always;$/.exec(line);
    if (header && depth === 0) headers[header[1]!] = header[2]!.replace(/\\(.)/g, '$1');
    depth += (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);
  }
  return headers;
}

/** The body of the block opened by the `{` at `open` in `text`. */
function blockAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error('unbalanced braces in nginx.conf');
}

/** nginx.conf's locations: selector → their body. */
function nginxLocations(text: string): Map<string, string> {
  const locations = new Map<string, string>();
  for (const match of text.matchAll(/location\s+([^{]+?)\s*\{/g))
    locations.set(match[1]!, blockAt(text, match.index! + match[0].length - 1));
  return locations;
}

/** The body of the `if ($request_method = OPTIONS)` block inside a location. */
function optionsBlock(location: string): string {
  const start = location.indexOf('if ($request_method = OPTIONS) {');
  expect(start).toBeGreaterThanOrEqual(0);
  return blockAt(location, location.indexOf('{', start));
}

describe('deploy/nginx.conf', () => {
  it('has one location per header rule, with exactly the headers the server sends there', () => {
    const locations = nginxLocations(conf);
    expect([...locations.keys()].filter((selector) => !selector.startsWith('@'))).toHaveLength(
      NGINX_HEADERS.rules.length,
    );
    for (const rule of NGINX_HEADERS.rules) {
      const prefix = rule.pattern.slice(0, -1);
      const selector = prefix === '/' ? '/' : `^~ ${prefix}`;
      expect(directHeaders(locations.get(selector)!), rule.pattern).toEqual(NGINX_HEADERS.forPath(prefix + 'x'));
    }
  });

  it('answers OPTIONS like the server: a preflight where cross-origin reads are allowed, 405 elsewhere', () => {
    const locations = nginxLocations(conf);
    for (const rule of NGINX_HEADERS.rules) {
      const prefix = rule.pattern.slice(0, -1);
      const options = optionsBlock(locations.get(prefix === '/' ? '/' : `^~ ${prefix}`)!);
      const headers = NGINX_HEADERS.forPath(prefix + 'x');
      if (answersPreflight(headers)) {
        expect(directHeaders(options), rule.pattern).toEqual({ ...headers, ...PREFLIGHT_HEADERS });
        expect(options, rule.pattern).toMatch(/return 204;/);
      } else {
        expect(options.trim(), rule.pattern).toBe('return 405;');
      }
    }
  });

  it('errors written at the server level carry the error headers; 405 also Allow and the server’s text', () => {
    const server = blockAt(conf, conf.indexOf('{', conf.indexOf('server {')));
    expect(directHeaders(server)).toEqual(NGINX_HEADERS.errors);
    expect(server).toContain('error_page 405 @method_not_allowed;');
    const methodNotAllowed = nginxLocations(conf).get('@method_not_allowed')!;
    expect(directHeaders(methodNotAllowed)).toEqual({ ...NGINX_HEADERS.errors, Allow: ALLOWED_METHODS });
    expect(methodNotAllowed).toContain(`return 405 "${errorBody(405).replace('\n', '\\n')}";`);
  });

  it('sets headers only in the generated part, always (404 pages included)', () => {
    const handWritten = conf.slice(0, conf.indexOf(BEGIN_MARKER)) + conf.slice(conf.indexOf(END_MARKER));
    expect(handWritten).not.toMatch(/^\s*add_header/m);
    const generated = conf.slice(conf.indexOf(BEGIN_MARKER), conf.indexOf(END_MARKER));
    for (const line of generated.split('\n').filter((l) => l.includes('add_header'))) expect(line).toMatch(/ always;$/);
  });

  it('maps every extension the server knows to the same content type', () => {
    for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
      const type = contentType.split(';')[0]!;
      expect(conf, extension).toMatch(
        new RegExp(`\\n\\s*${type.replace(/[+.]/g, '\\$&')} [^;]*\\b${extension.slice(1)}\\b`),
      );
    }
  });

  it('serves clean URLs without the .html fallback the server does not have, 404.html, gzip_static, no symlinks', () => {
    expect(conf).toContain('try_files $uri $uri/index.html =404;');
    expect(conf).not.toContain('$uri.html');
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
    expect(conf).toMatch(/gzip_static on;/);
    expect(conf).toMatch(/disable_symlinks on/);
  });

  it('its CSP takes the style sources from the file the build writes into the root, not from the committed file', () => {
    expect(conf).toMatch(/^ {4}include \/srv\/echojam\/dist\/_style-sources\.nginx;$/m);
    expect(conf).not.toMatch(/'sha256-/);
    expect(NGINX_HEADERS.forPath('/')['Content-Security-Policy']).toContain(
      `style-src-elem ${STYLE_SOURCES_VARIABLE};`,
    );
  });

  it("the build's map gives each page its own style sources under the $uri try_files leaves, any other $uri the 404 page's", () => {
    const [home1, home2] = FIXTURE_STYLE_HASHES['/index.html'];
    const [room] = FIXTURE_STYLE_HASHES['/criar-sala/index.html'];
    const [notFound] = FIXTURE_STYLE_HASHES['/404.html'];
    expect(nginxStyleSourcesFile(FIXTURE_STYLE_HASHES)).toContain(
      [
        `map $uri ${STYLE_SOURCES_VARIABLE} {`,
        `    default "'self' '${notFound}'";`,
        `    /index.html "'self' '${home1}' '${home2}'";`,
        `    //index.html "'self' '${home1}' '${home2}'";`,
        `    /criar-sala/index.html "'self' '${room}'";`,
        `    /criar-sala//index.html "'self' '${room}'";`,
        '}',
      ].join('\n'),
    );
  });

  it('can be made local for tests: root, port, pid, logs and temporary paths', () => {
    const local = localNginxConf(conf, { root: '/tmp/x/dist', port: 4321, prefix: '/tmp/p' });
    expect(local).toContain('root /tmp/x/dist;');
    expect(local).toContain('include /tmp/x/dist/_style-sources.nginx;');
    expect(local).toContain('listen 127.0.0.1:4321;');
    expect(local).toContain('pid /tmp/p/nginx.pid;');
    expect(local).toContain('client_body_temp_path /tmp/p/client_body;');
    expect(local).not.toContain('/var/log/nginx');
  });
});

/**
 * Cloudflare Pages' reading of a _headers file, as documented (developers.cloudflare.com/pages/configuration/headers):
 * every block whose pattern matches applies, in order; "! Name" detaches a header; a header set again by a
 * later block is joined to the value already there with ", ".
 */
function cloudflareHeaders(file: string, path: string): Record<string, string> {
  const headers = new Map<string, { name: string; value: string }>();
  const setBefore = new Set<string>();
  for (const block of file.trim().split(/\n\n/)) {
    const [pattern, ...lines] = block.split('\n');
    const prefix = pattern!.endsWith('*') ? pattern!.slice(0, -1) : undefined;
    if (prefix === undefined ? path !== pattern : !path.startsWith(prefix)) continue;
    for (const line of lines.map((text) => text.trim())) {
      if (line.startsWith('!')) {
        headers.delete(line.slice(1).trim().toLowerCase());
        continue;
      }
      const [name, value] = line.split(/: (.*)/s) as [string, string];
      const key = name.toLowerCase();
      const current = headers.get(key);
      headers.set(key, { name, value: setBefore.has(key) && current ? `${current.value}, ${value}` : value });
      setBefore.add(key);
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, value }) => [name, value]));
}

describe('_headers for static hosts (Cloudflare Pages format)', () => {
  const file = staticHostHeadersFile(FIXTURE_HEADERS.rules);

  it('has one block per rule, in order', () => {
    expect(
      file
        .trim()
        .split(/\n\n/)
        .map((block) => block.split('\n')[0]),
    ).toEqual(FIXTURE_HEADERS.rules.map((rule) => rule.pattern));
  });

  it('gives every path exactly the headers the server sends there: no value joined twice, none left over', () => {
    const paths = [
      '/',
      '/index.html',
      '/criar-sala',
      '/criar-sala/',
      '/criar-sala/index.html',
      '/404.html',
      '/nao-existe',
      '/favicon.svg',
      '/assets/main-abc.js',
      '/images/player-preview-768.avif',
      '/embed/v1/echojam.js',
      '/embed/v1/chunks/react-abc.js',
      '/embed/v1/custom-elements.json',
    ];
    for (const path of paths) expect(cloudflareHeaders(file, path), path).toEqual(FIXTURE_HEADERS.forPath(path));
  });

  it("stays within Cloudflare Pages' limits with a block per URL of every page: 100 rules, 2,000 characters a line", () => {
    // Twelve styles a page, more than any page holds (the workbench has eight).
    const hashes = Array.from({ length: 12 }, (_, index) => cspHash(`style ${index}`));
    const pages = Object.fromEntries(ROUTES.map((route) => ['/' + route.file, hashes]));
    const realistic = staticHostHeadersFile(siteHeaders(pages).rules);
    expect(realistic.trim().split(/\n\n/).length).toBeLessThanOrEqual(100);
    expect(Math.max(...realistic.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('detaches the document policies, which the "/*" block attaches, from the folders without pages', () => {
    const blocks = new Map(
      file
        .trim()
        .split(/\n\n/)
        .map((block) => [block.split('\n')[0]!, block]),
    );
    expect(blocks.get('/*')).toContain('Content-Security-Policy: ');
    for (const pattern of ['/assets/*', '/images/*', '/embed/*']) {
      expect(blocks.get(pattern), pattern).toMatch(/^ {2}! Content-Security-Policy$/m);
      expect(blocks.get(pattern), pattern).toMatch(/^ {2}! Permissions-Policy$/m);
    }
  });
});
