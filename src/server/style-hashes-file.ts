import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_HASHES_FILE } from './deploy-files.ts';
import { DistError } from './static-files.ts';

const HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** dist/_style-hashes.json: the CSP hash source ('sha256-…', unquoted) of every inline <style> the build emitted. */
export function styleHashesJson(hashes: readonly string[]): string {
  return JSON.stringify({ styleElements: hashes }, null, 2) + '\n';
}

/** The hashes the build listed; a build without the file, or with anything but hashes in it, is refused. */
export function readStyleHashes(distDir: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(distDir, STYLE_HASHES_FILE), 'utf8'));
  } catch {
    throw new DistError(`${distDir} has no readable ${STYLE_HASHES_FILE}: build the site again (npm run build).`);
  }
  const hashes = (parsed as { styleElements?: unknown }).styleElements;
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && HASH.test(hash))) {
    throw new DistError(`${join(distDir, STYLE_HASHES_FILE)} holds no list of sha256 hashes: build the site again (npm run build).`);
  }
  return hashes;
}
