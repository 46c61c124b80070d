/**
 * How busy a shared machine is, recorded beside each visit (the bench does not wait for quiet: the paired
 * LCP and the calibrated CPU account for it). The 1-minute load average lags by a minute, so the busy share
 * is sampled from /proc/stat and expressed in busy cores (comparable to a load average); without
 * /proc/stat, os.loadavg()[0] is used.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

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
