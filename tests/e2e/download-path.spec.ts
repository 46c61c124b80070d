/**
 * One confident download path: the visitor's own system is the primary button, the fixed bar waits until
 * the hero's buttons are behind the visitor, a phone learns the app is for computers and can send the
 * link onward, and the home page shows the product in its first screen. Every wait is for a state.
 */
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { OPERATING_SYSTEMS, OS_LABELS, type OperatingSystem } from '../../src/config.ts';
import { COMPARISON_COLUMNS } from '../../src/content/comparison.ts';
import { DESKTOP_APP_NOTICE } from '../../src/content/desktop-notice.ts';
import { HERO_TRACK } from '../../src/content/hero.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { layoutShift, trackLayoutShift } from './widget-checks.ts';

const DESKTOP = { width: 1280, height: 800 } as const;

/** A phone's context options (Playwright's device list, without its preferred browser engine). */
function phone(name: 'iPhone 13' | 'Pixel 7') {
  const { defaultBrowserType: _engine, ...options } = devices[name];
  return options;
}

/** A desktop browser of each system, as its user agent and platform say it. */
const DESKTOP_AGENTS: Readonly<Record<OperatingSystem, { userAgent: string; platform: string }>> = {
  windows: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    platform: 'Win32',
  },
  mac: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    platform: 'MacIntel',
  },
  linux: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    platform: 'Linux x86_64',
  },
};

/** navigator.platform and userAgentData follow the user agent (Playwright overrides only the latter). */
async function pretendPlatform(page: Page, platform: string): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => value });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  }, platform);
}

function heroButtons(page: Page): Locator {
  return page.locator('.hero [data-holds-download-bar] a[data-download-os]');
}

/** Whether a box lies wholly inside the first screen. */
async function inFirstScreen(locator: Locator, height: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

test.describe("the visitor's own system is the primary download", () => {
  for (const os of OPERATING_SYSTEMS) {
    test(`on / with a ${OS_LABELS[os]} browser, in the first screen`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: DESKTOP, userAgent: DESKTOP_AGENTS[os].userAgent });
      const page = await context.newPage();
      await pretendPlatform(page, DESKTOP_AGENTS[os].platform);
      await trackLayoutShift(page);
      await page.goto('/');
      const buttons = heroButtons(page);
      await expect(buttons).toHaveCount(OPERATING_SYSTEMS.length);
      const primary = buttons.and(page.locator('.button--primary'));
      await expect(primary).toHaveCount(1);
      await expect(primary).toHaveAttribute('data-download-os', os);
      await expect(primary).toHaveAccessibleName(new RegExp(`Baixar para ${OS_LABELS[os]} \\(seu sistema`));
      await expect(buttons.and(page.locator('.button--secondary'))).toHaveCount(OPERATING_SYSTEMS.length - 1);
      // The three stay present, in the first screen, one size: only their emphasis differs.
      const widths = new Set<number>();
      for (const button of await buttons.all()) {
        expect(await inFirstScreen(button, DESKTOP.height)).toBe(true);
        widths.add(Math.round((await button.boundingBox())!.width));
      }
      expect(widths.size).toBe(1);
      // The closing call to action agrees.
      await expect(page.locator('.cta a.button--primary')).toHaveAttribute('data-download-os', os);
      expect(await layoutShift(page)).toBe(0);
      await context.close();
    });
  }

  test('the served HTML is the same for everyone: three equal secondary buttons, none marked', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const buttons = heroButtons(page);
    await expect(buttons).toHaveCount(OPERATING_SYSTEMS.length);
    await expect(buttons.and(page.locator('.button--secondary'))).toHaveCount(OPERATING_SYSTEMS.length);
    await expect(page.locator('main .download-buttons .button--primary')).toHaveCount(0);
    await context.close();
  });
});

test.describe('the fixed download bar on /', () => {
  test('is hidden at the top, shows once the hero buttons are scrolled past, and the page never jumps', async ({
    page,
  }) => {
    await trackLayoutShift(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const bar = page.locator('echojam-download-bar.site-download-bar [part="bar"]');
    const reserved = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    const space = await reserved();
    expect(parseFloat(space)).toBeGreaterThan(0);
    await expect(bar).not.toBeInViewport();
    // No fixed bar over the hero's last button.
    await expect(heroButtons(page).last()).toBeInViewport({ ratio: 1 });

    await page.locator('#comparacao').scrollIntoViewIfNeeded();
    await expect(heroButtons(page).last()).not.toBeInViewport();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(bar).not.toBeInViewport();
    expect(await reserved()).toBe(space);
    expect(await layoutShift(page)).toBe(0);
  });

  test('on /criar-sala at 1280 px, it hides nothing of the form: the "Criar sala" button stays uncovered', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/criar-sala');
    const submit = page.locator('echojam-create-room [part="submit"]');
    await expect(submit).toBeInViewport({ ratio: 1 });
    await expect(page.locator('echojam-download-bar.site-download-bar [part="bar"]')).not.toBeInViewport();
    // Nothing drawn over the button: it is what the page shows at its centre.
    const box = (await submit.boundingBox())!;
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('echojam-create-room') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(topmost).toBe(true);
  });

  test('is one compact row at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.locator('#comparacao').scrollIntoViewIfNeeded();
    const bar = page.locator('echojam-download-bar.site-download-bar [part="bar"]');
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  });
});

test.describe('the home page shows the product in its first screen', () => {
  test('the Jam card fills at least 12 % of the first screen at 1280 × 800, its promise said once in words', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const card = page.locator('.hero .jam-card');
    await expect(card).toContainText(HERO_TRACK.title);
    await expect(card).toHaveAttribute('aria-hidden', 'true');
    const box = (await card.boundingBox())!;
    const visibleHeight = Math.min(box.y + box.height, DESKTOP.height) - Math.max(box.y, 0);
    const visibleWidth = Math.min(box.x + box.width, DESKTOP.width) - Math.max(box.x, 0);
    expect((visibleHeight * visibleWidth) / (DESKTOP.width * DESKTOP.height)).toBeGreaterThanOrEqual(0.12);
    // The headline comes first, the card after the hero's text and buttons.
    const order = await page.evaluate(() => {
      const title = document.querySelector('.hero__title')!;
      const visual = document.querySelector('.hero__visual')!;
      return Boolean(title.compareDocumentPosition(visual) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
  });

  test('moves only under no reduced-motion preference, and then only by transform and opacity', async ({ browser }) => {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion });
      const page = await context.newPage();
      await page.goto('/');
      const properties = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest?.('.jam-card'))
          .flatMap((animation) =>
            (animation.effect as KeyframeEffect)
              .getKeyframes()
              .flatMap((frame) =>
                Object.keys(frame).filter((key) => !['offset', 'easing', 'composite', 'computedOffset'].includes(key)),
              ),
          ),
      );
      if (reducedMotion === 'reduce') expect(properties).toEqual([]);
      else {
        expect(properties.length).toBeGreaterThan(0);
        expect(new Set(properties)).toEqual(new Set(['transform', 'opacity']));
      }
      await context.close();
    }
  });

  test('at 375 px the card is a readable crop: the song and the chat at full size, inside the screen width', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const card = page.locator('.hero .jam-card');
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    for (const part of ['.jam-card__title', '.jam-card__chat']) {
      const size = await card.locator(part).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size, part).toBeGreaterThanOrEqual(13);
      await expect(card.locator(part)).toBeVisible();
    }
  });
});

test.describe('on a phone, the first screen says the app is for computers and sends the link onward', () => {
  const url = (page: Page) => new URL('/', page.url()).href;

  test('iPhone: the Web Share API sends the page address, and a toast confirms', async ({ browser }) => {
    const context = await browser.newContext(phone('iPhone 13'));
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/');
    const height = phone('iPhone 13').viewport.height;
    const title = page.getByText(DESKTOP_APP_NOTICE.title);
    await expect(title).toBeVisible();
    expect(await inFirstScreen(title, height)).toBe(true);
    const share = page.getByRole('button', { name: DESKTOP_APP_NOTICE.button });
    expect(await inFirstScreen(share, height)).toBe(true);
    await share.click();
    await expect(page.getByText(DESKTOP_APP_NOTICE.sharedTitle)).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared.map((data) => data.url)).toEqual([url(page)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Android without the Web Share API: the link is copied, and a toast confirms', async ({ browser }) => {
    const context = await browser.newContext(phone('Pixel 7'));
    const page = await context.newPage();
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: (text: string) => {
            copied.push(text);
            return Promise.resolve();
          },
        }),
      });
    });
    await page.goto('/');
    const height = phone('Pixel 7').viewport.height;
    const title = page.getByText(DESKTOP_APP_NOTICE.title);
    expect(await inFirstScreen(title, height)).toBe(true);
    await page.getByRole('button', { name: DESKTOP_APP_NOTICE.button }).click();
    await expect(page.getByText(DESKTOP_APP_NOTICE.copiedTitle)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([url(page)]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('a desktop never sees it, with or without JavaScript; without it a phone reads the address instead', async ({
    browser,
  }) => {
    const desktop = await browser.newContext({ viewport: DESKTOP });
    const page = await desktop.newPage();
    await page.goto('/');
    await expect(page.getByText(DESKTOP_APP_NOTICE.title)).toBeHidden();
    await desktop.close();

    const phoneContext = await browser.newContext({ ...phone('iPhone 13'), javaScriptEnabled: false });
    const noScript = await phoneContext.newPage();
    await noScript.goto('/');
    await expect(noScript.getByText(DESKTOP_APP_NOTICE.title)).toBeVisible();
    await expect(noScript.getByRole('button', { name: DESKTOP_APP_NOTICE.button })).toBeHidden();
    await phoneContext.close();
  });
});

test('at 375 px the comparison shows EchoJam beside a competitor, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const region = page.getByRole('region', { name: /Comparação/ });
  await region.locator('tbody tr').first().scrollIntoViewIfNeeded();
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const ours = COMPARISON_COLUMNS.find((column) => column.id === 'echojam')!;
  const other = COMPARISON_COLUMNS.find((column) => column.id !== 'echojam')!;
  const firstRow = region.locator('tbody tr').first();
  const oursCell = firstRow.locator(`td[data-label="${ours.name}"]`);
  const otherCell = firstRow.locator(`td[data-label="${other.name}"]`);
  await expect(oursCell).toBeInViewport();
  await expect(otherCell).toBeInViewport();
  const [a, b] = [(await oursCell.boundingBox())!, (await otherCell.boundingBox())!];
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
  expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1);
  // Still a table to assistive technology, its column headers intact.
  await expect(region.getByRole('table')).toBeVisible();
  await expect(region.getByRole('columnheader', { name: ours.name })).toHaveCount(1);
});
