// @vitest-environment node
/** The bench's verdicts: each budget fails just over its limit, an unmeasured figure never passes, and Lighthouse's simulated LCP only warns. */
import { describe, expect, it } from 'vitest';
import { BYTE_BUDGETS, EMBED_BUDGETS, KIB, VISIT_BUDGETS } from '../../../bench/budgets.ts';
import type { EmbedPage, EmbedResults } from '../../../bench/embed.ts';
import type { Assertion, LighthouseFigures } from '../../../bench/lighthouse.ts';
import { byDesign } from '../../../bench/lighthouse.ts';
import type { Totals } from '../../../bench/resources.ts';
import { pairedLcp } from '../../../bench/pairs.ts';
import { byteChecks, embedChecks, lighthouseChecks, visitChecks, type Check } from '../../../bench/verdicts.ts';
import { visitMedians, type PageBytes, type VisitRun } from '../../../bench/visit.ts';

const failedIds = (checks: readonly Check[]) => checks.filter((check) => !check.pass).map((check) => check.id);

function run(figures: Partial<VisitRun> = {}): VisitRun {
  return {
    full: true,
    cpuRate: 5,
    lcpMs: 600,
    lcpUrl: null,
    fcpMs: 500,
    htmlEndMs: 400,
    layoutShift: 0,
    layoutShiftAfterInput: 0,
    shifts: [],
    tbtMs: 0,
    blockingScripts: [],
    inpMs: null,
    widgets: [],
    bytes: null,
    busyCoresBefore: 0,
    durationMs: 5000,
    ...figures,
  };
}

/** Each run paired with a floor visit of `floorMs`. */
const paired = (runs: readonly VisitRun[], floorMs = 450) =>
  pairedLcp(runs.map((run) => ({ floorMs, routeMs: run.lcpMs, routeLcpUrl: run.lcpUrl })));

const visit = (runs: VisitRun[], linkUnavailable: string | null = null) =>
  failedIds(visitChecks(runs, visitMedians(runs), paired(runs), linkUnavailable));

describe('visitChecks', () => {
  it('passes a visit within every budget, with no interaction long enough to count', () => {
    expect(visit([run(), run(), run()])).toEqual([]);
  });

  it("holds the median of the pairs' LCP over the floor to the text budget", () => {
    const at = 450 + VISIT_BUDGETS.lcpExcessTextMs;
    expect(visit([run({ lcpMs: at }), run({ lcpMs: at }), run({ lcpMs: 2000 })])).toEqual([]);
    expect(visit([run({ lcpMs: at + 1 }), run({ lcpMs: at + 1 }), run({ lcpMs: 500 })])).toEqual(['lcp']);
  });

  it('gives a route whose LCP is an image the image budget', () => {
    const image = 'http://site/images/shot.avif';
    const at = 450 + VISIT_BUDGETS.lcpExcessImageMs;
    expect(visit([run({ lcpMs: at, lcpUrl: image }), run({ lcpMs: at, lcpUrl: image })])).toEqual([]);
    expect(visit([run({ lcpMs: at + 1, lcpUrl: image }), run({ lcpMs: at + 1, lcpUrl: image })])).toEqual(['lcp']);
  });

  it('judges layout shift, blocking time and INP on the full visits only', () => {
    const lcpOnly = run({ full: false, layoutShift: null, tbtMs: null, inpMs: null });
    expect(visit([run(), lcpOnly, lcpOnly, lcpOnly])).toEqual([]);
    expect(visit([run({ tbtMs: VISIT_BUDGETS.tbtMs + 1 }), lcpOnly, lcpOnly])).toEqual(['tbt']);
  });

  it('fails any layout shift of the visit, and ignores the shifts right after input', () => {
    expect(visit([run({ layoutShift: 0.0001 }), run({ layoutShift: 0.0001 }), run()])).toEqual(['layoutShift']);
    expect(visit([run({ layoutShiftAfterInput: 0.2 })])).toEqual([]);
  });

  it('fails blocking time and INP just over their budgets', () => {
    expect(visit([run({ tbtMs: VISIT_BUDGETS.tbtMs })])).toEqual([]);
    expect(visit([run({ tbtMs: VISIT_BUDGETS.tbtMs + 1 })])).toEqual(['tbt']);
    expect(visit([run({ inpMs: VISIT_BUDGETS.inpMs + 1 })])).toEqual(['inp']);
  });

  it('passes nothing when no visit measured, and fails LCP when the emulated link could not be set up', () => {
    expect(visit([run({ error: 'net::ERR_CONNECTION_REFUSED', lcpMs: null })])).toEqual([
      'lcp',
      'layoutShift',
      'tbt',
      'inp',
    ]);
    const checks = visitChecks([run()], visitMedians([run()]), paired([run()]), 'needs root');
    expect(failedIds(checks)).toEqual(['lcp']);
    expect(checks[0]!.detail).toContain('needs root');
  });
});

function bytes(transferred: Partial<Totals> = {}, more: Partial<PageBytes> = {}): PageBytes {
  return {
    transferred: {
      html: 9 * KIB,
      js: 80 * KIB,
      css: 0,
      img: 20 * KIB,
      font: 0,
      other: 0,
      total: 112 * KIB,
      requests: 18,
      ...transferred,
    },
    firstPaintBytes: 8 * KIB,
    fonts: [],
    renderBlockingCss: [],
    renderBlockingScripts: [],
    imageProblems: [],
    uncompressed: [],
    widgets: ['echojam-faq'],
    consoleErrors: [],
    failedRequests: [],
    ...more,
  };
}

describe('byteChecks', () => {
  it('passes a page within every budget, with no web font', () => {
    expect(failedIds(byteChecks('/sobre', bytes()))).toEqual([]);
  });

  it('holds the HTML document with its headers to ten segments of 1,448 bytes, with no render-blocking stylesheet', () => {
    expect(BYTE_BUDGETS.firstPaintBytes).toBe(14_480);
    expect(failedIds(byteChecks('/sobre', bytes({}, { firstPaintBytes: 14_480 })))).toEqual([]);
    expect(failedIds(byteChecks('/sobre', bytes({}, { firstPaintBytes: 14_481 })))).toEqual(['firstPaint']);
    expect(failedIds(byteChecks('/sobre', bytes({}, { renderBlockingCss: ['/assets/site.css'] })))).toEqual([
      'firstPaint',
    ]);
  });

  it('counts font files once they arrive: 80 KiB at most on a page', () => {
    const fonts = [{ url: '/fonts/brand.woff2', transferBytes: 40 * KIB }];
    expect(failedIds(byteChecks('/', bytes({ font: BYTE_BUDGETS.fontsKib * KIB }, { fonts })))).toEqual([]);
    expect(failedIds(byteChecks('/', bytes({ font: BYTE_BUDGETS.fontsKib * KIB + 1 }, { fonts })))).toEqual(['fonts']);
  });

  it('fails each transferred-bytes budget on its own, one byte over', () => {
    expect(failedIds(byteChecks('/sobre', bytes({ html: BYTE_BUDGETS.htmlKib * KIB + 1 })))).toEqual(['html']);
    expect(failedIds(byteChecks('/sobre', bytes({ css: 1 })))).toEqual(['css']);
    expect(failedIds(byteChecks('/sobre', bytes({ img: BYTE_BUDGETS.imagesKib * KIB + 1 })))).toEqual(['imageBytes']);
    expect(failedIds(byteChecks('/sobre', bytes({ js: BYTE_BUDGETS.jsWithWidgetsKib * KIB + 1 })))).toEqual(['js']);
    expect(failedIds(byteChecks('/sobre', bytes({ requests: BYTE_BUDGETS.requests + 1 })))).toEqual(['requests']);
    expect(failedIds(byteChecks('/', bytes({ total: BYTE_BUDGETS.homeTotalKib * KIB + 1 })))).toEqual(['homeTotal']);
  });

  it('holds a page without widgets to the small JavaScript budget', () => {
    expect(failedIds(byteChecks('/status', bytes({ js: 6 * KIB }, { widgets: [] })))).toEqual(['js']);
  });

  it('passes nothing when the page could not be measured', () => {
    expect(byteChecks('/sobre', null).every((check) => !check.pass)).toBe(true);
  });
});

const FIGURES: LighthouseFigures = {
  runs: 1,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
};

const assertion = (more: Partial<Assertion>): Assertion => ({
  path: '/player',
  url: 'http://127.0.0.1:1/player',
  level: 'error',
  auditId: 'categories',
  name: 'minScore',
  expected: 1,
  actual: 0.98,
  ...more,
});

describe('lighthouseChecks', () => {
  it("takes lhci's failed assertions as the verdicts: a category below 100 fails", () => {
    const checks = lighthouseChecks(FIGURES, [assertion({ auditProperty: 'seo', category: 'seo' })], []);
    expect(failedIds(checks)).toEqual(['seo']);
  });

  it('reports the simulated LCP over 1 s as a regression alarm that is not binding', () => {
    const checks = lighthouseChecks(
      FIGURES,
      [
        assertion({
          level: 'warn',
          auditId: 'largest-contentful-paint',
          name: 'maxNumericValue',
          actual: 1200,
          category: 'performance',
        }),
      ],
      [],
    );
    expect(failedIds(checks)).toEqual(['lhLcp']);
    expect(checks.find((check) => check.id === 'lhLcp')!.binding).toBe(false);
    expect(checks.filter((check) => !check.pass && check.binding)).toEqual([]);
  });

  it('fails TBT as a binding budget, not as the performance category', () => {
    const tbt = assertion({
      auditId: 'total-blocking-time',
      name: 'maxNumericValue',
      actual: 80,
      category: 'performance',
    });
    expect(failedIds(lighthouseChecks(FIGURES, [tbt], []))).toEqual(['lhTbt']);
  });

  it('passes nothing without a Lighthouse run', () => {
    expect(lighthouseChecks(undefined, [], []).every((check) => !check.pass)).toBe(true);
  });

  it('names the audits that fail by design: the 404 status and its console error, noindex', () => {
    expect(
      byDesign({ path: '/404', indexable: false })
        .map((rule) => rule.audit)
        .sort(),
    ).toEqual(['errors-in-console', 'http-status-code', 'is-crawlable'].sort());
    // The footer's social icons without a profile are role="link" anchors: crawlable-anchors passes.
    expect(byDesign({ path: '/sobre', indexable: true }).map((rule) => rule.audit)).toEqual([]);
  });

  it('names on a category only the audits of that category that fail by design', () => {
    const rules = byDesign({ path: '/404', indexable: false });
    const figures = { ...FIGURES, scores: { ...FIGURES.scores, 'best-practices': 96, seo: 54 } };
    const checks = lighthouseChecks(figures, [], rules);
    expect(failedIds(checks)).toEqual([]);
    expect(checks.find((check) => check.id === 'best-practices')!.detail).toContain('errors-in-console');
    expect(checks.find((check) => check.id === 'best-practices')!.detail).not.toContain('is-crawlable');
  });
});

const WIDGETS = ['echojam-download-bar', 'echojam-faq'];

function page(jsTransferBytes: number, more: Partial<EmbedPage> = {}): EmbedPage {
  return {
    scripts: [
      {
        url: 'http://127.0.0.1:1/embed/v1/echojam.js',
        kind: 'js',
        contentType: 'text/javascript',
        encoding: 'br',
        bodyBytes: 2 * KIB,
        transferBytes: 3 * KIB,
        corsMissing: false,
      },
    ],
    jsTransferBytes,
    corsMissing: [],
    widgets: WIDGETS,
    live: WIDGETS,
    consoleErrors: [],
    ...more,
  };
}

function embed(more: Partial<EmbedResults> = {}): EmbedResults {
  return {
    bar: page(70 * KIB, { widgets: ['echojam-download-bar'], live: ['echojam-download-bar'] }),
    everyWidget: page(100 * KIB),
    loaderBodyBytes: 2 * KIB,
    barTiming: { runs: [300, 320, 340].map((ms) => ({ dclToBarMs: ms, loadFiredAtBar: false })), medianMs: 320 },
    ...more,
  };
}

describe('embedChecks', () => {
  it('passes an embed within every budget', () => {
    expect(failedIds(embedChecks(embed()))).toEqual([]);
  });

  it('fails each JavaScript budget one byte over', () => {
    expect(
      failedIds(
        embedChecks(
          embed({
            bar: page(EMBED_BUDGETS.barJsKib * KIB + 1, {
              widgets: ['echojam-download-bar'],
              live: ['echojam-download-bar'],
            }),
          }),
        ),
      ),
    ).toEqual(['embedJs']);
    expect(failedIds(embedChecks(embed({ everyWidget: page(EMBED_BUDGETS.everyWidgetJsKib * KIB + 1) })))).toEqual([
      'embedEveryWidgetJs',
    ]);
    expect(failedIds(embedChecks(embed({ loaderBodyBytes: EMBED_BUDGETS.loaderKib * KIB + 1 })))).toEqual([
      'embedLoader',
    ]);
  });

  it('fails a widget that never comes alive, or a script without CORS', () => {
    expect(failedIds(embedChecks(embed({ everyWidget: page(100 * KIB, { live: ['echojam-faq'] }) })))).toEqual([
      'embedEveryWidgetRenders',
    ]);
    expect(failedIds(embedChecks(embed({ everyWidget: page(100 * KIB, { corsMissing: ['x.js'] }) })))).toEqual([
      'embedEveryWidgetRenders',
    ]);
  });

  it('holds the bar to 1 s after DOMContentLoaded, before load, in every run', () => {
    const late = { runs: [1100, 1200, 900].map((ms) => ({ dclToBarMs: ms, loadFiredAtBar: false })), medianMs: 1100 };
    expect(failedIds(embedChecks(embed({ barTiming: late })))).toEqual(['embedBarTime']);
    const afterLoad = {
      runs: [300, 320, 340].map((ms, i) => ({ dclToBarMs: ms, loadFiredAtBar: i === 2 })),
      medianMs: 320,
    };
    expect(failedIds(embedChecks(embed({ barTiming: afterLoad })))).toEqual(['embedBarTime']);
  });
});
