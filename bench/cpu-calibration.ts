/**
 * Lighthouse's benchmark index measured in the bench's Chromium under a CDP CPU throttling rate: the very
 * function Lighthouse runs at the start of each audit (`computeBenchmarkIndex`, its `environment.benchmarkIndex`),
 * taken from the lighthouse package @lhci/cli installs. bench/calibration.ts bisects the rate with it.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { bisectRate, CALIBRATION, needsRecalibration, type Calibration } from './calibration.ts';
import { median } from './stats.ts';

async function benchmarkSource(): Promise<string> {
  const lighthouse = createRequire(import.meta.resolve('@lhci/cli/src/cli.js'));
  const { pageFunctions } = (await import(
    pathToFileURL(lighthouse.resolve('lighthouse/core/lib/page-functions.js')).href
  )) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  return `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
}

/** A blank page of its own that reads the index under any rate; close it when done. */
export class CpuMeter {
  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly source: string,
  ) {}

  static async open(browser: Browser): Promise<CpuMeter> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return new CpuMeter(context, page, cdp, await benchmarkSource());
  }

  /**
   * Lighthouse's benchmark index (higher is faster) under `rate` (1 = no slowdown). The rate is lifted
   * again after the reading: Chromium slows a page by making its main thread busy-wait, idle or not, so a
   * blank page left slowed holds a whole core through every visit that follows.
   */
  async read(rate: number): Promise<number> {
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate });
    try {
      return Math.round(Number(await this.page.evaluate(this.source)));
    } finally {
      await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

export interface CpuCheck {
  /** The route about to be visited. */
  before: string;
  rate: number;
  readings: number[];
  recalibrated: boolean;
}

export interface CpuRecord {
  target: number;
  /** The index without slowdown, read before the first calibration. */
  unthrottled: number[];
  calibrations: (Calibration & { before: string })[];
  checks: CpuCheck[];
}

/**
 * The calibrated rate through a run: calibrated once at the start, then checked with one reading before each
 * route (two more when that one is off); when their median is off by more than RECALIBRATE_BEYOND, calibrated again.
 */
export class CalibratedCpu {
  readonly record: CpuRecord = { target: CALIBRATION.target, unthrottled: [], calibrations: [], checks: [] };
  rate = 1;

  constructor(
    private readonly meter: CpuMeter,
    private readonly log: (line: string) => void,
  ) {}

  async calibrate(before: string): Promise<void> {
    if (this.record.unthrottled.length === 0)
      for (let reading = 0; reading < 3; reading++) this.record.unthrottled.push(await this.meter.read(1));
    const guess = median(this.record.unthrottled)! / CALIBRATION.target;
    const calibration = await bisectRate(
      (rate) => this.meter.read(rate),
      CALIBRATION,
      this.rate > 1 ? this.rate : guess,
    );
    this.record.calibrations.push({ ...calibration, before });
    this.rate = calibration.rate;
    this.log(
      `cpu: calibrated to ${calibration.rate}× (index ${calibration.index}, target ${CALIBRATION.target}; ` +
        `steps ${calibration.steps.map((step) => `${step.rate}×→${step.index}`).join(', ')}${calibration.converged ? '' : '; closest kept'})`,
    );
  }

  async check(before: string): Promise<void> {
    const readings = [await this.meter.read(this.rate)];
    if (needsRecalibration(readings[0]!))
      for (let reading = 0; reading < 2; reading++) readings.push(await this.meter.read(this.rate));
    const recalibrated = needsRecalibration(median(readings)!);
    this.record.checks.push({ before, rate: this.rate, readings, recalibrated });
    if (recalibrated) {
      this.log(`cpu: ${this.rate}× read ${readings.join(', ')} before ${before}: calibrating again`);
      await this.calibrate(before);
    }
  }
}
