import type { Page } from '@playwright/test';
import { gotoParsed, holdScripts, pageScripts } from './held-scripts.ts';
import { animationsFinished } from './island-state.ts';

/** Starts summing layout-shift entries from the first paint on; read the sum with `layoutShift(page)`. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** Brings the widget into view (its code loads near the viewport) and waits until it is live (`:state(live)`). */
export async function whenLive(page: Page, tag: string): Promise<void> {
  await page.locator(tag).first().scrollIntoViewIfNeeded();
  await page.waitForFunction((name) => Boolean(document.querySelector(name)?.matches(':state(live)')), tag);
}

export interface InPlaceResult {
  /** The element's height from the build-time render alone (widget code held back). */
  before: number;
  /** Its height once live, animations finished. */
  after: number;
  /** Layout shifts summed over the whole visit. */
  shift: number;
}

/**
 * Opens `path` with the widget code held back (the page's own script runs), measures the element, lets
 * the code through and measures again once the widget is live: what "coming alive in place" means.
 */
export async function comeAliveInPlace(page: Page, path: string, tag: string, width: number): Promise<InPlaceResult> {
  await trackLayoutShift(page);
  await page.setViewportSize({ width, height: 900 });
  const scripts = await holdScripts(page, await pageScripts(page, path));
  await gotoParsed(page, path);
  const height = () =>
    page
      .locator(tag)
      .first()
      .evaluate((element) => element.getBoundingClientRect().height);
  const before = await height();
  await scripts.release();
  await whenLive(page, tag);
  await animationsFinished(page);
  return { before, after: await height(), shift: await layoutShift(page) };
}
