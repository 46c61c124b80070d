export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The item whose value is nearest `target` (the run a median came from, or the one closest to it); undefined for no items. */
export function nearestTo<T>(items: readonly T[], target: number, value: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => Math.abs(value(a) - target) - Math.abs(value(b) - target))[0];
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
