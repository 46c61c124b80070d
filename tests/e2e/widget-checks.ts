import type { Page } from '@playwright/test';
import { webFacesSettled } from './brand-faces.ts';
import { gotoParsed, holdScripts, pageScripts } from './held-scripts.ts';
import { animationsFinished } from './island-state.ts';

interface ShiftRecord {
  value: number;
  startTime: number;
}

/** Starts recording layout-shift entries from the first paint on; read their sum with `layoutShift(page)`. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShifts: ShiftRecord[] };
    state.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (ShiftRecord & { hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__layoutShifts.push({ value: entry.value, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's web fonts refused, so it keeps their metric-matched fallbacks: a widget's own shifts, apart from the
 * swap to the web faces (first-visit-fonts.spec.ts and the bench measure that over emulated links).
 */
export async function refuseWebFonts(page: Page): Promise<void> {
  await page.route(/\.woff2$/, (route) => route.abort());
}

/** The layout shifts summed, all of them or those of frames after `since` (a `performance.now()` of the page). */
export function layoutShift(page: Page, since = 0): Promise<number> {
  return page.evaluate(
    (from) =>
      (window as unknown as { __layoutShifts: ShiftRecord[] }).__layoutShifts
        .filter((shift) => shift.startTime > from)
        .reduce((sum, shift) => sum + shift.value, 0),
    since,
  );
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
  /** Layout shifts summed from the release of the widget code on (the web fonts settled before). */
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
  // The web fonts first: their swap is the page's own (first-visit-fonts.spec.ts measures it), not the widget's.
  await webFacesSettled(page);
  const releasedAt = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now();
  });
  const before = await height();
  await scripts.release();
  await whenLive(page, tag);
  await animationsFinished(page);
  return { before, after: await height(), shift: await layoutShift(page, releasedAt) };
}
