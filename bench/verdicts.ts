/** Budget verdicts per route and for the embed, from the measured figures. */
import { BYTE_BUDGETS, EMBED_BUDGETS, expectedFailures, JS_BUDGET_OVERRIDES, KIB, LIGHTHOUSE_BUDGETS, REQUEST_BUDGET_OVERRIDES } from './budgets.ts';
import type { RouteLighthouse } from './lighthouse.ts';
import { kib } from './stats.ts';
import type { EmbedTransfer, PageTransfer } from './transfer.ts';

export type CheckId =
  | 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'tbt' | 'cls'
  | 'firstPaint' | 'renderBlockingScript' | 'js' | 'html' | 'css' | 'imageBytes' | 'requests' | 'images' | 'homeTotal'
  | 'embedJs' | 'embedLoader' | 'embedRenders'
  | 'flowTbt' | 'flowScriptBlocking' | 'flowInp' | 'flowShifts';

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
function failingAudits(route: RouteInfo, lighthouse: RouteLighthouse, category: string): { expected: string[]; unexpected: string[] } {
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
    const parts = [unexpected.length ? `failing audits: ${unexpected.join(', ')}` : '', expected.length ? `by design on ${path}: ${expected.join(', ')}` : ''];
    checks.push({ id: key, label, value, limit: `= ${min}`, pass, detail: parts.filter(Boolean).join('; ') || undefined });
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
  const jsLimit = JS_BUDGET_OVERRIDES[route.path] ?? (transfer.hasWidgets ? BYTE_BUDGETS.jsWithWidgetsKib : BYTE_BUDGETS.jsWithoutWidgetsKib);
  checks.push({
    id: 'js',
    label: `JavaScript transferred (${transfer.hasWidgets ? `widgets: ${transfer.widgets.join(', ')}` : 'no widgets'})`,
    value: measured ? kib(transfer.transferred.js) : null,
    limit: `≤ ${jsLimit} KiB`,
    pass: measured && transfer.transferred.js <= jsLimit * KIB,
  });
  const transferredAtMost = (id: CheckId, label: string, bytes: number, limitKib: number) =>
    checks.push({ id, label, value: measured ? kib(bytes) : null, limit: `≤ ${limitKib} KiB`, pass: measured && bytes <= limitKib * KIB });
  transferredAtMost('html', 'HTML transferred', transfer.transferred.html, BYTE_BUDGETS.htmlKib);
  transferredAtMost('css', 'CSS transferred', transfer.transferred.css, BYTE_BUDGETS.cssKib);
  transferredAtMost('imageBytes', 'Images transferred', transfer.transferred.img, BYTE_BUDGETS.imagesKib);
  const requestLimit = REQUEST_BUDGET_OVERRIDES[route.path] ?? BYTE_BUDGETS.requests;
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
      detail: [embed.error, embed.corsMissing.length ? `no Access-Control-Allow-Origin: ${embed.corsMissing.join(', ')}` : '', ...embed.consoleErrors]
        .filter(Boolean)
        .join('; ') || undefined,
    },
    {
      id: 'embedJs',
      label: 'Embed: all JavaScript transferred',
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
  ];
}
