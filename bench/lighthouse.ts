/**
 * Lighthouse 12, mobile preset (the default config, simulated throttling), in the system Chromium
 * through chrome-launcher: N runs per route after a quiet-CPU wait, one redo of a disturbed run,
 * median of each figure.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { startRun, withTimeout, type MeasuredRun, type QuietWait } from './measured-run.ts';
import { median } from './stats.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUN_TIMEOUT_MS = 90_000;
/** A run whose Performance score is this far below the median of the others counts as disturbed. */
const DISTURBED_SCORE_GAP = 4;

/** Performance audits worth quoting when a budget fails (the others are in the Lighthouse report). */
const PERF_DIAGNOSTICS = new Set([
  'render-blocking-resources',
  'render-blocking-insight',
  'largest-contentful-paint-element',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'unsized-images',
  'layout-shifts',
  'layout-shift-elements',
  'cls-culprits-insight',
  'modern-image-formats',
  'uses-optimized-images',
  'uses-responsive-images',
  'offscreen-images',
  'unused-javascript',
  'unused-css-rules',
  'font-display',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'uses-text-compression',
  'server-response-time',
  'total-byte-weight',
  'dom-size',
]);

/** Kept whenever they have rows: what TBT and LCP are made of. */
const ALWAYS_KEPT = new Set(['long-tasks', 'bootup-time']);

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

export interface Metrics {
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  siMs: number | null;
}

export interface AuditFinding {
  id: string;
  category: string;
  title: string;
  score: number | null;
  displayValue?: string;
  items?: Record<string, unknown>[];
}

export interface LighthouseRun extends MeasuredRun {
  scores: Scores;
  metrics: Metrics;
  lcpElement?: string;
  lcpPhases?: Record<string, number>;
  findings: AuditFinding[];
}

export interface RouteLighthouse {
  runs: LighthouseRun[];
  median: Scores & Metrics;
}

const NO_SCORES: Scores = { performance: null, accessibility: null, bestPractices: null, seo: null };
const NO_METRICS: Metrics = { lcpMs: null, tbtMs: null, cls: null, fcpMs: null, siMs: null };

function categoryScore(lhr: LighthouseResult, id: string): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

function numeric(lhr: LighthouseResult, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** A compact copy of an audit's table rows: URLs, nodes, savings. */
function compactItems(details: unknown): Record<string, unknown>[] | undefined {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return undefined;
  const out: Record<string, unknown>[] = [];
  for (const raw of items.slice(0, 6)) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    if ((item.type === 'table' || item.type === 'list') && Array.isArray(item.items)) {
      out.push(...(compactItems(item) ?? []));
      continue;
    }
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      if (value && typeof value === 'object' && (value as { type?: string }).type === 'node') {
        const node = value as { selector?: string; snippet?: string; nodeLabel?: string };
        row[key] = {
          selector: node.selector,
          snippet: node.snippet?.slice(0, 200),
          label: node.nodeLabel?.slice(0, 120),
        };
      } else if (value && typeof value === 'object' && (value as { type?: string }).type === 'source-location') {
        row[key] = (value as { url?: string }).url;
      } else if (typeof value === 'string') {
        row[key] = value.slice(0, 300);
      } else if (typeof value === 'number' || typeof value === 'boolean') {
        row[key] = value;
      }
    }
    out.push(row);
  }
  return out;
}

function findings(lhr: LighthouseResult): AuditFinding[] {
  const found: AuditFinding[] = [];
  for (const categoryId of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const hasItems = ((audit.details as { items?: unknown[] } | undefined)?.items?.length ?? 0) > 0;
      const failing =
        categoryId === 'performance'
          ? (PERF_DIAGNOSTICS.has(ref.id) && typeof audit.score === 'number' && audit.score < 0.9) ||
            (ALWAYS_KEPT.has(ref.id) && hasItems)
          : ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
            typeof audit.score === 'number' &&
            audit.score < 1;
      if (!failing) continue;
      found.push({
        id: ref.id,
        category: categoryId,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        items: compactItems(audit.details),
      });
    }
  }
  return found;
}

function lcpDetails(lhr: LighthouseResult): Pick<LighthouseRun, 'lcpElement' | 'lcpPhases'> {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined;
  const tables = (details?.items ?? []) as { items?: Record<string, unknown>[] }[];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  const phases: Record<string, number> = {};
  for (const row of tables[1]?.items ?? []) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') phases[row.phase] = Math.round(row.timing);
  }
  return {
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet?.slice(0, 160) ?? ''}`.trim() : undefined,
    lcpPhases: Object.keys(phases).length ? phases : undefined,
  };
}

/** One Lighthouse run in a freshly launched Chromium (killed afterwards, whatever happens). */
async function runOnce(
  url: string,
  index: number,
  ignoreStatusCode: boolean,
  options: LighthouseOptions,
): Promise<LighthouseRun> {
  const { base, started } = await startRun(url, index, options);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: requireChromium(),
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 45_000,
        ignoreStatusCode,
      }),
      RUN_TIMEOUT_MS,
      'Lighthouse run',
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return {
      ...base,
      durationMs: Date.now() - started,
      scores: {
        performance: categoryScore(lhr, 'performance'),
        accessibility: categoryScore(lhr, 'accessibility'),
        bestPractices: categoryScore(lhr, 'best-practices'),
        seo: categoryScore(lhr, 'seo'),
      },
      metrics: {
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        siMs: numeric(lhr, 'speed-index'),
      },
      ...lcpDetails(lhr),
      findings: findings(lhr),
    };
  } catch (error) {
    return {
      ...base,
      durationMs: Date.now() - started,
      error: String((error as Error)?.message ?? error),
      scores: NO_SCORES,
      metrics: NO_METRICS,
      findings: [],
    };
  } finally {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
  }
}

function medianOf(runs: LighthouseRun[]): Scores & Metrics {
  const pick = (get: (run: LighthouseRun) => number | null) =>
    median(runs.map(get).filter((value): value is number => value !== null));
  return {
    performance: pick((run) => run.scores.performance),
    accessibility: pick((run) => run.scores.accessibility),
    bestPractices: pick((run) => run.scores.bestPractices),
    seo: pick((run) => run.scores.seo),
    lcpMs: pick((run) => run.metrics.lcpMs),
    tbtMs: pick((run) => run.metrics.tbtMs),
    cls: pick((run) => run.metrics.cls),
    fcpMs: pick((run) => run.metrics.fcpMs),
    siMs: pick((run) => run.metrics.siMs),
  };
}

/** Why a run looks disturbed, compared with the other kept runs; undefined when it looks fine. */
function disturbance(run: LighthouseRun, others: LighthouseRun[]): string | undefined {
  if (run.error) return `error: ${run.error}`;
  const otherScores = others
    .map((other) => other.scores.performance)
    .filter((score): score is number => score !== null);
  const own = run.scores.performance;
  if (own === null || otherScores.length === 0) return undefined;
  const reference = median(otherScores)!;
  if (own < reference - DISTURBED_SCORE_GAP) return `performance ${own} vs ${reference} in the other runs`;
  return undefined;
}

export interface LighthouseOptions extends QuietWait {
  runs: number;
  /** When this time (epoch ms) has passed, disturbed runs are no longer redone. */
  redoDeadline: number;
  /** When this time has passed, a route gets no further run once it has one result. */
  hardDeadline: number;
  log: (line: string) => void;
}

export async function lighthouseRoute(
  url: string,
  ignoreStatusCode: boolean,
  options: LighthouseOptions,
): Promise<RouteLighthouse> {
  const all: LighthouseRun[] = [];
  const kept: LighthouseRun[] = [];
  const describe = (run: LighthouseRun) =>
    run.error
      ? `error ${run.error}`
      : `perf ${run.scores.performance} a11y ${run.scores.accessibility} bp ${run.scores.bestPractices} seo ${run.scores.seo} ` +
        `LCP ${Math.round(run.metrics.lcpMs ?? 0)} ms TBT ${Math.round(run.metrics.tbtMs ?? 0)} ms CLS ${(run.metrics.cls ?? 0).toFixed(3)}` +
        `${run.cpuQuiet ? '' : ` (CPU busy: ${run.busyCoresBefore} cores)`} ${(run.durationMs / 1000).toFixed(0)} s`;

  for (let index = 0; index < options.runs; index++) {
    if (Date.now() > options.hardDeadline && kept.some((run) => !run.error)) {
      options.log(`  time limit reached: ${index} run(s) only`);
      break;
    }
    const run = await runOnce(url, index, ignoreStatusCode, options);
    all.push(run);
    kept.push(run);
    options.log(`  run ${index + 1}: ${describe(run)}`);
  }
  // Redo each disturbed run at most once.
  const redone = new Set<number>();
  for (let position = 0; position < kept.length; position++) {
    const run = kept[position]!;
    // A failed run is redone until the hard deadline; a merely disturbed one until the soft deadline.
    if (redone.has(run.index) || Date.now() > (run.error ? options.hardDeadline : options.redoDeadline)) continue;
    const reason = disturbance(
      run,
      kept.filter((other) => other !== run && !other.error),
    );
    if (!reason) continue;
    redone.add(run.index);
    run.discarded = reason;
    const again = await runOnce(url, run.index, ignoreStatusCode, options);
    all.push(again);
    kept[position] = again;
    options.log(`  run ${run.index + 1} redone (${reason}): ${describe(again)}`);
  }
  return { runs: all, median: medianOf(kept.filter((run) => !run.error)) };
}
