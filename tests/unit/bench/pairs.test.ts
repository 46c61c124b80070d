// @vitest-environment node
/** The LCP verdict's arithmetic: each route visit against the floor visit of its own pair, the median of the differences. */
import { describe, expect, it } from 'vitest';
import { VISIT_BUDGETS } from '../../../bench/budgets.ts';
import { lcpKind, pairedLcp, type LcpPair } from '../../../bench/pairs.ts';

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
