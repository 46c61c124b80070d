/** Number formatting shared by the build-time fragments and the widgets: pt-BR digit grouping (2.847). */
const integerFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return integerFormat.format(value);
}
