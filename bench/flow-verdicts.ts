/** Budget verdicts of the user-flow visit of a widget route (bench/flow.ts), from the median figures. */
import { FLOW_BUDGETS } from './budgets.ts';
import type { RouteFlow } from './flow.ts';
import type { Check } from './verdicts.ts';

export function flowChecks(flow: RouteFlow): Check[] {
  const m = flow.median;
  const measured = flow.runs.some((run) => !run.error && !run.discarded);
  const failed = flow.runs
    .filter((run) => run.error && !run.discarded)
    .map((run) => `run ${run.index + 1}: ${run.error}`);
  const errors = failed.length ? failed.join('; ') : undefined;
  const atMost = (value: number | null, max: number) => measured && value !== null && value <= max;
  return [
    {
      id: 'flowTbt',
      label: 'Visit: TBT (navigation + timespan)',
      value: m.tbtMs === null ? null : Math.round(m.tbtMs),
      limit: `≤ ${FLOW_BUDGETS.tbtMs} ms`,
      pass: atMost(m.tbtMs === null ? null : Math.round(m.tbtMs), FLOW_BUDGETS.tbtMs),
      detail:
        errors ??
        (m.tbtMs === null
          ? undefined
          : `median of each step: navigation ${Math.round(m.navigationTbtMs ?? 0)} ms, timespan ${Math.round(m.timespanTbtMs ?? 0)} ms`),
    },
    {
      id: 'flowScriptBlocking',
      label: "Visit: blocking time of the site's scripts, whole visit (long animation frames)",
      value: m.scriptBlockingMs === null ? null : Math.round(m.scriptBlockingMs),
      limit: `≤ ${FLOW_BUDGETS.tbtMs} ms`,
      pass: atMost(m.scriptBlockingMs === null ? null : Math.round(m.scriptBlockingMs), FLOW_BUDGETS.tbtMs),
      detail: errors,
    },
    {
      id: 'flowInp',
      label: 'Visit: INP',
      value: m.inpMs === null ? null : Math.round(m.inpMs),
      limit: `≤ ${FLOW_BUDGETS.inpMs} ms`,
      // No INP is a pass only for a visit that ran: no interaction was long enough to be reported.
      pass: measured && (m.inpMs === null || Math.round(m.inpMs) <= FLOW_BUDGETS.inpMs),
      detail:
        errors ??
        (m.inpMs === null
          ? 'no interaction of 16 ms or more'
          : m.inpSource === 'page'
            ? "the page's longest interaction (Lighthouse reported none)"
            : undefined),
    },
    {
      id: 'flowShifts',
      label: 'Visit: layout shifts summed, after the first input too (not within 500 ms of a click or key)',
      value: m.layoutShift === null ? null : Number(m.layoutShift.toFixed(4)),
      limit: `≤ ${FLOW_BUDGETS.layoutShift}`,
      pass: atMost(m.layoutShift, FLOW_BUDGETS.layoutShift),
      detail:
        errors ??
        (m.layoutShiftAfterInput
          ? `within 500 ms of a click or key, not budgeted: ${m.layoutShiftAfterInput.toFixed(4)}`
          : undefined),
    },
  ];
}
