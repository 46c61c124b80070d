/**
 * The LCP verdict's arithmetic. The floor page (bench/floor-page.ts) and a route are visited alternately, a
 * floor visit then a route visit making one pair; the route's own cost is its LCP minus the floor's LCP of the
 * same pair (both met the same moment of a shared machine), and the binding figure is the median of those
 * differences. A pair where either visit measured no LCP is left out.
 */
import { VISIT_BUDGETS } from './budgets.ts';
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
}

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

export function pairedLcp(pairs: readonly LcpPair[]): PairedLcp {
  const both = complete(pairs);
  const excessesMs = both.map((pair) => pair.routeMs - pair.floorMs);
  const kind = lcpKind(pairs);
  return {
    pairs: both.length,
    excessesMs,
    excessMedianMs: median(excessesMs),
    floorMedianMs: median(both.map((pair) => pair.floorMs)),
    routeMedianMs: median(both.map((pair) => pair.routeMs)),
    kind,
    budgetMs: lcpBudgetMs(kind),
  };
}
