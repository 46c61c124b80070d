/**
 * The CPU slowdown that makes this machine a low-tier phone, found as Chrome DevTools' CPU calibration finds
 * it: bisect the throttling rate until Lighthouse's benchmark index, measured under that rate, reaches the
 * target device's (264 for DevTools' "low-tier mobile", a Moto G Power 2022). Pure arithmetic over a
 * `measure(rate)` function, so a fake benchmark can pin it (bench/cpu-calibration.ts measures in Chromium).
 */
import { median } from './stats.ts';

/** Chrome DevTools' "low-tier mobile" (Moto G Power 2022): Lighthouse's benchmark index of that phone. */
export const LOW_TIER_BENCHMARK_INDEX = 264;

export interface CalibrationOptions {
  target: number;
  /** A reading within this share of the target ends the bisection. */
  tolerance: number;
  /** The range of rates searched; the rate is bisected on a log scale (the index falls roughly as 1/rate). */
  minRate: number;
  maxRate: number;
  maxSteps: number;
  /** Readings taken at each rate (about a second each); their median counts: one reading swings on a shared machine. */
  readingsPerStep: number;
}

export const CALIBRATION: CalibrationOptions = {
  target: LOW_TIER_BENCHMARK_INDEX,
  tolerance: 0.05,
  minRate: 1,
  maxRate: 40,
  maxSteps: 8,
  readingsPerStep: 3,
};

export interface CalibrationStep {
  rate: number;
  readings: number[];
  index: number;
}

export interface Calibration {
  /** The chosen throttling rate (CDP `Emulation.setCPUThrottlingRate`). */
  rate: number;
  /** The median index read at that rate. */
  index: number;
  /** Every rate tried, in order. */
  steps: CalibrationStep[];
  /** True when a step came within the tolerance; false when the steps ran out (the closest step is kept). */
  converged: boolean;
}

const roundRate = (rate: number) => Math.round(rate * 100) / 100;

/**
 * Bisects the rate in [minRate, maxRate]: a reading above the target means the CPU is still too fast (raise the
 * rate), below it too slow. Starts from `firstGuess` (e.g. unthrottled index / target) when given, and then
 * searches within a factor of two of it.
 */
export async function bisectRate(
  measure: (rate: number) => Promise<number>,
  options: CalibrationOptions = CALIBRATION,
  firstGuess?: number,
): Promise<Calibration> {
  const guessed = firstGuess !== undefined && firstGuess > options.minRate && firstGuess < options.maxRate;
  // A guess narrows the search to within a factor of two of it.
  let low = guessed ? Math.max(options.minRate, firstGuess / 2) : options.minRate;
  let high = guessed ? Math.min(options.maxRate, firstGuess * 2) : options.maxRate;
  const steps: CalibrationStep[] = [];
  let rate = roundRate(guessed ? firstGuess : Math.sqrt(low * high));
  for (let step = 0; step < options.maxSteps; step++) {
    const readings: number[] = [];
    for (let reading = 0; reading < options.readingsPerStep; reading++) readings.push(await measure(rate));
    const index = median(readings)!;
    steps.push({ rate, readings, index });
    if (Math.abs(index - options.target) <= options.tolerance * options.target)
      return { rate, index, steps, converged: true };
    if (index > options.target) low = rate;
    else high = rate;
    const next = roundRate(Math.sqrt(low * high));
    // A bracket narrower than the tolerance: the readings' noise, not the rate, decides from here.
    if (next === rate || high / low < 1 + options.tolerance) break;
    rate = next;
  }
  const closest = [...steps].sort(
    (a, b) => Math.abs(a.index - options.target) - Math.abs(b.index - options.target),
  )[0]!;
  return { rate: closest.rate, index: closest.index, steps, converged: false };
}

/** A check reading this far from the target (share) calls for a new calibration. */
export const RECALIBRATE_BEYOND = 0.2;

export function needsRecalibration(index: number, target: number = CALIBRATION.target): boolean {
  return Math.abs(index - target) > RECALIBRATE_BEYOND * target;
}
