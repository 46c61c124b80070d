/**
 * The LCP verdict's arithmetic. The floor page (bench/floor-page.ts) and a route are visited alternately, a
 * floor visit then a route visit making one pair; the route's own cost is its LCP minus the floor's LCP of the
 * same pair (both met the same moment of a shared machine), and the binding figure is the median of those
 * differences. A pair where either visit measured no LCP is left out. How sure that median is: a
 * distribution-free interval around it (`medianInterval`), which also decides when a route has had pairs
 * enough (`enoughPairs`).
 */
import { VISIT_BUDGETS, VISIT_COUNTS } from './budgets.ts';
import { median } from './stats.ts';

export interface LcpPair {
  floorMs: number | null;
  routeMs: number | null;
  /** The route's LCP image in that visit, or null when its LCP element was text. */
  routeLcpUrl: string | null;
}

export type LcpKind = 'text' | 'image';

export interface PairedLcp {
  /** Pairs where both visits measured an LCP. */
  pairs: number;
  excessesMs: number[];
  excessMedianMs: number | null;
  floorMedianMs: number | null;
  routeMedianMs: number | null;
  kind: LcpKind;
  /** The binding budget on excessMedianMs. */
  budgetMs: number;
  /** Where the median of the differences lies, at VISIT_COUNTS.confidence; null when too few pairs for one. */
  intervalMs: MedianInterval | null;
  /** Whether that interval lies wholly within the budget, wholly over it, or holds it (the verdict is not firm). */
  side: BudgetSide;
}

export interface MedianInterval {
  lowMs: number;
  highMs: number;
}

export type BudgetSide = 'within' | 'over' | 'open';

export function complete(
  pairs: readonly LcpPair[],
): { floorMs: number; routeMs: number; routeLcpUrl: string | null }[] {
  return pairs.filter(
    (pair): pair is { floorMs: number; routeMs: number; routeLcpUrl: string | null } =>
      pair.floorMs !== null && pair.routeMs !== null,
  );
}

/** Image when most of the route's measured visits painted an image as their LCP (the entry has a URL). */
export function lcpKind(pairs: readonly LcpPair[]): LcpKind {
  const measured = pairs.filter((pair) => pair.routeMs !== null);
  const images = measured.filter((pair) => pair.routeLcpUrl).length;
  return measured.length > 0 && images * 2 > measured.length ? 'image' : 'text';
}

export function lcpBudgetMs(kind: LcpKind): number {
  return kind === 'image' ? VISIT_BUDGETS.lcpExcessImageMs : VISIT_BUDGETS.lcpExcessTextMs;
}

/** P(X ≤ k) for X ~ Binomial(n, ½). */
function binomialHalfAtMost(n: number, k: number): number {
  let term = 0.5 ** n; // P(X = 0)
  let sum = 0;
  for (let i = 0; i <= k; i++) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum;
}

/**
 * The interval that holds the median of the distribution the values come from, with at least `confidence`,
 * whatever that distribution: from the k-th smallest to the k-th largest value, k the largest rank with
 * 2 · P(Binomial(n, ½) ≤ k − 1) ≤ 1 − confidence (the sign test's interval). Null when n is too small for any k.
 */
export function medianInterval(values: readonly number[], confidence: number): MedianInterval | null {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  let rank = 0;
  while (rank + 1 <= n / 2 && 2 * binomialHalfAtMost(n, rank) <= 1 - confidence) rank++;
  if (rank === 0) return null;
  return { lowMs: sorted[rank - 1]!, highMs: sorted[n - rank]! };
}

export function budgetSide(interval: MedianInterval | null, budgetMs: number): BudgetSide {
  if (!interval) return 'open';
  if (interval.highMs <= budgetMs) return 'within';
  if (interval.lowMs > budgetMs) return 'over';
  return 'open';
}

/**
 * Whether a route has had pairs enough, after `taken` pairs (complete or not): at least `minPairs`, then as
 * soon as its interval lies on one side of its budget, and at most `maxPairs`.
 */
export function enoughPairs(
  taken: number,
  lcp: PairedLcp,
  counts: { minPairs: number; maxPairs: number } = VISIT_COUNTS,
): boolean {
  if (taken < counts.minPairs) return false;
  return taken >= counts.maxPairs || lcp.side !== 'open';
}

export function pairedLcp(pairs: readonly LcpPair[], confidence: number = VISIT_COUNTS.confidence): PairedLcp {
  const both = complete(pairs);
  const excessesMs = both.map((pair) => pair.routeMs - pair.floorMs);
  const kind = lcpKind(pairs);
  const budgetMs = lcpBudgetMs(kind);
  const intervalMs = medianInterval(excessesMs, confidence);
  return {
    pairs: both.length,
    excessesMs,
    excessMedianMs: median(excessesMs),
    floorMedianMs: median(both.map((pair) => pair.floorMs)),
    routeMedianMs: median(both.map((pair) => pair.routeMs)),
    kind,
    budgetMs,
    intervalMs,
    side: budgetSide(intervalMs, budgetMs),
  };
}
