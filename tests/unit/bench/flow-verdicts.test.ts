// @vitest-environment node
/** The user-flow verdicts of issue 11: each budget fails just over its limit, and an unmeasured visit passes nothing. */
import { describe, expect, it } from 'vitest';
import { FLOW_BUDGETS } from '../../../bench/budgets.ts';
import type { FlowFigures, FlowRun, RouteFlow } from '../../../bench/flow.ts';
import { medianFigures } from '../../../bench/flow-median.ts';
import { flowChecks } from '../../../bench/flow-verdicts.ts';
import type { CheckId } from '../../../bench/verdicts.ts';

const QUIET: FlowFigures = {
  navigationTbtMs: 0,
  timespanTbtMs: 20,
  tbtMs: 20,
  scriptBlockingMs: 25,
  inpMs: 56,
  inpSource: 'lighthouse',
  navigationCls: 0,
  timespanCls: 0,
  layoutShift: 0.002,
  layoutShiftAfterInput: 0.05,
};

function run(figures: Partial<FlowFigures>, error?: string): FlowRun {
  return {
    url: 'http://127.0.0.1/sobre',
    index: 0,
    startedAt: '2026-11-23T00:00:00.000Z',
    cpuQuiet: true,
    busyCoresBefore: 0.1,
    durationMs: 30_000,
    error,
    figures: { ...QUIET, ...figures },
    widgets: [{ tag: 'echojam-faq', live: true, used: 'opened the first question' }],
    shifts: [],
    timespanLongTasks: [],
    pageLongTasks: [],
    pageFrames: [],
    marks: { navigated: 5000, timespanStarted: 5100, visited: 20_000 },
    inpInteraction: null,
  };
}

function visit(figures: Partial<FlowFigures>): RouteFlow {
  return { runs: [run(figures)], median: { ...QUIET, ...figures } };
}

const failed = (flow: RouteFlow): CheckId[] =>
  flowChecks(flow)
    .filter((check) => !check.pass)
    .map((check) => check.id);

describe('flowChecks', () => {
  it('passes a visit within every budget', () => {
    expect(failed(visit({}))).toEqual([]);
  });

  it('passes each budget at its limit and fails it just over', () => {
    expect(failed(visit({ tbtMs: FLOW_BUDGETS.tbtMs }))).toEqual([]);
    expect(failed(visit({ tbtMs: FLOW_BUDGETS.tbtMs + 1 }))).toEqual(['flowTbt']);
    expect(failed(visit({ scriptBlockingMs: FLOW_BUDGETS.tbtMs }))).toEqual([]);
    expect(failed(visit({ scriptBlockingMs: FLOW_BUDGETS.tbtMs + 1 }))).toEqual(['flowScriptBlocking']);
    expect(failed(visit({ inpMs: FLOW_BUDGETS.inpMs }))).toEqual([]);
    expect(failed(visit({ inpMs: FLOW_BUDGETS.inpMs + 1 }))).toEqual(['flowInp']);
    expect(failed(visit({ layoutShift: FLOW_BUDGETS.layoutShift }))).toEqual([]);
    expect(failed(visit({ layoutShift: FLOW_BUDGETS.layoutShift + 0.0001 }))).toEqual(['flowShifts']);
  });

  it("budgets the page's own layout-shift sum, not Lighthouse's CLS, which leaves out shifts right after input", () => {
    expect(failed(visit({ navigationCls: 0, timespanCls: 0, layoutShift: 0.04 }))).toEqual(['flowShifts']);
  });

  it('counts no INP as met only for a visit that ran (no interaction long enough to be reported)', () => {
    expect(failed(visit({ inpMs: null, inpSource: null }))).toEqual([]);
    const broken: RouteFlow = {
      runs: [run({}, 'TimeoutError: Waiting for selector failed')],
      median: { ...QUIET, tbtMs: null, scriptBlockingMs: null, inpMs: null, layoutShift: null },
    };
    expect(failed(broken)).toEqual(['flowTbt', 'flowScriptBlocking', 'flowInp', 'flowShifts']);
  });

  it('passes nothing when every run failed, whatever figures are left', () => {
    const broken: RouteFlow = { runs: [run({}, 'User flow timed out after 150 s')], median: QUIET };
    expect(failed(broken)).toEqual(['flowTbt', 'flowScriptBlocking', 'flowInp', 'flowShifts']);
  });
});

describe('medianFigures', () => {
  it('takes the median of the runs that measured, leaving out failed and redone ones', () => {
    const runs = [
      run({ tbtMs: 10, layoutShift: 0 }),
      run({ tbtMs: 30, layoutShift: 0.004 }),
      run({ tbtMs: 20, layoutShift: 0.002 }),
      { ...run({ tbtMs: 900, layoutShift: 0.5 }), discarded: 'error: Target closed' },
      run({ tbtMs: 800 }, 'User flow timed out after 150 s'),
    ];
    const median = medianFigures(runs);
    expect(median.tbtMs).toBe(20);
    expect(median.layoutShift).toBe(0.002);
  });

  it('has no INP when no kept run reported one', () => {
    expect(medianFigures([run({ inpMs: null, inpSource: null })]).inpMs).toBeNull();
  });
});
