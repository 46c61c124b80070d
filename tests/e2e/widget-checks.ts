import type { Browser, Page } from '@playwright/test';

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

/** Brings the widget into view (widgets load when visible) and waits until `selector` is in its shadow root. */
export async function whenRendered(page: Page, tag: string, selector = '.widget-root > *'): Promise<void> {
  await page.locator(tag).first().scrollIntoViewIfNeeded();
  await page.waitForFunction(([name, inner]) => Boolean(document.querySelector(name!)?.shadowRoot?.querySelector(inner!)), [tag, selector]);
}

/** The height of the widget's light-DOM fallback: the page at `width` with JavaScript off. */
export async function fallbackHeight(browser: Browser, path: string, tag: string, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const height = await page.locator(tag).evaluate((element) => element.getBoundingClientRect().height);
  await context.close();
  return height;
}
