// The build stamp (.cache/build-stamp): written by the build when it completes, read by `npm start` to decide
// whether dist/ is current. Plain JavaScript: `npm start` loads it without a compiler.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { configurationFingerprint } from './configuration.mjs';

/** What the build depends on, besides the configuration: a change to any file under them makes dist/ stale. */
export const BUILD_SOURCES = [
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

/** The stamp's text: the configuration's fingerprint the build ran with. */
export function stampText(env = process.env) {
  return JSON.stringify({ configuration: configurationFingerprint(env) }) + '\n';
}

export function writeStamp(path, env = process.env) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, stampText(env));
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Why dist/ must be built again, or undefined when it is current: no build yet, a source newer than the
 * stamp, or an ECHOJAM_* value different from the one dist/ was built with (a stamp without one counts as different).
 */
export function staleReason({ stamp, stampTime, builtPage, newestSource, env = process.env }) {
  if (stamp === undefined || !builtPage) return 'no complete build in dist/';
  if (newestSource > stampTime) return 'sources changed since the last build';
  let built;
  try {
    built = JSON.parse(stamp).configuration;
  } catch {
    built = undefined;
  }
  if (built !== configurationFingerprint(env)) return 'the ECHOJAM_* configuration differs from the last build';
  return undefined;
}

/** staleReason for the project at `root`, from its files. */
export function buildStaleReason(root, env = process.env) {
  const path = join(root, '.cache', 'build-stamp');
  const stamp = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  return staleReason({
    stamp,
    stampTime: stamp === undefined ? 0 : statSync(path).mtimeMs,
    builtPage: existsSync(join(root, 'dist', 'index.html')),
    newestSource: Math.max(...BUILD_SOURCES.map((source) => newestChange(join(root, source)))),
    env,
  });
}
