import { expect, test } from '@playwright/test';
import { formatCount } from '../../src/content/format.ts';
import { ROOM_AVATAR_LIMIT, SAMPLE_ROOMS, TRENDING_LABEL } from '../../src/content/rooms.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { animationsFinished } from './island-state.ts';
import { layoutShift, refuseWebFonts, trackLayoutShift } from './widget-checks.ts';

const TAG = 'echojam-community-rooms';

test.describe('<echojam-community-rooms> on /comunidade', () => {
  test('renders every sample room in the served page: "+N" overflow, trending in words, disabled join buttons with the reason', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/comunidade');
    const widget = page.locator(TAG);
    await expect(widget.locator('[part="room"]')).toHaveCount(SAMPLE_ROOMS.length);
    for (const room of SAMPLE_ROOMS) {
      const card = widget.locator(`[part="room"][data-room="${room.id}"]`);
      await expect(card.getByRole('heading', { name: room.name })).toBeVisible();
      await expect(card.locator('.avatar:not(.avatar--more)')).toHaveText(room.avatars.slice(0, ROOM_AVATAR_LIMIT));
      const more = room.users - ROOM_AVATAR_LIMIT;
      if (more > 0) await expect(card.locator('[part="avatar-more"]')).toHaveText(`+${more}`);
      await expect(card.getByText(TRENDING_LABEL)).toHaveCount(room.trending ? 1 : 0);
      const join = card.getByRole('button', { name: 'Entrar na sala' });
      await expect(join).toBeDisabled();
      await expect(join).toHaveAccessibleDescription(/abra o app EchoJam/);
      await expect(card.locator('[part="app-only"]')).toHaveText('Só no app');
    }
    await expect(widget.locator('[part="note"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a screen reader hears each room's number of people once, and right", async ({ page }) => {
    await page.goto('/comunidade');
    for (const room of SAMPLE_ROOMS) {
      const card = page.locator(`${TAG} [part="room"][data-room="${room.id}"]`);
      // The accessibility tree of the card: the avatars and their "+N" are decoration, the details say it in words.
      const tree = await card.ariaSnapshot();
      const people = tree.match(/\+\s*\d+|\d[\d.]*\s+(?:pessoas?|na sala)/g);
      expect(people, `${room.id}:\n${tree}`).toEqual([`${formatCount(room.users)} na sala`]);
    }
  });

  for (const width of [375, 1280]) {
    test(`loads no code for the rooms and shifts nothing at ${width} px`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await trackLayoutShift(page);
      await refuseWebFonts(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/comunidade');
      await page.locator(TAG).scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await animationsFinished(page);
      const shift = await layoutShift(page);
      console.log(`[layout] /comunidade ${width}px: CLS ${shift}`);
      expect(
        scripts.filter((path) => /community-rooms/.test(path)),
        'no code for the rooms',
      ).toEqual([]);
      expect(shift).toBeLessThanOrEqual(0.001);
      await page.screenshot({ path: `test-results/community-rooms-${width}.png`, fullPage: true });
    });
  }

  test('the page has no accessibility violations', async ({ page }) => {
    await page.goto('/comunidade');
    expect(await axeViolations(page)).toEqual([]);
  });
});
