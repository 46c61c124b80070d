/**
 * Lighthouse through @lhci/cli: `lhci collect` runs Lighthouse (mobile preset, simulated throttling) in
 * the system Chromium N times per URL, `lhci assert` checks the budgets on the median of the runs. Our
 * code only writes their configuration, says which audits fail by design on which page, and reads the
 * reports back for the figures of BENCHMARKS.md. The reports (HTML and JSON, one per run) stay in a
 * temporary folder whose path is printed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireChromium } from '../scripts/chromium.mjs';
import { BENCH_CHROMIUM_ARGS } from './browser-args.ts';
import { LIGHTHOUSE_BUDGETS } from './budgets.ts';
import { median } from './stats.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** lhci's command-line entry point, run with this Node. */
const LHCI = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'));

export interface LighthouseTarget {
  path: string;
  url: string;
  indexable: boolean;
}

export interface LighthouseFigures {
  runs: number;
  /** Category scores 0–100, medians. */
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

/** One failed lhci assertion (`.lighthouseci/assertion-results.json`). */
export interface Assertion {
  /** The route's path. */
  path: string;
  url: string;
  level: 'error' | 'warn';
  auditId: string;
  auditProperty?: string;
  name: string;
  expected: number;
  actual: number;
  /** The category the audit belongs to, for the verdicts. */
  category?: string;
}

export interface LighthouseResults {
  version: string;
  reportsDir: string;
  /**
   * Lighthouse's own reading of the CPU (`environment.benchmarkIndex`, higher is faster), taken at the start
   * of each of its runs: how fast this machine was while the bench measured, to compare one machine with another.
   */
  benchmarkIndex: { runs: number[]; median: number | null };
  figures: Record<string, LighthouseFigures>;
  assertions: Assertion[];
  error?: string;
}

/** An audit that fails by design on a page, the category it counts in, and why. */
export interface ByDesign {
  audit: string;
  category: string;
  why: string;
}

/**
 * The 404 page answers 404 (and Chromium logs that as a console error); a noindex page is not crawlable.
 * (The footer's social icons without a profile carry role="link", which crawlable-anchors leaves out.)
 */
export function byDesign(target: { path: string; indexable: boolean }): ByDesign[] {
  const rules: ByDesign[] = [];
  if (!target.indexable) rules.push({ audit: 'is-crawlable', category: 'seo', why: 'the page is noindex' });
  if (target.path === '/404')
    rules.push(
      { audit: 'http-status-code', category: 'seo', why: 'the 404 page answers 404' },
      {
        audit: 'errors-in-console',
        category: 'best-practices',
        why: "Chromium logs the page's own 404 as a console error: that one error is allowed",
      },
    );
  return rules;
}

function lhci(args: string[], cwd: string, log: (line: string) => void): Promise<number> {
  return new Promise((resolveExit) => {
    const child = spawn(process.execPath, [LHCI, ...args], {
      cwd,
      env: { ...process.env, CHROME_PATH: requireChromium() },
    });
    const forward = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => /Run #|failure|warning|Error|error/.test(line))
        .forEach((line) => log(`  lhci: ${line.trim()}`));
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('exit', (code) => resolveExit(code ?? 1));
  });
}

type Lhr = {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  requestedUrl: string;
  finalUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { numericValue?: number; scoreDisplayMode: string; details?: { items?: unknown[] } }>;
};

/**
 * The per-URL assertions: every category at 100, TBT, and simulated LCP as a warning only. A page with
 * audits failing by design has those categories asserted audit by audit, the by-design ones left out;
 * the 404 page may log exactly one console error, its own 404.
 */
function assertMatrix(targets: readonly LighthouseTarget[], lhrs: readonly Lhr[]) {
  const escape = (url: string) => `^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
  return targets.map((target) => {
    const assertions: Record<string, unknown> = {
      'total-blocking-time': ['error', { maxNumericValue: LIGHTHOUSE_BUDGETS.tbtMs }],
      'largest-contentful-paint': ['warn', { maxNumericValue: LIGHTHOUSE_BUDGETS.lcpAlarmMs }],
    };
    const skip = new Set(byDesign(target).map((rule) => rule.audit));
    const lhr = lhrs.find((candidate) => candidate.requestedUrl === target.url);
    for (const category of CATEGORIES) {
      const refs = lhr?.categories[category]?.auditRefs ?? [];
      if (!refs.some((ref) => skip.has(ref.id))) {
        assertions[`categories:${category}`] = ['error', { minScore: LIGHTHOUSE_BUDGETS.minScore }];
        continue;
      }
      for (const ref of refs) {
        const mode = lhr!.audits[ref.id]?.scoreDisplayMode;
        if (skip.has(ref.id) || mode === 'informative' || mode === 'manual') continue;
        assertions[ref.id] = ['error', { minScore: 1 }];
      }
    }
    if (target.path === '/404') assertions['errors-in-console'] = ['error', { maxLength: 1 }];
    // lhci matches the URL the page ended at.
    return { matchingUrlPattern: escape(lhr?.finalUrl ?? target.url), aggregationMethod: 'median', assertions };
  });
}

function figures(lhrs: readonly Lhr[]): LighthouseFigures {
  const pick = (get: (lhr: Lhr) => number | null | undefined) =>
    median(lhrs.map(get).filter((value): value is number => typeof value === 'number'));
  const score = (category: string) => {
    const value = pick((lhr) => lhr.categories[category]?.score);
    return value === null ? null : Math.round(value * 100);
  };
  return {
    runs: lhrs.length,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: pick((lhr) => lhr.audits['largest-contentful-paint']?.numericValue),
    tbtMs: pick((lhr) => lhr.audits['total-blocking-time']?.numericValue),
    cls: pick((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue),
  };
}

export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseResults> {
  const dir = mkdtempSync(join(tmpdir(), 'echojam-bench-lhci-'));
  const reportsDir = join(dir, '.lighthouseci');
  const collect = {
    url: targets.map((target) => target.url),
    numberOfRuns: runs,
    chromePath: requireChromium(),
    settings: {
      // lhci adds --headless=new itself.
      chromeFlags: BENCH_CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless')).join(' '),
      onlyCategories: [...CATEGORIES],
      // The 404 page must be audited although it answers 404.
      ignoreStatusCode: true,
      maxWaitForLoad: 45_000,
    },
  };
  writeFileSync(join(dir, 'collect.json'), JSON.stringify({ ci: { collect } }));
  log(`lighthouse: lhci collect, ${targets.length} URLs × ${runs} run(s); reports in ${reportsDir}`);
  const collected = await lhci(['collect', '--config=collect.json'], dir, log);
  const lhrs: Lhr[] = readdirSync(reportsDir, { withFileTypes: true })
    .filter((entry) => /^lhr-.*\.json$/.test(entry.name))
    .map((entry) => JSON.parse(readFileSync(join(reportsDir, entry.name), 'utf8')) as Lhr);
  if (collected !== 0 || lhrs.length === 0)
    return {
      version: '',
      reportsDir,
      benchmarkIndex: { runs: [], median: null },
      figures: {},
      assertions: [],
      error: `lhci collect exited ${collected}`,
    };

  writeFileSync(
    join(dir, 'assert.json'),
    JSON.stringify({ ci: { assert: { assertMatrix: assertMatrix(targets, lhrs) } } }),
  );
  await lhci(['assert', '--config=assert.json'], dir, log);
  const categoryOf = new Map(
    lhrs.flatMap((lhr) =>
      Object.entries(lhr.categories).flatMap(([id, category]) =>
        category.auditRefs.map((ref) => [ref.id, id] as const),
      ),
    ),
  );
  const requested = new Map(lhrs.map((lhr) => [lhr.finalUrl, lhr.requestedUrl]));
  const benchmarkIndexes = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
  const pathOf = new Map(targets.map((target) => [target.url, target.path]));
  const assertions = (JSON.parse(readFileSync(join(reportsDir, 'assertion-results.json'), 'utf8')) as Assertion[])
    .filter((assertion) => !(assertion as { passed?: boolean }).passed)
    .map((assertion) => ({
      path: pathOf.get(requested.get(assertion.url) ?? assertion.url) ?? assertion.url,
      url: assertion.url,
      level: assertion.level,
      auditId: assertion.auditId,
      auditProperty: assertion.auditProperty,
      name: assertion.name,
      expected: assertion.expected,
      actual: assertion.actual,
      category: assertion.auditId === 'categories' ? assertion.auditProperty : categoryOf.get(assertion.auditId),
    }));
  return {
    version: lhrs[0]!.lighthouseVersion,
    reportsDir,
    benchmarkIndex: { runs: benchmarkIndexes, median: median(benchmarkIndexes) },
    figures: Object.fromEntries(
      targets.map((target) => [target.path, figures(lhrs.filter((lhr) => lhr.requestedUrl === target.url))]),
    ),
    assertions,
  };
}
