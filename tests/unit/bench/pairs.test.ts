// @vitest-environment node
/** The LCP verdict's arithmetic: each route visit against the floor visit of its own pair, the median of the differences. */
import { describe, expect, it } from 'vitest';
import { VISIT_BUDGETS } from '../../../bench/budgets.ts';
import { budgetSide, enoughPairs, lcpKind, medianInterval, pairedLcp, type LcpPair } from '../../../bench/pairs.ts';

const text = (floorMs: number | null, routeMs: number | null): LcpPair => ({ floorMs, routeMs, routeLcpUrl: null });
const image = (floorMs: number | null, routeMs: number | null): LcpPair => ({
  floorMs,
  routeMs,
  routeLcpUrl: 'http://site/images/shot.avif',
});

describe('pairedLcp', () => {
  it('subtracts the floor of the same pair, not the median floor', () => {
    // A slow moment slows both visits of its pair: the differences stay small where separate medians would not.
    const result = pairedLcp([text(400, 520), text(1000, 1130), text(450, 600), text(900, 1010), text(420, 560)]);
    expect(result.excessesMs).toEqual([120, 130, 150, 110, 140]);
    expect(result.excessMedianMs).toBe(130);
    expect(result.floorMedianMs).toBe(450);
    expect(result.routeMedianMs).toBe(600);
    expect(result.pairs).toBe(5);
  });

  it('takes the mean of the two middle differences for an even count', () => {
    expect(pairedLcp([text(400, 500), text(400, 520), text(400, 560), text(400, 600)]).excessMedianMs).toBe(140);
  });

  it('leaves out a pair where either visit measured no LCP', () => {
    const result = pairedLcp([text(null, 700), text(400, 520), text(400, null), text(500, 650)]);
    expect(result.pairs).toBe(2);
    expect(result.excessesMs).toEqual([120, 150]);
    expect(result.excessMedianMs).toBe(135);
  });

  it('has no figure when no pair is complete', () => {
    expect(pairedLcp([text(null, 500), text(400, null)]).excessMedianMs).toBeNull();
    expect(pairedLcp([]).pairs).toBe(0);
  });

  it('gives text the text budget and an image the image budget', () => {
    expect(pairedLcp([text(400, 500)])).toMatchObject({ kind: 'text', budgetMs: VISIT_BUDGETS.lcpExcessTextMs });
    expect(pairedLcp([image(400, 700)])).toMatchObject({ kind: 'image', budgetMs: VISIT_BUDGETS.lcpExcessImageMs });
  });
});

describe('lcpKind', () => {
  it('follows the majority of the measured route visits', () => {
    expect(lcpKind([image(400, 700), image(400, 700), text(400, 600)])).toBe('image');
    expect(lcpKind([image(400, 700), text(400, 600)])).toBe('text');
    expect(lcpKind([image(400, null), image(400, null), text(400, 600)])).toBe('text');
    expect(lcpKind([])).toBe('text');
  });
});

describe('medianInterval', () => {
  const ranks = (n: number, confidence: number) => {
    // The values 1…n: the interval's ends are the ranks themselves.
    const interval = medianInterval(
      Array.from({ length: n }, (_, index) => n - index),
      confidence,
    );
    return interval && [interval.lowMs, interval.highMs];
  };

  it("takes the sign test's ranks, from the published tables", () => {
    expect(ranks(5, 0.95)).toBeNull(); // 2 · (½)^5 = 0.0625: no interval of five values reaches 95 %
    expect(ranks(6, 0.95)).toEqual([1, 6]);
    expect(ranks(7, 0.95)).toEqual([1, 7]);
    expect(ranks(9, 0.95)).toEqual([2, 8]);
    expect(ranks(25, 0.95)).toEqual([8, 18]);
    expect(ranks(25, 0.99)).toEqual([6, 20]);
  });

  it('sorts the values first', () => {
    expect(medianInterval([300, -40, 120, 90, 210, 150, 60, 180, 20], 0.95)).toEqual({ lowMs: 20, highMs: 210 });
  });
});

describe('budgetSide', () => {
  it('is firm only when the whole interval lies on one side of the budget', () => {
    expect(budgetSide({ lowMs: 40, highMs: 200 }, 200)).toBe('within');
    expect(budgetSide({ lowMs: 201, highMs: 400 }, 200)).toBe('over');
    expect(budgetSide({ lowMs: 150, highMs: 260 }, 200)).toBe('open');
    expect(budgetSide(null, 200)).toBe('open');
  });
});

describe('enoughPairs', () => {
  const counts = { minPairs: 7, maxPairs: 25 };
  const firm = pairedLcp(
    [120, 130, 90, 100, 140, 110, 150].map((excess) => text(500, 500 + excess)),
    0.95,
  );
  const open = pairedLcp(
    [120, 330, 90, 260, 140, 410, 150].map((excess) => text(500, 500 + excess)),
    0.95,
  );

  it('takes the minimum first, however firm the verdict', () => {
    expect(firm.side).toBe('within');
    expect(enoughPairs(6, firm, counts)).toBe(false);
    expect(enoughPairs(7, firm, counts)).toBe(true);
  });

  it('goes on while the interval holds the budget, up to the maximum', () => {
    expect(open.side).toBe('open');
    expect(enoughPairs(7, open, counts)).toBe(false);
    expect(enoughPairs(24, open, counts)).toBe(false);
    expect(enoughPairs(25, open, counts)).toBe(true);
  });

  it('stops once the interval lies wholly over the budget', () => {
    const over = pairedLcp(
      [320, 330, 290, 300, 340, 310, 350].map((excess) => text(500, 500 + excess)),
      0.95,
    );
    expect(over.side).toBe('over');
    expect(enoughPairs(7, over, counts)).toBe(true);
  });
});
