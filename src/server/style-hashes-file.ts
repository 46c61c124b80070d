import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_HASHES_FILE } from '../http-policy/deploy-files.ts';
import { DistError } from './dist-dir.ts';
import { NOT_FOUND_PAGE, type PageStyleHashes } from '../http-policy/header-rules.ts';

const HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;
const PAGE_FILE = /^\/([\w-]+\/)*[\w-]+\.html$/;

/** dist/_style-hashes.json: per page file, the CSP sources ('sha256-…', unquoted) of its inline <style> elements. */
export function styleHashesJson(pages: PageStyleHashes): string {
  return JSON.stringify({ pages }, null, 2) + '\n';
}

/** The hashes the build listed; a missing file, no 404 page, or anything but page files and hashes is refused. */
export function readStyleHashes(distDir: string): PageStyleHashes {
  const path = join(distDir, STYLE_HASHES_FILE);
  let pages: unknown;
  try {
    pages = (JSON.parse(readFileSync(path, 'utf8')) as { pages?: unknown }).pages;
  } catch {
    pages = undefined;
  }
  const isHash = (hash: unknown) => typeof hash === 'string' && HASH.test(hash);
  const valid =
    typeof pages === 'object' &&
    pages !== null &&
    NOT_FOUND_PAGE in pages &&
    Object.entries(pages).every(
      ([file, hashes]) => PAGE_FILE.test(file) && Array.isArray(hashes) && hashes.every(isHash),
    );
  if (!valid) throw new DistError(`${path} lists no style hashes per page with ${NOT_FOUND_PAGE}: run npm run build.`);
  return pages as PageStyleHashes;
}
