import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { siteHeaders, type PageStyleHashes } from '../../../src/http-policy/header-rules.ts';
import { nginxStyleSourcesFile } from '../../../src/build/nginx-conf.ts';
import { styleHashesJson } from '../../../src/server/style-hashes-file.ts';

/** A small built site in a temporary folder: what the server tests serve, independent of the real build. */
export interface FixtureDist {
  /** The dist/ folder. */
  dir: string;
  /** A folder next to dist/ that must never be served. */
  outside: string;
  /** Text only present in files outside dist/. */
  secret: string;
  /** Paths (URL) and contents of the fixture's files, for assertions. */
  files: Record<string, string>;
  remove(): void;
}

export const HASHED_ASSET = '/assets/app-Ab12Cd34.js';
export const EMBED_CHUNK = '/embed/v1/chunks/player-Ef56Gh78.js';

/** The hashes the fixture's build "emitted" for each page (dist/_style-hashes.json), and the headers the servers send with them. */
export const FIXTURE_STYLE_HASHES = {
  '/index.html': [
    'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
    'sha256-Wd/PxUf4qJC65GSU7rRQ4J+KiED1G2cNqZWynXJd49c=',
  ],
  '/criar-sala/index.html': ['sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='],
  '/404.html': ['sha256-Wd/PxUf4qJC65GSU7rRQ4J+KiED1G2cNqZWynXJd49c='],
} as const satisfies PageStyleHashes;
export const FIXTURE_HEADERS = siteHeaders(FIXTURE_STYLE_HASHES);

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>\n`;

export const FIXTURE_FILES: Record<string, string> = {
  '/index.html': page('EchoJam', '<h1>Escute junto, viva o som</h1>' + '<p>EchoJam fixture home.</p>'.repeat(40)),
  '/404.html': page('Página não encontrada', '<h1>Oops! Página não encontrada</h1><a href="/">Voltar ao Início</a>'),
  '/criar-sala/index.html': page('Criar Sala', '<h1>Criar Sala</h1>'),
  [HASHED_ASSET]: 'export const app = "0123456789abcdefghijklmnopqrstuvwxyz";\n'.repeat(20),
  '/assets/main-Zz99Yy88.css': 'body { color: white; }\n'.repeat(20),
  '/images/player.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n',
  '/embed/v1/echojam.js': 'import("./chunks/player-Ef56Gh78.js");\n'.repeat(10),
  [EMBED_CHUNK]: 'export const player = 1;\n'.repeat(10),
  '/robots.txt': 'User-agent: *\nAllow: /\n',
  '/digits.txt': '0123456789',
  // What the build writes for the servers: configuration, never served.
  '/_headers': '/*\n  X-Fixture: not-served\n',
  '/_style-hashes.json': styleHashesJson(FIXTURE_STYLE_HASHES),
  '/_style-sources.nginx': nginxStyleSourcesFile(FIXTURE_STYLE_HASHES),
};

const SECRET = 'TOP-SECRET-outside-dist-0xC0FFEE';

/**
 * Writes the fixture: every file above, .br and .gz siblings for the compressible ones, and symlinks:
 * `leak.txt` and `leak-dir` point outside dist/ (never served), `alias.html` and `loop` point inside
 * (`loop` → dist/ itself: a cycle, which must lead nowhere outside). `bigBytes` adds /assets/big-0000.bin.
 */
export function createFixtureDist({ bigBytes = 0 }: { bigBytes?: number } = {}): FixtureDist {
  const base = mkdtempSync(join(tmpdir(), 'echojam-dist-'));
  // mkdtemp makes the folder private; nginx's workers (www-data) must read it.
  chmodSync(base, 0o755);
  const dir = join(base, 'dist');
  const outside = join(base, 'outside');
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(base, 'secret.txt'), SECRET);

  const files = { ...FIXTURE_FILES };
  for (const [urlPath, content] of Object.entries(files)) {
    const path = join(dir, urlPath);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    if (/\.(html|js|css|svg|txt)$/.test(urlPath) && urlPath !== '/digits.txt') {
      writeFileSync(path + '.br', brotliCompressSync(content));
      writeFileSync(path + '.gz', gzipSync(content));
    }
  }
  if (bigBytes > 0) writeFileSync(join(dir, 'assets', 'big-0000.bin'), Buffer.alloc(bigBytes, 'x'));
  symlinkSync(join(outside, 'secret.txt'), join(dir, 'leak.txt'));
  symlinkSync(outside, join(dir, 'leak-dir'));
  symlinkSync('criar-sala/index.html', join(dir, 'alias.html'));
  symlinkSync('.', join(dir, 'loop'));

  return { dir, outside, secret: SECRET, files, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** A dist/ folder that exists but holds nothing. */
export function createEmptyDist(): { dir: string; remove(): void } {
  const base = mkdtempSync(join(tmpdir(), 'echojam-empty-'));
  const dir = join(base, 'dist');
  mkdirSync(dir);
  return { dir, remove: () => rmSync(base, { recursive: true, force: true }) };
}
