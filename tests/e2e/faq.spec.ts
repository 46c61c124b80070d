import { expect, test, type Page } from '@playwright/test';
import { FAQ } from '../../src/content/faq.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { animationsFinished } from './island-state.ts';
import { comeAliveInPlace, whenLive } from './widget-checks.ts';

const TAG = 'echojam-faq';

function questions(page: Page) {
  return page.locator(TAG).locator('button[part="trigger"]');
}

test.describe('<echojam-faq> on /sobre', () => {
  test('upgrades to an accordion of every question that works with the keyboard alone', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/sobre');
    await whenLive(page, TAG);
    const buttons = questions(page);
    await expect(buttons).toHaveText(FAQ.map((item) => item.question));
    for (let index = 0; index < FAQ.length; index++)
      await expect(buttons.nth(index)).toHaveAttribute('aria-expanded', 'false');

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
    const last = FAQ.at(-1)!;
    await expect(page.getByRole('region', { name: last.question })).toContainText(last.answer.at(-1)!);
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
    test(`comes alive in place, shifting nothing, at ${width} px`, async ({ page }) => {
      const { before, after, shift } = await comeAliveInPlace(page, '/sobre', TAG, width);
      console.log(`[layout] /sobre faq ${width}px: build-time render ${before}px, live ${after}px, CLS ${shift}`);
      expect(after).toBe(before);
      expect(shift).toBeLessThanOrEqual(0.001);
    });
  }

  test('the page has no accessibility violations, with answers open', async ({ page }) => {
    await page.goto('/sobre');
    await whenLive(page, TAG);
    await questions(page).nth(2).click();
    await expect(questions(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await animationsFinished(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
