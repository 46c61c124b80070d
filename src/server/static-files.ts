import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { NOT_SERVED } from './deploy-files.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface FileVariant {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  contentType: string;
  /** Always has identity; br and gzip when the build wrote precompressed siblings (x.br, x.gz). */
  variants: Partial<Record<Encoding, FileVariant>> & { identity: FileVariant };
  lastModified: string;
}

/** Content-Type by file extension; anything else is application/octet-stream. deploy/nginx.conf is generated from it. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const PRECOMPRESSED: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

export class DistError extends Error {}

function variant(body: Buffer, suffix: string): FileVariant {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  return { body, etag: `"${hash}${suffix}"` };
}

/**
 * Regular files under root, following symlinks only when they stay inside root. A folder already being
 * walked (a symlink to itself or to a parent folder) is not entered again: no cycles.
 */
function listFiles(root: string, dir = root, ancestors: readonly string[] = [root]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    let realPath: string;
    try {
      realPath = realpathSync(path);
    } catch {
      return []; // a dangling symlink
    }
    if (realPath !== root && !realPath.startsWith(root + sep)) return [];
    const stats = statSync(realPath);
    if (stats.isDirectory()) return ancestors.includes(realPath) ? [] : listFiles(root, path, [...ancestors, realPath]);
    return stats.isFile() ? [path] : [];
  });
}

/**
 * Reads the whole build into memory, keyed by URL path ("/assets/x.js"). Requests are answered only
 * from this map, so no request path can ever reach a file outside dist/.
 */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  let root: string;
  try {
    root = realpathSync(distDir);
  } catch {
    throw new DistError(`${distDir} does not exist: build the site first (npm run build).`);
  }
  if (!statSync(root).isDirectory())
    throw new DistError(`${distDir} is not a folder: build the site first (npm run build).`);
  const paths = listFiles(root);
  const present = new Set(paths);
  const files = new Map<string, StaticFile>();
  for (const path of paths) {
    const extension = extname(path);
    if (extension in PRECOMPRESSED) continue;
    const urlPath = '/' + relative(root, path).split(sep).join('/');
    if (NOT_SERVED.has(urlPath)) continue;
    const stats = statSync(path);
    const file: StaticFile = {
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      variants: { identity: variant(readFileSync(path), '') },
      lastModified: stats.mtime.toUTCString(),
    };
    for (const [suffix, encoding] of Object.entries(PRECOMPRESSED)) {
      if (present.has(path + suffix)) file.variants[encoding] = variant(readFileSync(path + suffix), `-${encoding}`);
    }
    files.set(urlPath, file);
  }
  if (!files.has('/index.html') || !files.has('/404.html')) {
    throw new DistError(`${distDir} has no index.html or 404.html: build the site first (npm run build).`);
  }
  return files;
}
