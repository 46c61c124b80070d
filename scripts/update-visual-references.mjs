// `npm run test:visual:update`: rewrites the visual tests' reference screenshots after an intended visual
// change (tests/e2e/visual.spec.ts-snapshots/). Every reference is taken again, and a page that no longer
// exists leaves no stale image behind. Review the images (git diff) and commit them with the change.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDependencies } from './ensure-dependencies.mjs';
import { ensureSystemPackages } from './ensure-system-packages.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const SPEC = 'tests/e2e/visual.spec.ts';

ensureDependencies(ROOT);
ensureSystemPackages(); // the fonts too: the references show the emoji and the Liberation faces' metrics
rmSync(join(ROOT, `${SPEC}-snapshots`), { recursive: true, force: true });
const result = spawnSync('npx', ['playwright', 'test', SPEC, '--update-snapshots=all'], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
