import { existsSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A dist/ the server cannot serve: main.ts exits with a clear message. */
export class DistError extends Error {}

/** The real path of a built dist/: a folder with index.html and 404.html. */
export function checkDist(distDir: string): string {
  let root: string;
  try {
    root = realpathSync(distDir);
  } catch {
    throw new DistError(`${distDir} does not exist: build the site first (npm run build).`);
  }
  if (!statSync(root).isDirectory())
    throw new DistError(`${distDir} is not a folder: build the site first (npm run build).`);
  if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '404.html')))
    throw new DistError(`${distDir} has no index.html or 404.html: build the site first (npm run build).`);
  return root;
}
