/** The name of the local face whose metrics stand in for `family` until it loads. */
export function fallbackFamily(family: string): string {
  return `${family} Fallback`;
}
