// @vitest-environment node
/**
 * The CPU meter's page is slowed only while it reads: Chromium slows a page by making its main thread
 * busy-wait, idle or not, so a meter left slowed would hold a core through every visit that follows.
 */
import { describe, expect, it } from 'vitest';
import { CpuMeter } from '../../../bench/cpu-calibration.ts';

/** A meter over a fake page and CDP session: records every rate sent; the benchmark returns `index` or throws. */
function fakeMeter(index: number | Error) {
  const rates: number[] = [];
  const cdp = {
    send: (method: string, params: { rate: number }) => {
      if (method === 'Emulation.setCPUThrottlingRate') rates.push(params.rate);
      return Promise.resolve({});
    },
  };
  const page = { evaluate: () => (index instanceof Error ? Promise.reject(index) : Promise.resolve(index)) };
  const Meter = CpuMeter as unknown as new (context: unknown, page: unknown, cdp: unknown, source: string) => CpuMeter;
  return { meter: new Meter({}, page, cdp, '0'), rates };
}

describe('CpuMeter.read', () => {
  it('reads the index under the rate asked for, then lifts the slowdown', async () => {
    const { meter, rates } = fakeMeter(263.6);
    await expect(meter.read(9.5)).resolves.toBe(264);
    expect(rates).toEqual([9.5, 1]);
  });

  it('lifts the slowdown when the reading fails too', async () => {
    const { meter, rates } = fakeMeter(new Error('page crashed'));
    await expect(meter.read(9.5)).rejects.toThrow('page crashed');
    expect(rates).toEqual([9.5, 1]);
  });
});
