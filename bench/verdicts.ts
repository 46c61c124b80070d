/**
 * Budget verdicts from the measured figures: one Check per budget. A binding check that fails makes the
 * bench fail; a non-binding one (Lighthouse's simulated LCP) is a regression alarm, reported as a warning.
 */
import { BYTE_BUDGETS, EMBED_BUDGETS, KIB, LIGHTHOUSE_BUDGETS, VISIT_BUDGETS } from './budgets.ts';
import type { EmbedPage, EmbedResults } from './embed.ts';
import type { Assertion, ByDesign, LighthouseFigures } from './lighthouse.ts';
import type { PairedLcp } from './pairs.ts';
import { kib } from './stats.ts';
import type { PageBytes, VisitMedians, VisitRun } from './visit.ts';

export interface Check {
  id: string;
  label: string;
  value: number | string | null;
  limit: string;
  pass: boolean;
  /** False for a regression alarm: reported, never a failure. */
  binding: boolean;
  detail?: string;
}

const failedRuns = (runs: readonly VisitRun[]) =>
  runs.flatMap((run, index) => (run.error ? [`run ${index + 1}: ${run.error}`] : [])).join('; ') || undefined;

/**
 * The visit's budgets: LCP on the median of the paired differences (bench/pairs.ts), the rest on the medians
 * of the full visits. `linkUnavailable` says why the visits could not cross the emulated link: LCP is then
 * not measured, which fails the binding LCP budget.
 */
export function visitChecks(
  runs: readonly VisitRun[],
  median: VisitMedians,
  lcp: PairedLcp,
  linkUnavailable: string | null,
): Check[] {
  const measured = runs.some((run) => !run.error);
  const errors = failedRuns(runs);
  const atMost = (
    id: string,
    label: string,
    value: number | null,
    max: number,
    unit: string,
    detail?: string,
  ): Check => ({
    id,
    label,
    value,
    limit: `≤ ${max}${unit}`,
    pass: measured && value !== null && value <= max,
    binding: true,
    detail: errors ?? detail,
  });
  const lcpCheck = atMost(
    'lcp',
    `LCP over the floor page's (${lcp.kind}), median of ${lcp.pairs} pairs`,
    lcp.excessMedianMs,
    lcp.budgetMs,
    ' ms',
    `pairs: ${lcp.excessesMs.join(', ')} ms; the median's interval ${lcp.intervalMs ? `${lcp.intervalMs.lowMs} to ${lcp.intervalMs.highMs} ms` : 'not known (too few pairs)'}, ${lcp.side === 'open' ? 'holding the budget: not firm' : 'firm'}`,
  );
  const shifts = runs.flatMap((run) => run.shifts.filter((shift) => !shift.hadRecentInput));
  return [
    linkUnavailable
      ? { ...lcpCheck, value: null, pass: false, detail: `not measured: the emulated link ${linkUnavailable}` }
      : lcpCheck,
    atMost(
      'layoutShift',
      'Layout shift, whole visit (load, font swap, scroll, widgets)',
      median.layoutShift,
      VISIT_BUDGETS.layoutShift,
      '',
      shifts.length
        ? `largest: ${shifts
            .slice(0, 2)
            .map((shift) => `${shift.value} at ${shift.at} ms (${shift.sources.join(', ')})`)
            .join('; ')}`
        : undefined,
    ),
    atMost(
      'tbt',
      'Blocking time, first paint to end of visit',
      median.tbtMs,
      VISIT_BUDGETS.tbtMs,
      ' ms',
      runs.find((run) => run.tbtMs)?.blockingScripts.join('; '),
    ),
    {
      ...atMost('inp', 'INP (longest interaction)', median.inpMs, VISIT_BUDGETS.inpMs, ' ms'),
      // A visit without an interaction of 16 ms or more passes.
      pass: measured && (median.inpMs ?? 0) <= VISIT_BUDGETS.inpMs,
    },
  ];
}

export function byteChecks(path: string, bytes: PageBytes | null): Check[] {
  const measured = bytes !== null;
  const t = bytes?.transferred;
  const check = (
    id: string,
    label: string,
    value: number | null,
    limit: string,
    pass: boolean,
    detail?: string,
  ): Check => ({
    id,
    label,
    value: measured ? value : null,
    limit,
    pass: measured && pass,
    binding: true,
    detail: detail || undefined,
  });
  const kibAtMost = (id: string, label: string, bytesValue: number, limitKib: number, detail?: string) =>
    check(id, label, kib(bytesValue), `≤ ${limitKib} KiB`, bytesValue <= limitKib * KIB, detail);
  const hasWidgets = (bytes?.widgets.length ?? 0) > 0;
  const jsLimit = hasWidgets ? BYTE_BUDGETS.jsWithWidgetsKib : BYTE_BUDGETS.jsWithoutWidgetsKib;
  const checks = [
    check(
      'firstPaint',
      'HTML document as sent, headers included (first paint), no render-blocking stylesheet',
      bytes?.firstPaintBytes ?? 0,
      `≤ ${BYTE_BUDGETS.firstPaintBytes} bytes`,
      (bytes?.firstPaintBytes ?? Infinity) <= BYTE_BUDGETS.firstPaintBytes && bytes!.renderBlockingCss.length === 0,
      bytes?.renderBlockingCss.length ? `blocking CSS: ${bytes.renderBlockingCss.join(', ')}` : undefined,
    ),
    kibAtMost(
      'fonts',
      'Font files transferred',
      t?.font ?? 0,
      BYTE_BUDGETS.fontsKib,
      bytes?.fonts.map((font) => font.url).join(', '),
    ),
    check(
      'renderBlockingScript',
      'Render-blocking scripts',
      bytes?.renderBlockingScripts.length ?? null,
      '= 0',
      bytes?.renderBlockingScripts.length === 0,
      bytes?.renderBlockingScripts.join(', '),
    ),
    kibAtMost('js', `JavaScript transferred (${hasWidgets ? 'with widgets' : 'no widgets'})`, t?.js ?? 0, jsLimit),
    kibAtMost('html', 'HTML transferred', t?.html ?? 0, BYTE_BUDGETS.htmlKib),
    kibAtMost('css', 'CSS transferred', t?.css ?? 0, BYTE_BUDGETS.cssKib),
    kibAtMost('imageBytes', 'Images transferred', t?.img ?? 0, BYTE_BUDGETS.imagesKib),
    check(
      'requests',
      'Requests',
      t?.requests ?? null,
      `≤ ${BYTE_BUDGETS.requests}`,
      (t?.requests ?? Infinity) <= BYTE_BUDGETS.requests,
    ),
    check(
      'images',
      'Images: AVIF/WebP, width/height, lazy below the fold',
      bytes?.imageProblems.length ?? null,
      '0 problems',
      bytes?.imageProblems.length === 0,
      bytes?.imageProblems.join('; '),
    ),
  ];
  if (path === '/')
    checks.push(kibAtMost('homeTotal', 'Home page, everything transferred', t?.total ?? 0, BYTE_BUDGETS.homeTotalKib));
  return checks;
}

const CATEGORY_CHECKS = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['best-practices', 'Best Practices'],
  ['seo', 'SEO'],
] as const;

/** Lighthouse's verdicts are lhci's failed assertions for this URL; the values are the medians of the runs. */
export function lighthouseChecks(
  figures: LighthouseFigures | undefined,
  assertions: readonly Assertion[],
  byDesign: readonly ByDesign[],
): Check[] {
  const measured = figures !== undefined && figures.runs > 0;
  const failing = (match: (assertion: Assertion) => boolean) => assertions.filter(match);
  const describe = (list: readonly Assertion[]) =>
    list
      .map((assertion) =>
        assertion.auditId === 'categories'
          ? `score ${assertion.actual}`
          : `${assertion.auditId} (${assertion.name} ${assertion.actual})`,
      )
      .join(', ');
  const checks: Check[] = CATEGORY_CHECKS.map(([category, label]) => {
    const failed = failing(
      (assertion) =>
        assertion.category === category &&
        assertion.auditId !== 'total-blocking-time' &&
        assertion.auditId !== 'largest-contentful-paint',
    );
    const designed = byDesign
      .filter((rule) => rule.category === category)
      .map((rule) => `${rule.audit} by design (${rule.why})`);
    return {
      id: category,
      label,
      value: figures?.scores[category] ?? null,
      limit: '= 100',
      pass: measured && failed.length === 0,
      binding: true,
      detail:
        [
          failed.length ? `failing: ${describe(failed)}` : '',
          figures?.scores[category] !== 100 ? designed.join('; ') : '',
        ]
          .filter(Boolean)
          .join('; ') || undefined,
    };
  });
  const round = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(value);
  checks.push(
    {
      id: 'lhTbt',
      label: 'Lighthouse TBT (simulated)',
      value: round(figures?.tbtMs),
      limit: `≤ ${LIGHTHOUSE_BUDGETS.tbtMs} ms`,
      pass: measured && failing((assertion) => assertion.auditId === 'total-blocking-time').length === 0,
      binding: true,
    },
    {
      id: 'lhLcp',
      label: 'Lighthouse LCP (simulated), regression alarm',
      value: round(figures?.lcpMs),
      limit: `≤ ${LIGHTHOUSE_BUDGETS.lcpAlarmMs} ms`,
      pass: measured && failing((assertion) => assertion.auditId === 'largest-contentful-paint').length === 0,
      binding: false,
    },
  );
  return checks;
}

function pageProblems(page: EmbedPage): string | undefined {
  const dead = page.widgets.filter((tag) => !page.live.includes(tag));
  return (
    [
      page.error,
      dead.length ? `not live: ${dead.join(', ')}` : '',
      page.corsMissing.length ? `no CORS: ${page.corsMissing.join(', ')}` : '',
      ...page.consoleErrors,
    ]
      .filter(Boolean)
      .join('; ') || undefined
  );
}

export function embedChecks(embed: EmbedResults): Check[] {
  const renders = (id: string, label: string, page: EmbedPage): Check => ({
    id,
    label,
    value: `${page.live.length}/${page.widgets.length}`,
    limit: 'all live, CORS on every script',
    pass:
      !page.error &&
      page.widgets.length > 0 &&
      page.live.length === page.widgets.length &&
      page.corsMissing.length === 0,
    binding: true,
    detail: pageProblems(page),
  });
  const js = (id: string, label: string, page: EmbedPage, limitKib: number): Check => ({
    id,
    label,
    value: page.error ? null : kib(page.jsTransferBytes),
    limit: `≤ ${limitKib} KiB`,
    pass: !page.error && page.scripts.length > 0 && page.jsTransferBytes <= limitKib * KIB,
    binding: true,
  });
  const runs = embed.barTiming.runs;
  const everyRun = runs.length > 0 && runs.every((run) => run.dclToBarMs !== null);
  const median = embed.barTiming.medianMs;
  return [
    renders('embedRenders', 'The download bar renders on a second origin', embed.bar),
    js('embedJs', 'Download bar only: all JavaScript transferred', embed.bar, EMBED_BUDGETS.barJsKib),
    {
      id: 'embedLoader',
      label: 'Loader echojam.js, compressed',
      value: embed.loaderBodyBytes === null ? null : kib(embed.loaderBodyBytes),
      limit: `≤ ${EMBED_BUDGETS.loaderKib} KiB`,
      pass: embed.loaderBodyBytes !== null && embed.loaderBodyBytes <= EMBED_BUDGETS.loaderKib * KIB,
      binding: true,
    },
    renders('embedEveryWidgetRenders', 'Every widget renders on a second origin', embed.everyWidget),
    js(
      'embedEveryWidgetJs',
      'Every widget: all JavaScript transferred',
      embed.everyWidget,
      EMBED_BUDGETS.everyWidgetJsKib,
    ),
    {
      id: 'embedBarTime',
      label: 'DOMContentLoaded → download bar live, slow image, 4× CPU (median); live before `load`',
      value: median === null ? null : Math.round(median),
      limit: `≤ ${EMBED_BUDGETS.barAfterDomContentLoadedMs} ms, before load`,
      pass:
        everyRun &&
        median !== null &&
        median <= EMBED_BUDGETS.barAfterDomContentLoadedMs &&
        runs.every((run) => run.loadFiredAtBar === false),
      binding: true,
      detail: `runs: ${runs.map((run) => (run.dclToBarMs === null ? `— (${run.error ?? 'never live'})` : `${Math.round(run.dclToBarMs)} ms${run.loadFiredAtBar ? ' after load' : ''}`)).join(', ')}`,
    },
  ];
}
