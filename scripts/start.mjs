// `npm start`: install what is missing, build when dist/ is missing, older than the sources or built with
// other ECHOJAM_* values (build-stamp.mjs), then run the production server (PORT, default 8080; HOST,
// default 127.0.0.1) in this process.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildStaleReason } from './build-stamp.mjs';
import { ensureDependencies } from './ensure-dependencies.mjs';

const ROOT = resolve(import.meta.dirname, '..');

ensureDependencies(ROOT);
const stale = buildStaleReason(ROOT);
if (stale !== undefined) {
  console.log(`Building the site (${stale})…`);
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
