/** The BENCHMARKS.md section of the user-flow visits (bench/flow.ts). */
import { FLOW_BUDGETS, FLOW_THROTTLING } from './budgets.ts';
import { fmt, mark, missedBudgetLines, missedBudgetsHeading, type FlowResult, type Results } from './report.ts';
import { nearestTo } from './stats.ts';
import type { CheckId } from './verdicts.ts';

export const FLOW_SECTION = '## User flow: every widget used, phone-class (npm run bench)';

function widgetList(flow: FlowResult, live: boolean): string {
  const kept = flow.flow.runs.filter((run) => !run.error && !run.discarded);
  const tags = new Set(
    kept.flatMap((run) =>
      run.widgets.filter((widget) => widget.live === live).map((widget) => widget.tag.replace(/^echojam-/, '')),
    ),
  );
  return [...tags].join(', ') || '—';
}

function flowRow(flow: FlowResult): string {
  const check = (id: CheckId) => flow.checks.find((candidate) => candidate.id === id);
  const m = flow.flow.median;
  const kept = flow.flow.runs.filter((run) => !run.error && !run.discarded).length;
  return [
    `\`${flow.path}\``,
    widgetList(flow, true),
    widgetList(flow, false),
    `${fmt(m.tbtMs)} ms (${fmt(m.navigationTbtMs)} + ${fmt(m.timespanTbtMs)})${mark(check('flowTbt'))}`,
    `${fmt(m.scriptBlockingMs)} ms${mark(check('flowScriptBlocking'))}`,
    (m.inpMs === null ? 'none ≥ 16 ms' : `${fmt(m.inpMs)} ms${m.inpSource === 'page' ? ' ᵖ' : ''}`) +
      mark(check('flowInp')),
    `${fmt(m.layoutShift, 4)} (${fmt(m.layoutShiftAfterInput, 4)})${mark(check('flowShifts'))}`,
    `${fmt(m.navigationCls, 4)} / ${fmt(m.timespanCls, 4)}`,
    String(kept),
  ].join(' | ');
}

/** "`/criar-sala` pointerup on echojam-create-room: 10 + 3 + 70 ms" for the kept run whose INP is the median (Lighthouse's INP only). */
function inpBreakdown(flow: FlowResult): string | null {
  const median = flow.flow.median.inpMs;
  if (median === null || flow.flow.median.inpSource !== 'lighthouse') return null;
  const runs = flow.flow.runs.filter((run) => !run.error && !run.discarded && run.figures.inpMs !== null);
  const run = nearestTo(runs, median, (candidate) => candidate.figures.inpMs!);
  const inp = run?.inpInteraction;
  if (!run || !inp) return null;
  const target = inp.target.split(' > ').at(-1) ?? inp.target;
  return `- \`${flow.path}\` (run ${run.index + 1}, INP ${fmt(run.figures.inpMs)} ms): \`${inp.type}\` on \`${target}\`, input delay ${fmt(inp.inputDelayMs)} + processing ${fmt(inp.processingMs)} + presentation delay ${fmt(inp.presentationDelayMs)} ms`;
}

export function flowSection(results: Results): string {
  const flows = results.flows ?? [];
  const t = FLOW_THROTTLING;
  const failures = flows.flatMap((flow) => missedBudgetLines(flow.path, flow.checks));
  const uses = new Map<string, string>();
  for (const flow of flows)
    for (const run of flow.flow.runs)
      for (const widget of run.widgets) if (widget.used !== 'scrolled into view') uses.set(widget.tag, widget.used);
  const redone = flows.flatMap((flow) =>
    flow.flow.runs
      .filter((run) => run.discarded)
      .map((run) => `\`${flow.path}\` flow ${run.index + 1} (${run.discarded})`),
  );
  const noisy = flows.reduce(
    (sum, flow) => sum + flow.flow.runs.filter((run) => !run.cpuQuiet && !run.discarded).length,
    0,
  );
  const breakdowns = flows.map(inpBreakdown).filter((line): line is string => line !== null);
  return [
    FLOW_SECTION,
    '',
    `Command: \`npm run bench\`, measured ${results.date}, same machine as above. Figures: \`flows\` in \`bench/results.json\` (every run, each widget's state, the largest shifts and the timespan's long tasks with their scripts).`,
    '',
    `Every route with widgets gets a Lighthouse ${results.machine.lighthouse} user flow (\`startFlow\`, puppeteer-core driving the system Chromium, performance category): ` +
      `mobile screen, DevTools throttling ${t.cpuSlowdownMultiplier}× CPU slowdown, ${t.rttMs} ms RTT, ${(t.throughputKbps / 1024).toFixed(1)} Mbit/s (Lighthouse's mobile Slow 4G). ` +
      'Step 1 is a navigation. Step 2 is a timespan in which the visitor scrolls with the mouse wheel to each widget in document order, waits until the widget is live ' +
      '(its custom element is defined, then the main thread idle and animations finished) when the page hydrates it, uses it once, and ends at the bottom of the page once the ' +
      'network is idle. Every wait is for a state, never for a time. ' +
      `Uses: ${[...uses].map(([tag, what]) => `\`${tag}\` ${what}`).join('; ') || '—'}; every other widget (the download bars, the player demo, the community rooms) is scrolled into view. ` +
      `${results.runsPerRoute} runs per route, each in a fresh browser after waiting for a quiet CPU, a failed run redone once; the table shows the median of each figure on its own (the medians of the two steps need not add up to the median of the total).`,
    '',
    `Budgets: TBT of the navigation plus TBT of the timespan ≤ ${FLOW_BUDGETS.tbtMs} ms; the blocking time of the long animation frames in which the site's own scripts ran, ` +
      `over the whole visit (between the two steps too), ≤ ${FLOW_BUDGETS.tbtMs} ms; INP ≤ ${FLOW_BUDGETS.inpMs} ms; every layout shift the page observed from its first paint to the end of the visit, ` +
      `summed (no session windows, after the first input too), ≤ ${FLOW_BUDGETS.layoutShift}, except the shifts within 500 ms of a click, tap or key (the browser's hadRecentInput: ` +
      "the visitor's own doing, such as a FAQ answer opening and pushing what is below it), which are shown in brackets and not budgeted. Scrolling never sets that flag: a widget " +
      'that swaps its content while the visitor scrolls, or a second after a click, counts.',
    '',
    '| route | live widgets (code ran) | widgets with no code | TBT (nav + timespan) | script blocking, whole visit | INP | layout shifts (+ within 500 ms of input) | Lighthouse CLS nav / timespan | runs |',
    '|---|---|---|---|---|---|---|---|---|',
    ...flows.map((flow) => `| ${flowRow(flow)} |`),
    '',
    'ᵖ Lighthouse reported no INP (no interaction long enough); the figure is the longest interaction the page observed (Event Timing, 16 ms threshold).',
    '',
    ...(breakdowns.length
      ? [
          "The interaction each INP is (Lighthouse's work-during-interaction audit, the run whose INP is nearest the median). The presentation delay of a `pointerdown` " +
            'or `pointerup` holds everything up to the next frame: the `click` dispatched after it before that frame, with its handlers, then style, layout and paint:',
          ...breakdowns,
          '',
        ]
      : []),
    flows.length === 0
      ? '**No user flow measured.**'
      : missedBudgetsHeading(failures, '**Every widget route meets every user-flow budget.**'),
    ...failures,
    '',
    `Runs redone: ${redone.length ? redone.join('; ') : 'none'}. Runs kept that started while the CPU was busy: ${noisy}.`,
    '',
    'What these figures do not cover:',
    "- **TBT (nav + timespan)**: Lighthouse counts a navigation's long tasks between First Contentful Paint and Time to Interactive only, and nothing between the end of the " +
      "navigation step and the start of the timespan. DevTools throttling slows this machine's CPU 4× (not a real phone's CPU, caches or thermal limits); the figures are " +
      'wall-clock times on a shared 2-core machine, noisier than the simulated navigation runs above.',
    '- **Script blocking, whole visit**: only frames in which a script of the site ran (by URL); long frames of style, layout and parsing alone, and tasks under 50 ms that add up, ' +
      'are not counted; neither is work in other threads or processes.',
    "- **INP**: the interactions of this scripted visit only, each once (a click on a FAQ question, typing into the forms, the room type, submit, Escape); the download bar's " +
      "buttons and close button, the FAQ's keyboard navigation, the contact form's submit (1 s delay, toast) and the widgets with no code are not exercised. Interactions under 16 ms are not observed.",
    '- **Layout shifts**: one phone viewport (412 × 823 CSS px) on loopback with fonts and images arriving fast; other widths and slower networks are not measured (the end-to-end ' +
      'test `tests/e2e/islands.spec.ts` compares whole pages at 1280 and 375 px before and after the widgets come alive). Shifts within 500 ms of a click or key are reported, not budgeted.',
    '- **Live widgets**: "live" means the element\'s code ran during the visit (its class is defined, and it has `:state(live)` where the page lists its hydrated widgets); whether that happened in the navigation or in the timespan is not told apart. ' +
      'A widget is waited for only when the page lists it as hydrated (`<meta name="echojam-widgets">`; every widget when the page has no such list).',
  ].join('\n');
}
