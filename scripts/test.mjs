// `npm test`: installs what is missing, then runs every layer — the build, type checking, lint, formatting,
// unused code (knip), unit tests (vitest), widget tests in Chromium (@web/test-runner), end-to-end tests
// (Playwright over the production server), the site in WebKit and in Firefox (tests/engines/) — and ends with one line "N passed, M failed" over all layers.
// The build, type checking, lint, formatting and knip count as one check each. Exit code 1 when anything failed.
// Before them all, one more check: the committed generated files equal what their sources make now.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDependencies } from './ensure-dependencies.mjs';
import { ensureSystemPackages } from './ensure-system-packages.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTS = join(ROOT, '.cache', 'test-reports');

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  return { ok: result.status === 0, output: result.stdout ?? '', seconds: (Date.now() - started) / 1000 };
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** A runner that failed without reporting a failed test (a crash, a file that did not load) counts one failure. */
function failures(reported, ok) {
  return reported > 0 || ok ? reported : 1;
}

/** One check that passes or fails as a whole. */
function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args);
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds };
}

function unitTests() {
  console.log('\n▶ Unit tests (vitest)');
  const report = join(REPORTS, 'vitest.json');
  const { ok, seconds } = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  return {
    name: 'Unit tests',
    passed: json?.numPassedTests ?? 0,
    failed: failures(json?.numFailedTests ?? 0, ok),
    seconds,
  };
}

function widgetTests() {
  console.log('\n▶ Widget tests in Chromium (@web/test-runner)');
  const { ok, output, seconds } = run('npx', ['wtr']);
  const counts = [...output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  return {
    name: 'Widget tests',
    passed: Number(counts?.[1] ?? 0),
    failed: failures(Number(counts?.[2] ?? 0), ok),
    seconds,
  };
}

function endToEndTests() {
  console.log('\n▶ End-to-end tests (Playwright, built site over the production server)');
  const report = join(REPORTS, 'playwright.json');
  const { ok, seconds } = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const stats = readJson(report)?.stats;
  const reported = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  return { name: 'End-to-end tests', passed: stats?.expected ?? 0, failed: failures(reported, ok), seconds };
}

/** One engine's layer (tests/engines/<engine>.test.ts; it starts its own server, WebKit's its Xvfb and driver, and ends them). */
function engineTests(name, file) {
  console.log(`\n▶ ${name} (the built site, tests/engines/${file})`);
  const report = join(REPORTS, `${file}.json`);
  const { ok, seconds } = run(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.engines.config.ts',
      file,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { ENGINES_PORT: '4319' },
  );
  const json = readJson(report);
  return {
    name,
    passed: json?.numPassedTests ?? 0,
    failed: failures(json?.numFailedTests ?? 0, ok),
    seconds,
  };
}

ensureDependencies(ROOT);
ensureSystemPackages();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [
  // Before the build, which rewrites some of them: a commit that forgot to regenerate a generated file fails here.
  check('Generated files', 'npx', ['tsx', 'scripts/check-generated.ts']),
  // Then the build regenerates what derives from the brand tokens (CSS, widget READMEs, images), which the
  // checks below read.
  check('Build', 'npm', ['run', 'build', '--silent']),
  check('Type checking (tsc)', 'npm', ['run', 'typecheck', '--silent']), // browser and Node programs, one check
  check('Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']),
  check('Format (prettier)', 'npx', ['prettier', '--check', '.']), // `npm run format` fixes what it reports
  check('Unused code (knip)', 'npx', ['knip']),
  unitTests(),
  widgetTests(),
  endToEndTests(),
  engineTests('WebKit', 'webkit.test.ts'),
  engineTests('Firefox', 'firefox.test.ts'),
];

console.log('\nSummary');
for (const result of results) {
  console.log(
    `  ${result.name.padEnd(18)} ${String(result.passed).padStart(4)} passed, ${String(result.failed).padStart(3)} failed  (${result.seconds.toFixed(1)} s)`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
