// `npm start`: install what is missing, build when dist/ is missing or older than the sources,
// then run the production server (PORT, default 8080; HOST, default 127.0.0.1) in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDependencies } from './ensure-dependencies.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCES = [
  'src',
  'widgets',
  'pages',
  'public',
  'scripts',
  'vite.config.ts',
  'vite.embed.config.ts',
  'package.json',
  'package-lock.json',
];
const STAMP = join(ROOT, '.cache', 'build-stamp');

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

function buildIsCurrent() {
  if (!existsSync(STAMP) || !existsSync(join(ROOT, 'dist', 'index.html'))) return false;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.every((source) => newestChange(join(ROOT, source)) <= built);
}

ensureDependencies(ROOT);
if (!buildIsCurrent()) {
  console.log('Building the site…');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
