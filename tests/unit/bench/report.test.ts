// @vitest-environment node
/** BENCHMARKS.md is generated from the results: every section says what its figures do not cover. */
import { describe, expect, it } from 'vitest';
import { benchmarksMarkdown, type Results } from '../../../bench/report.ts';

const RESULTS: Results = {
  date: '2026-11-26T00:00:00.000Z',
  command: 'npm run bench',
  scope: 'default',
  durationSeconds: 480,
  phaseSeconds: { visits: 300 },
  machine: { cpus: 2, model: 'AMD EPYC', totalMemoryGiB: 23.5, os: 'Linux', node: 'v20', chromium: '156' },
  runs: { minPairs: 3, maxPairs: 9, confidence: 0.95, fixedPairs: false, fullVisits: 1, lighthouse: 1 },
  cpu: {
    target: 264,
    unthrottled: [1500, 1600, 1400],
    calibrations: [
      {
        before: 'the first route',
        rate: 5.7,
        index: 262,
        converged: true,
        steps: [
          { rate: 5.68, readings: [250], index: 250 },
          { rate: 5.7, readings: [262], index: 262 },
        ],
      },
    ],
    checks: [{ before: '/player', rate: 5.7, readings: [270], recalibrated: false }],
  },
  busyCores: { median: 0.2, max: 1.1 },
  link: { calibration: { connectMs: 151, downloadKbps: 1470, downloadBytes: 55_000 }, unavailable: null },
  lighthouse: { version: '12.1.0', reportsDir: '/tmp/x', assertions: [] },
  routes: [
    {
      path: '/player',
      url: 'http://10.213.0.2:1/player',
      visits: [],
      floorVisits: [],
      pairs: [
        { floorMs: 400, routeMs: 736, routeLcpUrl: 'http://10.213.0.2:1/images/shot.avif' },
        { floorMs: 380, routeMs: 700, routeLcpUrl: 'http://10.213.0.2:1/images/shot.avif' },
        { floorMs: 420, routeMs: 800, routeLcpUrl: 'http://10.213.0.2:1/images/shot.avif' },
      ],
      lcp: {
        pairs: 3,
        excessesMs: [336, 320, 380],
        excessMedianMs: 336,
        floorMedianMs: 400,
        routeMedianMs: 736,
        kind: 'image',
        budgetMs: 350,
        intervalMs: null,
        side: 'open',
      },
      median: { lcpMs: 736, fcpMs: 500, layoutShift: 0, tbtMs: 0, inpMs: null },
      bytes: null,
      checks: [
        {
          id: 'lcp',
          label: "LCP over the floor page's (image), median of 3 pairs",
          value: 336,
          limit: '≤ 350 ms',
          pass: false,
          binding: true,
        },
      ],
    },
  ],
  embed: null,
  failures: ["/player: LCP over the floor page's (image), median of 3 pairs 336 (budget ≤ 350 ms)"],
  warnings: [],
  pass: false,
};

describe('benchmarksMarkdown', () => {
  it('says what each section does not cover, and marks a missed budget', () => {
    const markdown = benchmarksMarkdown(RESULTS);
    const sections = markdown.split(/^## /m).slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    for (const section of sections.filter((text) => !/^(Lighthouse|Embed)\n\n(Not run|Not measured)/.test(text)))
      expect(section).toContain('What these figures do not cover');
    expect(markdown).toContain('336 ms ✗');
    expect(markdown).toContain('| 336, 320, 380 | 3: — (open) |');
    expect(markdown).toContain('at least 3 pairs');
    expect(markdown).toContain('| the first route | 5.7× | 262 | 5.68× → 250, 5.7× → 262 |');
    expect(markdown).toContain('**1 binding budget missed**');
  });

  it('says when a run took a fixed number of pairs', () => {
    const runs = { ...RESULTS.runs, minPairs: 11, maxPairs: 11, fixedPairs: true };
    expect(benchmarksMarkdown({ ...RESULTS, runs })).toContain('This run took 11 pairs per route (`BENCH_PAIRS`)');
  });

  it("reports Lighthouse's reading of the CPU, and leaves it out of results that have none", () => {
    const lighthouse = { ...RESULTS.lighthouse!, benchmarkIndex: { runs: [1092, 1837, 2025], median: 1837 } };
    expect(benchmarksMarkdown({ ...RESULTS, lighthouse })).toContain('a median of 1837 (1092–2025)');
    expect(benchmarksMarkdown(RESULTS)).not.toContain('at the start of each of its runs');
  });
});
