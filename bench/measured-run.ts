/** What every measured run of the bench records about itself, and how it starts: after a quiet-CPU wait, within a time limit. */
import { waitForQuietCpu } from './cpu.ts';

export interface MeasuredRun {
  url: string;
  index: number;
  startedAt: string;
  cpuQuiet: boolean;
  busyCoresBefore: number;
  durationMs: number;
  error?: string;
  /** Replaced by a redo (kept for the record, left out of the median). */
  discarded?: string;
}

export interface QuietWait {
  /** Longest wait for a quiet CPU before one run. */
  quietWaitMs: number;
  /** Waiting for a quiet CPU, all runs together: shared and decremented. */
  waitBudget: { remainingMs: number };
}

/** Waits for a quiet CPU (within the budget), then returns the run's record so far; `durationMs` counts from here. */
export async function startRun(
  url: string,
  index: number,
  options: QuietWait,
): Promise<{ base: Omit<MeasuredRun, 'durationMs'>; started: number }> {
  const cpu = await waitForQuietCpu(Math.max(1000, Math.min(options.quietWaitMs, options.waitBudget.remainingMs)));
  options.waitBudget.remainingMs -= cpu.waitedMs;
  return {
    base: {
      url,
      index,
      startedAt: new Date().toISOString(),
      cpuQuiet: cpu.quiet,
      busyCoresBefore: Number(cpu.busyCores.toFixed(2)),
    },
    started: Date.now(),
  };
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
