// @vitest-environment node
/** The bench's verdicts: each per-route budget of issue 6, and each embed budget (issues 5 and 12), fails when its figure is over it. */
import { describe, expect, it } from 'vitest';
import { BYTE_BUDGETS, EMBED_BUDGETS, KIB } from '../../../bench/budgets.ts';
import type { BarTiming, BarTimingRun } from '../../../bench/embed-timing.ts';
import type { RouteLighthouse } from '../../../bench/lighthouse.ts';
import type { EmbedEveryWidget, EmbedTransfer, PageTransfer, Totals } from '../../../bench/transfer.ts';
import { embedChecks, routeChecks, type CheckId } from '../../../bench/verdicts.ts';

const FAST: RouteLighthouse = {
  runs: [],
  median: {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 800,
    tbtMs: 0,
    cls: 0,
    fcpMs: 800,
    siMs: 800,
  },
};

function page(transferred: Partial<Totals>): PageTransfer {
  return {
    url: 'http://127.0.0.1/sobre',
    widgets: ['echojam-faq'],
    hasWidgets: true,
    resources: [],
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
    firstPaintBytes: 10 * KIB,
    renderBlockingCss: [],
    renderBlockingScripts: [],
    images: [],
    imageProblems: [],
    uncompressed: [],
    consoleErrors: [],
    failedRequests: [],
  };
}

function failed(path: string, transfer: PageTransfer): CheckId[] {
  return routeChecks({ path, indexable: true }, FAST, transfer)
    .filter((check) => !check.pass)
    .map((check) => check.id);
}

describe('routeChecks', () => {
  it('passes a page within every budget', () => {
    expect(failed('/sobre', page({}))).toEqual([]);
  });

  it('fails each transferred-bytes budget on its own, one byte over', () => {
    expect(failed('/sobre', page({ html: BYTE_BUDGETS.htmlKib * KIB + 1 }))).toEqual(['html']);
    expect(failed('/sobre', page({ css: BYTE_BUDGETS.cssKib * KIB + 1 }))).toEqual(['css']);
    expect(failed('/sobre', page({ img: BYTE_BUDGETS.imagesKib * KIB + 1 }))).toEqual(['imageBytes']);
    expect(failed('/sobre', page({ js: BYTE_BUDGETS.jsWithWidgetsKib * KIB + 1 }))).toEqual(['js']);
  });

  it('needs the first paint in one response: the HTML within 14 KiB compressed, no render-blocking stylesheet', () => {
    expect(failed('/sobre', { ...page({}), firstPaintBytes: BYTE_BUDGETS.firstPaintKib * KIB })).toEqual([]);
    expect(failed('/sobre', { ...page({}), firstPaintBytes: BYTE_BUDGETS.firstPaintKib * KIB + 1 })).toEqual([
      'firstPaint',
    ]);
    expect(
      failed('/sobre', {
        ...page({}),
        firstPaintBytes: 6 * KIB,
        renderBlockingCss: ['http://127.0.0.1/assets/main.css'],
      }),
    ).toEqual(['firstPaint']);
  });

  it('holds LCP to 0.9 s and Performance to 100', () => {
    const withMedian = (median: Partial<RouteLighthouse['median']>): RouteLighthouse => ({
      ...FAST,
      median: { ...FAST.median, ...median },
    });
    const failedWith = (lighthouse: RouteLighthouse) =>
      routeChecks({ path: '/sobre', indexable: true }, lighthouse, page({}))
        .filter((check) => !check.pass)
        .map((check) => check.id);
    expect(failedWith(withMedian({ lcpMs: 900 }))).toEqual([]);
    expect(failedWith(withMedian({ lcpMs: 901 }))).toEqual(['lcp']);
    expect(failedWith(withMedian({ performance: 99 }))).toEqual(['performance']);
  });

  it("counts requests, the workbench's pages like any other", () => {
    expect(failed('/sobre', page({ requests: BYTE_BUDGETS.requests + 1 }))).toEqual(['requests']);
    expect(failed('/widgets/faq', page({ requests: BYTE_BUDGETS.requests + 1 }))).toEqual(['requests']);
  });

  it('holds a page without widgets to the small JavaScript budget', () => {
    expect(failed('/status', { ...page({ js: 6 * KIB }), widgets: [], hasWidgets: false })).toEqual(['js']);
  });

  it('measures nothing, passes nothing, when the page could not be measured', () => {
    expect(failed('/sobre', { ...page({}), error: 'net::ERR_CONNECTION_REFUSED' })).toEqual(
      expect.arrayContaining(['firstPaint', 'js', 'html', 'css', 'imageBytes', 'requests']),
    );
  });
});

const WIDGETS = [
  'echojam-download-bar',
  'echojam-create-room',
  'echojam-player-demo',
  'echojam-community-rooms',
  'echojam-faq',
  'echojam-contact-form',
];

function everyWidget(jsTransferBytes = 100 * KIB): EmbedEveryWidget {
  return {
    pageUrl: 'http://127.0.0.1:2/every-widget',
    resources: [],
    jsTransferBytes,
    jsBodyBytes: jsTransferBytes - 8 * KIB,
    scripts: 17,
    corsMissing: [],
    uncompressed: [],
    consoleErrors: [],
    widgets: WIDGETS,
    live: WIDGETS,
  };
}

const run = (dclToBarMs: number, more: Partial<BarTimingRun> = {}): BarTimingRun => ({
  dclToBarMs,
  readyStateAtBar: 'interactive',
  loadFiredAtBar: false,
  cpuQuiet: true,
  busyCoresBefore: 0,
  ...more,
});

function timing(runs: BarTimingRun[], medianMs: number | null): BarTiming {
  return { pageUrl: 'http://127.0.0.1:2/slow-images', cpuSlowdownRate: 4, imageHoldMs: 6000, runs, medianMs };
}

function embed(more: Partial<EmbedTransfer> = {}): EmbedTransfer {
  return {
    pageUrl: 'http://127.0.0.1:2/bar',
    resources: [],
    jsTransferBytes: 72 * KIB,
    jsBodyBytes: 66 * KIB,
    scripts: 10,
    corsMissing: [],
    uncompressed: [],
    consoleErrors: [],
    loaderBodyBytes: 1.6 * KIB,
    loaderTransferBytes: 2.1 * KIB,
    upgraded: true,
    everyWidget: everyWidget(),
    barTiming: timing([run(740), run(700), run(640)], 700),
    ...more,
  };
}

const failedEmbed = (transfer: EmbedTransfer): CheckId[] =>
  embedChecks(transfer)
    .filter((check) => !check.pass)
    .map((check) => check.id);

describe('embedChecks', () => {
  it('passes an embed within every budget', () => {
    expect(failedEmbed(embed())).toEqual([]);
  });

  it('holds the download bar alone to its JavaScript budget, one byte over fails', () => {
    expect(failedEmbed(embed({ jsTransferBytes: EMBED_BUDGETS.totalJsKib * KIB }))).toEqual([]);
    expect(failedEmbed(embed({ jsTransferBytes: EMBED_BUDGETS.totalJsKib * KIB + 1 }))).toEqual(['embedJs']);
  });

  it('holds every widget to its JavaScript budget, one byte over fails', () => {
    expect(failedEmbed(embed({ everyWidget: everyWidget(EMBED_BUDGETS.everyWidgetJsKib * KIB) }))).toEqual([]);
    expect(failedEmbed(embed({ everyWidget: everyWidget(EMBED_BUDGETS.everyWidgetJsKib * KIB + 1) }))).toEqual([
      'embedEveryWidgetJs',
    ]);
  });

  it('needs every widget live and CORS on every script', () => {
    expect(failedEmbed(embed({ everyWidget: { ...everyWidget(), live: WIDGETS.slice(1) } }))).toEqual([
      'embedEveryWidgetRenders',
    ]);
    expect(
      failedEmbed(
        embed({ everyWidget: { ...everyWidget(), corsMissing: ['http://127.0.0.1:1/embed/v1/chunks/faq.js'] } }),
      ),
    ).toEqual(['embedEveryWidgetRenders']);
  });

  it('holds the median DOMContentLoaded → bar to its budget, one millisecond over fails', () => {
    const budget = EMBED_BUDGETS.barAfterDomContentLoadedMs;
    expect(
      failedEmbed(embed({ barTiming: timing([run(budget - 100), run(budget), run(budget + 300)], budget) })),
    ).toEqual([]);
    expect(
      failedEmbed(embed({ barTiming: timing([run(budget - 100), run(budget + 1), run(budget + 300)], budget + 1) })),
    ).toEqual(['embedBarTime']);
  });

  it('fails when the bar came alive only after load, even in time', () => {
    const late = run(650, { readyStateAtBar: 'complete', loadFiredAtBar: true });
    expect(failedEmbed(embed({ barTiming: timing([run(700), late, run(640)], 650) }))).toEqual(['embedBarBeforeLoad']);
  });

  it('fails both timing checks when a run never saw the bar', () => {
    const missed = run(0, {
      dclToBarMs: null,
      readyStateAtBar: null,
      loadFiredAtBar: null,
      error: 'Timeout 16000ms exceeded.',
    });
    expect(failedEmbed(embed({ barTiming: timing([run(700), missed, run(640)], 670) }))).toEqual([
      'embedBarTime',
      'embedBarBeforeLoad',
    ]);
  });

  it('measures nothing, passes nothing, for results written before the every-widget page and the timing', () => {
    expect(failedEmbed(embed({ everyWidget: undefined, barTiming: undefined }))).toEqual([
      'embedEveryWidgetRenders',
      'embedEveryWidgetJs',
      'embedBarTime',
      'embedBarBeforeLoad',
    ]);
  });
});
