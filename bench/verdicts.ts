/** Budget verdicts per route and for the embed, from the measured figures. */
import { BYTE_BUDGETS, EMBED_BUDGETS, expectedFailures, KIB, LIGHTHOUSE_BUDGETS } from './budgets.ts';
import type { BarTiming } from './embed-timing.ts';
import type { RouteLighthouse } from './lighthouse.ts';
import { kib } from './stats.ts';
import type { EmbedEveryWidget, EmbedPageBytes, EmbedTransfer, PageTransfer } from './transfer.ts';

export type CheckId =
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'seo'
  | 'lcp'
  | 'tbt'
  | 'cls'
  | 'firstPaint'
  | 'renderBlockingScript'
  | 'js'
  | 'html'
  | 'css'
  | 'imageBytes'
  | 'requests'
  | 'images'
  | 'homeTotal'
  | 'embedJs'
  | 'embedLoader'
  | 'embedRenders'
  | 'embedEveryWidgetRenders'
  | 'embedEveryWidgetJs'
  | 'embedBarTime'
  | 'embedBarBeforeLoad'
  | 'flowTbt'
  | 'flowScriptBlocking'
  | 'flowInp'
  | 'flowShifts'
  | 'linkLcp';

export interface Check {
  id: CheckId;
  label: string;
  value: number | string | null;
  limit: string;
  pass: boolean;
  detail?: string;
}

const CATEGORY_IDS = { accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;

/** Failing audits of a category in the runs kept for the median, split into expected (by design) and not. */
function failingAudits(
  route: RouteInfo,
  lighthouse: RouteLighthouse,
  category: string,
): { expected: string[]; unexpected: string[] } {
  const expected = new Set<string>();
  const unexpected = new Set<string>();
  for (const run of lighthouse.runs) {
    if (run.discarded || run.error) continue;
    for (const finding of run.findings) {
      if (finding.category !== category) continue;
      const rule = expectedFailures(route).find((candidate) => candidate.audit === finding.id);
      const isExpected = rule && (!rule.onlyIf || rule.onlyIf(finding.items ?? [], run.url));
      (isExpected ? expected : unexpected).add(finding.id);
    }
  }
  return { expected: [...expected], unexpected: [...unexpected].filter((id) => !expected.has(id)) };
}

export interface RouteInfo {
  path: string;
  indexable: boolean;
}

export function routeChecks(route: RouteInfo, lighthouse: RouteLighthouse, transfer: PageTransfer): Check[] {
  const path = route.path;
  const m = lighthouse.median;
  const checks: Check[] = [];
  const atLeast = (id: CheckId, label: string, value: number | null, min: number) =>
    checks.push({ id, label, value, limit: `≥ ${min}`, pass: value !== null && value >= min });
  const atMost = (id: CheckId, label: string, value: number | null, max: number, unit = '') =>
    checks.push({ id, label, value, limit: `≤ ${max}${unit}`, pass: value !== null && value <= max });

  atLeast('performance', 'Performance', m.performance, LIGHTHOUSE_BUDGETS.performance);
  for (const [key, min] of [
    ['accessibility', LIGHTHOUSE_BUDGETS.accessibility],
    ['bestPractices', LIGHTHOUSE_BUDGETS.bestPractices],
    ['seo', LIGHTHOUSE_BUDGETS.seo],
  ] as const) {
    const label = { accessibility: 'Accessibility', bestPractices: 'Best Practices', seo: 'SEO' }[key];
    const value = m[key];
    const { expected, unexpected } = failingAudits(route, lighthouse, CATEGORY_IDS[key]);
    const pass = value !== null && (value >= min || (expected.length > 0 && unexpected.length === 0));
    const parts = [
      unexpected.length ? `failing audits: ${unexpected.join(', ')}` : '',
      expected.length ? `by design on ${path}: ${expected.join(', ')}` : '',
    ];
    checks.push({
      id: key,
      label,
      value,
      limit: `= ${min}`,
      pass,
      detail: parts.filter(Boolean).join('; ') || undefined,
    });
  }
  atMost('lcp', 'LCP', m.lcpMs === null ? null : Math.round(m.lcpMs), LIGHTHOUSE_BUDGETS.lcpMs, ' ms');
  atMost('tbt', 'TBT', m.tbtMs === null ? null : Math.round(m.tbtMs), LIGHTHOUSE_BUDGETS.tbtMs, ' ms');
  atMost('cls', 'CLS', m.cls === null ? null : Number(m.cls.toFixed(4)), LIGHTHOUSE_BUDGETS.cls);

  const measured = !transfer.error;
  checks.push({
    id: 'firstPaint',
    label: 'HTML + render-blocking CSS (compressed)',
    value: measured ? kib(transfer.firstPaintBytes) : null,
    limit: `≤ ${BYTE_BUDGETS.firstPaintKib} KiB, ${BYTE_BUDGETS.renderBlockingStylesheets} blocking stylesheets`,
    pass:
      measured &&
      transfer.firstPaintBytes <= BYTE_BUDGETS.firstPaintKib * KIB &&
      transfer.renderBlockingCss.length <= BYTE_BUDGETS.renderBlockingStylesheets,
    detail: transfer.renderBlockingCss.length ? `blocking CSS: ${transfer.renderBlockingCss.join(', ')}` : undefined,
  });
  checks.push({
    id: 'renderBlockingScript',
    label: 'Render-blocking scripts',
    value: measured ? transfer.renderBlockingScripts.length : null,
    limit: '= 0',
    pass: measured && transfer.renderBlockingScripts.length === 0,
    detail: transfer.renderBlockingScripts.join(', ') || undefined,
  });
  const jsLimit = transfer.hasWidgets ? BYTE_BUDGETS.jsWithWidgetsKib : BYTE_BUDGETS.jsWithoutWidgetsKib;
  checks.push({
    id: 'js',
    label: `JavaScript transferred (${transfer.hasWidgets ? `widgets: ${transfer.widgets.join(', ')}` : 'no widgets'})`,
    value: measured ? kib(transfer.transferred.js) : null,
    limit: `≤ ${jsLimit} KiB`,
    pass: measured && transfer.transferred.js <= jsLimit * KIB,
  });
  const transferredAtMost = (id: CheckId, label: string, bytes: number, limitKib: number) =>
    checks.push({
      id,
      label,
      value: measured ? kib(bytes) : null,
      limit: `≤ ${limitKib} KiB`,
      pass: measured && bytes <= limitKib * KIB,
    });
  transferredAtMost('html', 'HTML transferred', transfer.transferred.html, BYTE_BUDGETS.htmlKib);
  transferredAtMost('css', 'CSS transferred', transfer.transferred.css, BYTE_BUDGETS.cssKib);
  transferredAtMost('imageBytes', 'Images transferred', transfer.transferred.img, BYTE_BUDGETS.imagesKib);
  const requestLimit = BYTE_BUDGETS.requests;
  checks.push({
    id: 'requests',
    label: 'Requests',
    value: measured ? transfer.transferred.requests : null,
    limit: `≤ ${requestLimit}`,
    pass: measured && transfer.transferred.requests <= requestLimit,
  });
  checks.push({
    id: 'images',
    label: 'Images: AVIF/WebP, width/height, lazy below the fold',
    value: measured ? transfer.imageProblems.length : null,
    limit: '0 problems',
    pass: measured && transfer.imageProblems.length === 0,
    detail: transfer.imageProblems.join('; ') || undefined,
  });
  if (path === '/') {
    checks.push({
      id: 'homeTotal',
      label: 'Home page, everything transferred',
      value: measured ? kib(transfer.transferred.total) : null,
      limit: `≤ ${BYTE_BUDGETS.homeTotalKib} KiB`,
      pass: measured && transfer.transferred.total <= BYTE_BUDGETS.homeTotalKib * KIB,
    });
  }
  return checks;
}

export function embedChecks(embed: EmbedTransfer): Check[] {
  const measured = !embed.error;
  return [
    {
      id: 'embedRenders',
      label: 'The inline download bar renders on a second origin',
      value: embed.upgraded ? 'yes' : 'no',
      limit: 'yes',
      pass: measured && embed.upgraded && embed.corsMissing.length === 0,
      detail: problems(embed),
    },
    {
      id: 'embedJs',
      label: 'Embed, download bar only: all JavaScript transferred',
      value: measured ? kib(embed.jsTransferBytes) : null,
      limit: `≤ ${EMBED_BUDGETS.totalJsKib} KiB`,
      pass: measured && embed.scripts > 0 && embed.jsTransferBytes <= EMBED_BUDGETS.totalJsKib * KIB,
    },
    {
      id: 'embedLoader',
      label: 'Embed: loader echojam.js (compressed)',
      value: embed.loaderBodyBytes === null ? null : kib(embed.loaderBodyBytes),
      limit: `≤ ${EMBED_BUDGETS.loaderKib} KiB`,
      pass: embed.loaderBodyBytes !== null && embed.loaderBodyBytes <= EMBED_BUDGETS.loaderKib * KIB,
    },
    ...everyWidgetChecks(embed.everyWidget),
    ...barTimingChecks(embed.barTiming),
  ];
}

/** A page's error, scripts without CORS and console errors, as one detail line. */
function problems(page: EmbedPageBytes): string | undefined {
  const corsMissing = page.corsMissing.length ? `no Access-Control-Allow-Origin: ${page.corsMissing.join(', ')}` : '';
  return [page.error, corsMissing, ...page.consoleErrors].filter(Boolean).join('; ') || undefined;
}

/** Every partner-facing element on one page comes alive, with CORS on every script; its JavaScript within budget. */
function everyWidgetChecks(page: EmbedEveryWidget | undefined): Check[] {
  const measured = page !== undefined && !page.error;
  const dead = page ? page.widgets.filter((tag) => !page.live.includes(tag)) : [];
  return [
    {
      id: 'embedEveryWidgetRenders',
      label: 'Every widget renders on a second origin',
      value: page ? `${page.live.length}/${page.widgets.length}` : null,
      limit: 'all',
      pass: measured && page.widgets.length > 0 && dead.length === 0 && page.corsMissing.length === 0,
      detail: page
        ? [dead.length ? `not live: ${dead.join(', ')}` : '', problems(page)].filter(Boolean).join('; ') || undefined
        : undefined,
    },
    {
      id: 'embedEveryWidgetJs',
      label: 'Embed, every widget: all JavaScript transferred',
      value: measured ? kib(page.jsTransferBytes) : null,
      limit: `≤ ${EMBED_BUDGETS.everyWidgetJsKib} KiB`,
      pass: measured && page.scripts > 0 && page.jsTransferBytes <= EMBED_BUDGETS.everyWidgetJsKib * KIB,
    },
  ];
}

/** DOMContentLoaded → download bar live on the slow page: the median within budget, every run measured and before `load`. */
function barTimingChecks(timing: BarTiming | undefined): Check[] {
  const runs = timing?.runs ?? [];
  const everyRun = runs.length > 0 && runs.every((run) => run.dclToBarMs !== null);
  const errors = runs.flatMap((run, index) => (run.error ? [`run ${index + 1}: ${run.error}`] : []));
  const afterLoad = runs.flatMap((run, index) =>
    run.dclToBarMs !== null && (run.loadFiredAtBar !== false || run.readyStateAtBar === 'complete')
      ? [`run ${index + 1}: readyState ${run.readyStateAtBar}, load fired`]
      : [],
  );
  const median = timing?.medianMs ?? null;
  return [
    {
      id: 'embedBarTime',
      label: `Embed: DOMContentLoaded → download bar live, slow image, ${timing?.cpuSlowdownRate ?? '—'}× CPU (median)`,
      value: median === null ? null : Math.round(median),
      limit: `≤ ${EMBED_BUDGETS.barAfterDomContentLoadedMs} ms`,
      pass: everyRun && median !== null && median <= EMBED_BUDGETS.barAfterDomContentLoadedMs,
      detail:
        [
          runs.length
            ? `runs: ${runs.map((run) => (run.dclToBarMs === null ? '—' : Math.round(run.dclToBarMs))).join(', ')} ms`
            : '',
          ...errors,
        ]
          .filter(Boolean)
          .join('; ') || undefined,
    },
    {
      id: 'embedBarBeforeLoad',
      label: "Embed: the download bar is live before the page's load event",
      value: everyRun ? (afterLoad.length === 0 ? 'yes' : 'no') : null,
      limit: 'yes, every run',
      pass: everyRun && afterLoad.length === 0,
      detail: afterLoad.join('; ') || undefined,
    },
  ];
}
