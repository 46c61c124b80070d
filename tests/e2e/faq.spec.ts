import { expect, test, type Browser, type Page } from '@playwright/test';
import { FAQ } from '../../src/content/faq.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';

const TAG = 'echojam-faq';

/** Sums layout-shift entries from the first paint on (read it with `window.__layoutShift`). */
async function trackLayoutShift(page: Page): Promise<void> {
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

async function upgraded(page: Page): Promise<void> {
  await page.locator(TAG).scrollIntoViewIfNeeded();
  await page.waitForFunction((tag) => (document.querySelector(tag)?.shadowRoot?.querySelector('.widget-root')?.childElementCount ?? 0) > 0, TAG);
}

async function fallbackHeight(browser: Browser, width: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sobre');
  const height = await page.locator(TAG).evaluate((element) => element.getBoundingClientRect().height);
  await context.close();
  return height;
}

function questions(page: Page) {
  return page.locator(TAG).locator('button[part="trigger"]');
}

test.describe('<echojam-faq> on /sobre', () => {
  test('upgrades to an accordion of the eight questions that works with the keyboard alone', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/sobre');
    await upgraded(page);
    const buttons = questions(page);
    await expect(buttons).toHaveText(FAQ.map((item) => item.question));
    for (let index = 0; index < FAQ.length; index++) await expect(buttons.nth(index)).toHaveAttribute('aria-expanded', 'false');

    // Tab in from the FAQ's section heading area, then the WAI-ARIA keys.
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: FAQ[0]!.question })).toContainText(FAQ[0]!.answer[0]!);
    await page.keyboard.press('ArrowDown');
    await expect(buttons.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.first(), 'items open independently').toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: FAQ[7]!.question })).toContainText(FAQ[7]!.answer[1]!);
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(buttons.last(), 'ArrowUp wraps to the last question').toBeFocused();
    await page.keyboard.press('Tab');
    await expect(buttons.last()).not.toBeFocused();
    expect(errors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`takes the fallback's place without shifting anything at ${width} px`, async ({ page, browser }) => {
      const before = await fallbackHeight(browser, width);
      await trackLayoutShift(page);
      await page.setViewportSize({ width, height: 900 });
      // Straight to the FAQ (the footer's "FAQ" link): the upgrade happens in view.
      await page.goto('/sobre#faq');
      await upgraded(page);
      await page.waitForTimeout(300);
      const after = await page.locator(TAG).evaluate((element) => element.getBoundingClientRect().height);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      console.log(`[layout] /sobre#faq ${width}px: fallback ${before}px, widget ${after}px, CLS ${shift}`);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      expect(shift).toBeLessThanOrEqual(0.01);
    });
  }

  test('the page has no accessibility violations, with answers open', async ({ page }) => {
    await page.goto('/sobre');
    await upgraded(page);
    await questions(page).nth(2).click();
    await expect(questions(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
  });
});
