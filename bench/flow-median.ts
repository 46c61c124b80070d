/** The median of each user-flow figure over the runs that measured (failed and redone runs left out). */
import type { FlowFigures, FlowRun } from './flow.ts';
import { median } from './stats.ts';

export function medianFigures(runs: readonly FlowRun[]): FlowFigures {
  const kept = runs.filter((run) => !run.error && !run.discarded);
  const pick = (get: (figures: FlowFigures) => number | null) =>
    median(kept.map((run) => get(run.figures)).filter((value): value is number => value !== null));
  const inpMs = pick((figures) => figures.inpMs);
  const sources = new Set(kept.map((run) => run.figures.inpSource).filter(Boolean));
  return {
    navigationTbtMs: pick((figures) => figures.navigationTbtMs),
    timespanTbtMs: pick((figures) => figures.timespanTbtMs),
    tbtMs: pick((figures) => figures.tbtMs),
    scriptBlockingMs: pick((figures) => figures.scriptBlockingMs),
    inpMs,
    inpSource: inpMs === null ? null : sources.has('lighthouse') ? 'lighthouse' : 'page',
    navigationCls: pick((figures) => figures.navigationCls),
    timespanCls: pick((figures) => figures.timespanCls),
    layoutShift: pick((figures) => figures.layoutShift),
    layoutShiftAfterInput: pick((figures) => figures.layoutShiftAfterInput),
  };
}
