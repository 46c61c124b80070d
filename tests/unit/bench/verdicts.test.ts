// @vitest-environment node
/** The bench's verdicts: each per-route budget of issue 6 fails when its figure is over it. */
import { describe, expect, it } from 'vitest';
import { BYTE_BUDGETS, KIB } from '../../../bench/budgets.ts';
import type { RouteLighthouse } from '../../../bench/lighthouse.ts';
import type { PageTransfer, Totals } from '../../../bench/transfer.ts';
import { routeChecks, type CheckId } from '../../../bench/verdicts.ts';

const FAST: RouteLighthouse = {
  runs: [],
  median: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 800, tbtMs: 0, cls: 0, fcpMs: 800, siMs: 800 },
};

function page(transferred: Partial<Totals>): PageTransfer {
  return {
    url: 'http://127.0.0.1/sobre',
    widgets: ['echojam-faq'],
    hasWidgets: true,
    resources: [],
    transferred: { html: 9 * KIB, js: 80 * KIB, css: 0, img: 20 * KIB, font: 0, other: 0, total: 112 * KIB, requests: 18, ...transferred },
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
  return routeChecks({ path, indexable: true }, FAST, transfer).filter((check) => !check.pass).map((check) => check.id);
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
    expect(failed('/sobre', { ...page({}), firstPaintBytes: BYTE_BUDGETS.firstPaintKib * KIB + 1 })).toEqual(['firstPaint']);
    expect(failed('/sobre', { ...page({}), firstPaintBytes: 6 * KIB, renderBlockingCss: ['http://127.0.0.1/assets/main.css'] })).toEqual(['firstPaint']);
  });

  it('holds LCP to 0.9 s and Performance to 100', () => {
    const withMedian = (median: Partial<RouteLighthouse['median']>): RouteLighthouse => ({ ...FAST, median: { ...FAST.median, ...median } });
    const failedWith = (lighthouse: RouteLighthouse) => routeChecks({ path: '/sobre', indexable: true }, lighthouse, page({})).filter((check) => !check.pass).map((check) => check.id);
    expect(failedWith(withMedian({ lcpMs: 900 }))).toEqual([]);
    expect(failedWith(withMedian({ lcpMs: 901 }))).toEqual(['lcp']);
    expect(failedWith(withMedian({ performance: 99 }))).toEqual(['performance']);
  });

  it('counts requests, with the workbench allowed more', () => {
    expect(failed('/sobre', page({ requests: BYTE_BUDGETS.requests + 1 }))).toEqual(['requests']);
    expect(failed('/widgets', page({ requests: BYTE_BUDGETS.requests + 1, js: 100 * KIB }))).toEqual([]);
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
