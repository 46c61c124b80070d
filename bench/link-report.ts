/** The verdicts and the BENCHMARKS.md section of LCP over the emulated link (bench/emulated-link.ts, bench/link-lcp.ts). */
import { LINK_BUDGETS } from './budgets.ts';
import { LINK } from './emulated-link.ts';
import type { LinkLcpResult } from './link-lcp.ts';
import { fmt, mark, missedBudgetLines, missedBudgetsHeading, type LinkRouteResult, type Results } from './report.ts';
import { kib } from './stats.ts';
import type { Check } from './verdicts.ts';

export const LINK_SECTION = '## LCP over an emulated slow-4G link (npm run bench)';

export function linkChecks(lcp: LinkLcpResult): Check[] {
  const failed = lcp.runs
    .map((run, index) => (run.error ? `run ${index + 1}: ${run.error}` : null))
    .filter((line): line is string => line !== null);
  return [
    {
      id: 'linkLcp',
      label: 'LCP over the emulated link',
      value: lcp.medianLcpMs,
      limit: `≤ ${LINK_BUDGETS.lcpMs} ms`,
      pass: lcp.medianLcpMs !== null && lcp.medianLcpMs <= LINK_BUDGETS.lcpMs,
      detail: failed.length ? failed.join('; ') : undefined,
    },
  ];
}

/** "text", or the image's path ("/images/player-preview-768.avif"), as in most of the runs. */
function lcpElement(lcp: LinkLcpResult): string {
  const kinds = lcp.runs
    .filter((run) => !run.error && run.lcpMs !== null)
    .map((run) => (run.lcpUrl ? `\`${new URL(run.lcpUrl).pathname}\`` : 'text'));
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '—';
}

function linkRow(route: LinkRouteResult): string {
  const { lcp } = route;
  const measured = lcp.runs.filter((run) => !run.error);
  return [
    `\`${route.path}\``,
    `${fmt(lcp.medianLcpMs)} ms${mark(route.checks.find((check) => check.id === 'linkLcp'))}`,
    `${fmt(lcp.medianFcpMs)} ms`,
    lcpElement(lcp),
    measured.map((run) => fmt(run.htmlEndMs)).join(', ') || '—',
    lcp.runs.map((run) => (run.error ? 'error' : fmt(run.lcpMs))).join(', '),
  ].join(' | ');
}

export function linkSection(results: Results): string {
  const link = results.link;
  if (!link || link.skipped)
    return [LINK_SECTION, '', `Not measured: ${link?.skipped ?? 'no emulated link in these results'}.`].join('\n');
  const failures = link.routes.flatMap((route) => missedBudgetLines(route.path, route.checks));
  const calibration = link.calibration;
  return [
    LINK_SECTION,
    '',
    "What a visitor's browser gets, measured, beside Lighthouse's simulated LCP above. The site server runs in a network namespace of its own, and every IP packet " +
      `between it and the system Chromium crosses a link of ${LINK.rttMs} ms round trip, ${(LINK.downKbps / 1000).toFixed(2)} Mbit/s down and ${LINK.upKbps} kbit/s up ` +
      "(Lighthouse's mobile Slow 4G), without loss (`bench/link-shaper.py` between two TUN devices: the kernel here has no `netem`). Both ends are real TCP " +
      "(handshakes, slow start, congestion windows) and Chromium uses its connections as it does for a visitor. Chromium is set up as Lighthouse's phone " +
      '(412×823 at 1.75×, its user agent), CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`), with an empty cache; HTTP/1.1 without TLS, by IP address. ' +
      "LCP and FCP are Chromium's own entries, read once the network has been idle for 500 ms. " +
      `${results.runsPerRoute} runs per route, each after a quiet-CPU wait; the table shows medians. Measured ${results.date} with \`npm run bench\`, same machine as above.`,
    '',
    calibration
      ? `The link as measured by the bench before the pages: a TCP handshake in ${calibration.connectMs} ms; a ${kib(calibration.downloadBytes).toFixed(1)} KiB file's body at ${calibration.downloadKbps} kbit/s ` +
        '(the rate less TCP/IP headers and slow start).'
      : 'The link was not calibrated.',
    '',
    `Budget: LCP ≤ ${LINK_BUDGETS.lcpMs / 1000} s.`,
    '',
    '| route | LCP | FCP | LCP element | HTML arrived (ms, each run) | LCP of each run (ms) |',
    '|---|---|---|---|---|---|',
    ...link.routes.map((route) => `| ${linkRow(route)} |`),
    '',
    missedBudgetsHeading(failures, '**Every route meets its budget.**'),
    ...failures,
    '',
    'What these figures do not cover: no DNS lookup (a first visit makes one: a round trip or more, before everything else); HTTP/1.1 only (over HTTP/2 with TLS, ' +
      "the connection takes one round trip more, then every file shares it); no loss, jitter or other traffic on the link; the CPU slowdown is Chromium's, " +
      "not a phone's.",
  ].join('\n');
}
