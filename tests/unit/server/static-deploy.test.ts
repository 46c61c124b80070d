// @vitest-environment node
/** The header rules for static hosts (_headers) and for nginx (deploy/nginx.conf) come from header-rules.ts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADER_RULES, headersFor, staticHostHeadersFile } from '../../../src/server/header-rules.ts';
import { BEGIN_MARKER, END_MARKER, NGINX_CONF_PATH, withGeneratedSection } from '../../../src/server/nginx-conf.ts';
import { CONTENT_TYPES } from '../../../src/server/static-files.ts';
import { localNginxConf } from './nginx-harness.ts';

const conf = readFileSync(NGINX_CONF_PATH, 'utf8');

/** nginx.conf's locations: selector → { header name → value }. */
function nginxLocations(text: string): Map<string, Record<string, string>> {
  const locations = new Map<string, Record<string, string>>();
  for (const match of text.matchAll(/location\s+([^{]+?)\s*\{([^}]*)\}/g)) {
    const headers: Record<string, string> = {};
    for (const header of match[2]!.matchAll(/add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"\s+always;/g)) headers[header[1]!] = header[2]!.replace(/\\(.)/g, '$1');
    locations.set(match[1]!, headers);
  }
  return locations;
}

describe('deploy/nginx.conf', () => {
  it('its generated part is current (else run: npx tsx src/server/nginx-conf.ts)', () => {
    expect(withGeneratedSection(conf)).toBe(conf);
  });

  it('has one location per header rule, with exactly the headers the server sends there', () => {
    const locations = nginxLocations(conf);
    expect(locations.size).toBe(HEADER_RULES.length);
    for (const rule of HEADER_RULES) {
      const prefix = rule.pattern.slice(0, -1);
      const selector = prefix === '/' ? '/' : `^~ ${prefix}`;
      expect(locations.get(selector), rule.pattern).toEqual(headersFor(prefix + 'x'));
    }
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
      expect(conf, extension).toMatch(new RegExp(`\\n\\s*${type.replace(/[+.]/g, '\\$&')} [^;]*\\b${extension.slice(1)}\\b`));
    }
  });

  it('serves clean URLs without the .html fallback the server does not have, 404.html, gzip_static, no symlinks', () => {
    expect(conf).toContain('try_files $uri $uri/index.html =404;');
    expect(conf).not.toContain('$uri.html');
    expect(conf).toMatch(/error_page 404 \/404\.html;/);
    expect(conf).toMatch(/gzip_static on;/);
    expect(conf).toMatch(/disable_symlinks on/);
  });

  it('can be made local for tests: root, port, pid, logs and temporary paths', () => {
    const local = localNginxConf(conf, { root: '/tmp/x/dist', port: 4321, prefix: '/tmp/p' });
    expect(local).toContain('root /tmp/x/dist;');
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
  const file = staticHostHeadersFile();

  it('has one block per rule, in order', () => {
    expect(file.trim().split(/\n\n/).map((block) => block.split('\n')[0])).toEqual(HEADER_RULES.map((rule) => rule.pattern));
  });

  it('gives every path exactly the headers the server sends there: no value joined twice, none left over', () => {
    const paths = ['/', '/criar-sala', '/favicon.svg', '/assets/main-abc.js', '/images/player-preview-768.avif', '/icons/icon-192.png', '/embed/v1/echojam.js', '/embed/v1/chunks/react-abc.js', '/embed/v1/custom-elements.json'];
    for (const path of paths) expect(cloudflareHeaders(file, path), path).toEqual(headersFor(path));
  });

  it('detaches the document policies, which the "/*" block attaches, from the folders without pages', () => {
    const blocks = new Map(file.trim().split(/\n\n/).map((block) => [block.split('\n')[0]!, block]));
    expect(blocks.get('/*')).toContain('Content-Security-Policy: ');
    for (const pattern of ['/assets/*', '/images/*', '/icons/*', '/embed/*']) {
      expect(blocks.get(pattern), pattern).toMatch(/^ {2}! Content-Security-Policy$/m);
      expect(blocks.get(pattern), pattern).toMatch(/^ {2}! Permissions-Policy$/m);
      expect(blocks.get(pattern), pattern).toMatch(/^ {2}! Cross-Origin-Opener-Policy$/m);
    }
  });
});
