// @vitest-environment node
/** LCP over the emulated link: its verdict fails just over the budget and with no run measured; its section says what it measured, or why nothing. */
import { describe, expect, it } from 'vitest';
import { LINK_BUDGETS } from '../../../bench/budgets.ts';
import type { LinkLcpResult, LinkLcpRun } from '../../../bench/link-lcp.ts';
import { linkChecks, linkSection } from '../../../bench/link-report.ts';
import type { LinkResults, Results } from '../../../bench/report.ts';

const ORIGIN = 'http://10.213.0.2:8080';

function run(lcpMs: number, lcpUrl: string | null = null): LinkLcpRun {
  return { lcpMs, fcpMs: 500, lcpUrl, htmlEndMs: 360 };
}

function result(runs: LinkLcpRun[], medianLcpMs: number | null): LinkLcpResult {
  return { runs, medianLcpMs, medianFcpMs: medianLcpMs === null ? null : 500 };
}

function results(link: LinkResults): Results {
  return { date: '2026-11-24T06:00:00.000Z', runsPerRoute: 3, link } as Results;
}

describe('linkChecks', () => {
  it('passes at the budget and fails one millisecond over it', () => {
    const at = LINK_BUDGETS.lcpMs;
    expect(linkChecks(result([run(at)], at))[0]!.pass).toBe(true);
    expect(linkChecks(result([run(at + 1)], at + 1))[0]!.pass).toBe(false);
  });

  it('fails when no run was measured, and names the runs that failed', () => {
    const [check] = linkChecks(
      result([{ lcpMs: null, fcpMs: null, lcpUrl: null, htmlEndMs: 0, error: 'net::ERR_CONNECTION_REFUSED' }], null),
    );
    expect(check!.pass).toBe(false);
    expect(check!.detail).toBe('run 1: net::ERR_CONNECTION_REFUSED');
  });
});

describe('linkSection', () => {
  it('says why the link was not measured', () => {
    const section = linkSection(results({ calibration: null, routes: [], skipped: 'needs root (network namespaces)' }));
    expect(section).toContain('Not measured: needs root (network namespaces).');
    expect(section).not.toContain('| route |');
  });

  it('gives each route its median, its LCP element and its verdict, and lists the misses', () => {
    const image = `${ORIGIN}/images/player-preview-768.avif`;
    const player = result([run(920, image), run(1012, image), run(928, image)], 928);
    const about = result([run(564), run(512), run(624)], 564);
    const section = linkSection(
      results({
        calibration: { connectMs: 151, downloadKbps: 1476, downloadBytes: 55_416 },
        routes: [
          { path: '/player', url: `${ORIGIN}/player`, lcp: player, checks: linkChecks(player) },
          { path: '/sobre', url: `${ORIGIN}/sobre`, lcp: about, checks: linkChecks(about) },
        ],
      }),
    );
    expect(section).toContain(
      '| `/player` | 928 ms ✗ | 500 ms | `/images/player-preview-768.avif` | 360, 360, 360 | 920, 1012, 928 |',
    );
    expect(section).toContain('| `/sobre` | 564 ms ✓ | 500 ms | text |');
    expect(section).toContain('a TCP handshake in 151 ms; a 54.1 KiB file');
    expect(section).toContain('**1 budget missed:**\n- `/player` LCP over the emulated link: 928 (budget ≤ 900 ms)');
  });
});
