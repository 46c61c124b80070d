/**
 * The time of day as pt-BR writes it (14:05:09). By hand, not with toLocaleTimeString('pt-BR'): a page's
 * first pt-BR formatter loads the locale's data, about 150 ms on a phone-class CPU (4× slowdown), which
 * the workbench's log paid within the click that raised its first event.
 */
export function timeOfDay(date: Date): string {
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}
