import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_HASHES_FILE } from './deploy-files.ts';
import { NOT_FOUND_PAGE, type PageStyleHashes } from './header-rules.ts';
import { DistError } from './dist-dir.ts';

const HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;
const PAGE_FILE = /^\/([\w-]+\/)*[\w-]+\.html$/;

/** dist/_style-hashes.json: for each page (the URL path of its file), the CSP hash sources ('sha256-…', unquoted) of its inline <style> elements. */
export function styleHashesJson(pages: PageStyleHashes): string {
  return JSON.stringify({ pages }, null, 2) + '\n';
}

/** The hashes the build listed; a build without the file, without the 404 page, or with anything but page files and hashes in it, is refused. */
export function readStyleHashes(distDir: string): PageStyleHashes {
  const path = join(distDir, STYLE_HASHES_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new DistError(`${distDir} has no readable ${STYLE_HASHES_FILE}: build the site again (npm run build).`);
  }
  const pages = (parsed as { pages?: unknown }).pages;
  const valid =
    typeof pages === 'object' &&
    pages !== null &&
    NOT_FOUND_PAGE in pages &&
    Object.entries(pages).every(
      ([file, hashes]) =>
        PAGE_FILE.test(file) &&
        Array.isArray(hashes) &&
        hashes.every((hash) => typeof hash === 'string' && HASH.test(hash)),
    );
  if (!valid)
    throw new DistError(
      `${path} holds no list of sha256 hashes per page with ${NOT_FOUND_PAGE}: build the site again (npm run build).`,
    );
  return pages as PageStyleHashes;
}
