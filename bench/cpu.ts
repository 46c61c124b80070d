/**
 * Waiting for a quiet CPU on a shared machine. The 1-minute load average lags by a minute, so the
 * busy share is sampled from /proc/stat over one second and expressed in busy cores (comparable to
 * a load average); without /proc/stat, os.loadavg()[0] is used.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy cores below which the machine counts as quiet. */
export const QUIET_BUSY_CORES = 0.7;

function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0); // idle + iowait
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** Busy cores over the next `ms` milliseconds. */
export async function busyCores(ms = 1000): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return loadavg()[0] ?? 0;
  return ((after.busy - before.busy) / (after.total - before.total)) * cpus().length;
}

export interface QuietResult {
  quiet: boolean;
  busyCores: number;
  waitedMs: number;
}

/** Waits until two consecutive half-second samples are quiet, at most `maxWaitMs`. */
export async function waitForQuietCpu(maxWaitMs: number): Promise<QuietResult> {
  const started = Date.now();
  let quietSamples = 0;
  for (;;) {
    const last = await busyCores(500);
    quietSamples = last < QUIET_BUSY_CORES ? quietSamples + 1 : 0;
    if (quietSamples >= 2) return { quiet: true, busyCores: last, waitedMs: Date.now() - started };
    if (Date.now() - started >= maxWaitMs) return { quiet: false, busyCores: last, waitedMs: Date.now() - started };
  }
}
