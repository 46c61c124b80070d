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
  runs: { visits: 3, lighthouse: 1 },
  busyCores: { median: 0.2, max: 1.1 },
  link: { calibration: { connectMs: 151, downloadKbps: 1470, downloadBytes: 55_000 }, unavailable: null },
  lighthouse: { version: '12.1.0', reportsDir: '/tmp/x', assertions: [] },
  routes: [
    {
      path: '/player',
      url: 'http://10.213.0.2:1/player',
      visits: [],
      median: { lcpMs: 736, fcpMs: 500, layoutShift: 0, tbtMs: 0, inpMs: null },
      bytes: null,
      checks: [
        {
          id: 'lcp',
          label: 'LCP over the emulated slow-4G link',
          value: 736,
          limit: '≤ 700 ms',
          pass: false,
          binding: true,
        },
      ],
    },
  ],
  embed: null,
  failures: ['/player: LCP over the emulated slow-4G link 736 (budget ≤ 700 ms)'],
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
    expect(markdown).toContain('736 ms ✗');
    expect(markdown).toContain('**1 binding budget missed**');
  });

  it("reports Lighthouse's reading of the CPU, and leaves it out of results that have none", () => {
    const lighthouse = { ...RESULTS.lighthouse!, benchmarkIndex: { runs: [1092, 1837, 2025], median: 1837 } };
    expect(benchmarksMarkdown({ ...RESULTS, lighthouse })).toContain('a median of 1837 (1092–2025)');
    expect(benchmarksMarkdown(RESULTS)).not.toContain('benchmarkIndex');
  });
});
