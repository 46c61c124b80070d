import { expect, test, type Page } from '@playwright/test';
import { FAQ } from '../../src/content/faq.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { fallbackHeight, layoutShift, trackLayoutShift, whenRendered } from './widget-checks.ts';

const TAG = 'echojam-faq';

function questions(page: Page) {
  return page.locator(TAG).locator('button[part="trigger"]');
}

test.describe('<echojam-faq> on /sobre', () => {
  test('upgrades to an accordion of the eight questions that works with the keyboard alone', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/sobre');
    await whenRendered(page, TAG, '.widget-root > *');
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
      const before = await fallbackHeight(browser, '/sobre', TAG, width);
      await trackLayoutShift(page);
      await page.setViewportSize({ width, height: 900 });
      // Straight to the FAQ (the footer's "FAQ" link): the upgrade happens in view.
      await page.goto('/sobre#faq');
      await whenRendered(page, TAG, '.widget-root > *');
      await page.waitForTimeout(300);
      const after = await page.locator(TAG).evaluate((element) => element.getBoundingClientRect().height);
      const shift = await layoutShift(page);
      console.log(`[layout] /sobre#faq ${width}px: fallback ${before}px, widget ${after}px, CLS ${shift}`);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      expect(shift).toBeLessThanOrEqual(0.01);
    });
  }

  test('the page has no accessibility violations, with answers open', async ({ page }) => {
    await page.goto('/sobre');
    await whenRendered(page, TAG, '.widget-root > *');
    await questions(page).nth(2).click();
    await expect(questions(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(300);
    expect(await axeViolations(page)).toEqual([]);
  });
});
