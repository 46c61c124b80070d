// @vitest-environment node
/** The CPU calibration's bisection, with a fake benchmark: the index of a machine falls as the throttling rate rises. */
import { describe, expect, it } from 'vitest';
import { bisectRate, CALIBRATION, LOW_TIER_BENCHMARK_INDEX, needsRecalibration } from '../../../bench/calibration.ts';

/** A machine whose unthrottled index is `index`: throttled by `rate`, it reads index / rate. */
const machine = (index: number) => {
  const rates: number[] = [];
  return {
    rates,
    measure: (rate: number) => {
      rates.push(rate);
      return Promise.resolve(index / rate);
    },
  };
};

describe('bisectRate', () => {
  it("targets DevTools' low-tier phone", () => {
    expect(CALIBRATION.target).toBe(LOW_TIER_BENCHMARK_INDEX);
    expect(LOW_TIER_BENCHMARK_INDEX).toBe(264);
  });

  it('finds the rate that brings a fast machine to the target, within the tolerance', async () => {
    for (const index of [995, 1500, 2025, 4000]) {
      const fake = machine(index);
      const result = await bisectRate(fake.measure);
      expect(result.converged).toBe(true);
      expect(Math.abs(result.index - 264)).toBeLessThanOrEqual(264 * CALIBRATION.tolerance);
      expect(Math.abs(result.rate / (index / 264) - 1)).toBeLessThanOrEqual(0.06);
      expect(result.steps.map((step) => step.rate)).toEqual([...new Set(fake.rates)]);
      expect(fake.rates.length).toBe(result.steps.length * CALIBRATION.readingsPerStep);
      expect(result.steps.length).toBeLessThanOrEqual(CALIBRATION.maxSteps);
    }
  });

  it('raises the rate after a reading above the target and lowers it after one below', async () => {
    const result = await bisectRate(machine(2000).measure, { ...CALIBRATION, tolerance: 0.001 });
    for (let step = 1; step < result.steps.length; step++) {
      const before = result.steps[step - 1]!;
      const now = result.steps[step]!;
      if (before.index > 264) expect(now.rate).toBeGreaterThan(before.rate);
      else expect(now.rate).toBeLessThan(before.rate);
    }
  });

  it('is done at once when the first guess reads on target', async () => {
    const fake = machine(1320);
    const result = await bisectRate(fake.measure, CALIBRATION, 5);
    expect(result.steps.map((step) => step.rate)).toEqual([5]);
    expect(result).toMatchObject({ rate: 5, index: 264, converged: true });
  });

  it('searches within a factor of two of the guess', async () => {
    const fake = machine(1320);
    await bisectRate(fake.measure, { ...CALIBRATION, tolerance: 0.001 }, 4);
    expect(Math.min(...fake.rates)).toBeGreaterThanOrEqual(2);
    expect(Math.max(...fake.rates)).toBeLessThanOrEqual(8);
  });

  it('takes the median of the readings at each rate', async () => {
    const readings = [264 * 3, 264, 264];
    const result = await bisectRate(
      () => Promise.resolve(readings.shift()!),
      { ...CALIBRATION, readingsPerStep: 3 },
      6,
    );
    expect(result.steps).toEqual([{ rate: 6, readings: [792, 264, 264], index: 264 }]);
  });

  it('keeps the closest rate when no step reaches the tolerance', async () => {
    // A machine already slower than the phone: no rate ≥ 1 reaches 264.
    const result = await bisectRate(machine(200).measure);
    expect(result.converged).toBe(false);
    expect(result.rate).toBeLessThan(1.1);
  });
});

describe('needsRecalibration', () => {
  it('calls for a new calibration beyond 20 % off the target', () => {
    expect(needsRecalibration(264 * 1.19)).toBe(false);
    expect(needsRecalibration(264 * 0.81)).toBe(false);
    expect(needsRecalibration(264 * 1.21)).toBe(true);
    expect(needsRecalibration(264 * 0.79)).toBe(true);
  });
});
