import { expect, test } from '@playwright/test';
import { SAMPLE_ROOMS } from '../../src/content/rooms.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { fallbackHeight, layoutShift, trackLayoutShift, whenRendered } from './widget-checks.ts';

const TAG = 'echojam-community-rooms';

test.describe('<echojam-community-rooms> on /comunidade', () => {
  test('upgrades to the four rooms: "+N" overflow, "Em alta" in words, disabled join buttons with the reason', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/comunidade');
    await whenRendered(page, TAG, '.widget-root > *');
    const widget = page.locator(TAG);
    await expect(widget.locator('[part="room"]')).toHaveCount(4);
    for (const room of SAMPLE_ROOMS) {
      const card = widget.locator(`[part="room"][data-room="${room.id}"]`);
      await expect(card.getByRole('heading', { name: room.name })).toBeVisible();
      await expect(card.locator('.avatar:not(.avatar--more)')).toHaveCount(Math.min(room.users, 6));
      if (room.users > 6) {
        await expect(card.locator('[part="avatar-more"]')).toHaveText(`+${room.users - 6} e mais ${room.users - 6} ${room.users - 6 === 1 ? 'pessoa' : 'pessoas'}`);
      }
      await expect(card.getByText('Em alta')).toHaveCount(room.trending ? 1 : 0);
      const join = card.getByRole('button', { name: 'Entrar na sala' });
      await expect(join).toBeDisabled();
      await expect(join).toHaveAccessibleDescription(/abra o app EchoJam/);
    }
    await expect(widget.locator('[part="note"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`takes the fallback's place without shifting anything at ${width} px`, async ({ page, browser }) => {
      const before = await fallbackHeight(browser, '/comunidade', TAG, width);
      await trackLayoutShift(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/comunidade');
      await whenRendered(page, TAG, '.widget-root > *');
      await page.waitForTimeout(300);
      const after = await page.locator(TAG).evaluate((element) => element.getBoundingClientRect().height);
      const shift = await layoutShift(page);
      console.log(`[layout] /comunidade ${width}px: fallback ${before}px, widget ${after}px, CLS ${shift}`);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
      expect(shift).toBeLessThanOrEqual(0.01);
      await page.screenshot({ path: `test-results/community-rooms-${width}.png`, fullPage: true });
    });
  }

  test('the page has no accessibility violations once upgraded', async ({ page }) => {
    await page.goto('/comunidade');
    await whenRendered(page, TAG, '.widget-root > *');
    expect(await axeViolations(page)).toEqual([]);
  });
});
