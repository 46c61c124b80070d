import { existsSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A dist/ the server cannot serve: main.ts exits with the message. */
export class DistError extends Error {}

/** The real path of a built dist/: a folder with index.html and 404.html. */
export function checkDist(distDir: string): string {
  const build = 'build the site first (npm run build).';
  if (!existsSync(distDir)) throw new DistError(`${distDir} does not exist: ${build}`);
  const root = realpathSync(distDir);
  if (!statSync(root).isDirectory()) throw new DistError(`${distDir} is not a folder: ${build}`);
  if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '404.html')))
    throw new DistError(`${distDir} has no index.html or 404.html: ${build}`);
  return root;
}
