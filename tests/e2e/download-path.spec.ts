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
import { layoutShift, refuseWebFonts, trackLayoutShift } from './widget-checks.ts';

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
      // The system's own button is marked without moving anything; the fonts' swap is measured apart.
      await refuseWebFonts(page);
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
    // The bar's coming and going moves nothing; the fonts' swap is measured apart (first-visit-fonts.spec.ts).
    await refuseWebFonts(page);
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

test.describe("a phone's first screen (375 × 629 visible) converts", () => {
  const FIRST_SCREEN = { width: 375, height: 629 } as const;

  for (const name of ['iPhone 13', 'Pixel 7'] as const) {
    test(`${name}: "${DESKTOP_APP_NOTICE.button}" and part of the Jam card are in it; the toast leaves the button free`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...phone(name), viewport: FIRST_SCREEN });
      const page = await context.newPage();
      await page.addInitScript(() => {
        // The clipboard path on both: the toast is what is checked.
        Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
        Object.defineProperty(Navigator.prototype, 'clipboard', {
          configurable: true,
          get: () => ({ writeText: () => Promise.resolve() }),
        });
      });
      await page.goto('/');
      const share = page.getByRole('button', { name: DESKTOP_APP_NOTICE.button });
      await expect(share).toBeVisible();
      expect(await inFirstScreen(share, FIRST_SCREEN.height)).toBe(true);
      expect(await inFirstScreen(page.locator('.hero h1'), FIRST_SCREEN.height)).toBe(true);
      // The product: at least the card's first row (the song playing) wholly in the first screen.
      expect(await inFirstScreen(page.locator('.hero .jam-card__now'), FIRST_SCREEN.height)).toBe(true);

      await share.click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: DESKTOP_APP_NOTICE.copiedTitle });
      await expect(toast).toBeVisible();
      // Wait for the toast to settle where it stays (its entry is a transform).
      await expect(toast).toHaveAttribute('data-mounted', 'true');
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const toastBox = (await toast.boundingBox())!;
      const buttonBox = (await share.boundingBox())!;
      const overlaps =
        toastBox.x < buttonBox.x + buttonBox.width &&
        buttonBox.x < toastBox.x + toastBox.width &&
        toastBox.y < buttonBox.y + buttonBox.height &&
        buttonBox.y < toastBox.y + toastBox.height;
      expect(overlaps, `toast ${JSON.stringify(toastBox)}, button ${JSON.stringify(buttonBox)}`).toBe(false);
      // Under the fixed header, at the top of the screen.
      const header = (await page.locator('.site-header').boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(toastBox.y + toastBox.height).toBeLessThan(FIRST_SCREEN.height / 2);
      await context.close();
    });
  }
});

test('at 375 px the comparison is compact: one short card per criterion, EchoJam first, nothing wraps or scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const region = page.getByRole('region', { name: /Comparação/ });
  await region.locator('tbody tr').first().scrollIntoViewIfNeeded();
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const ours = COMPARISON_COLUMNS.find((column) => column.id === 'echojam')!;
  const firstRow = region.locator('tbody tr').first();
  const cells = firstRow.locator('td');
  await expect(cells.first()).toHaveAttribute('data-label', ours.name);
  await expect(cells.first()).toBeInViewport();
  // Each column a single line: its name and value side by side, the lines stacked in the criterion's card.
  for (const [index, column] of COMPARISON_COLUMNS.entries()) {
    const cell = cells.nth(index);
    await expect(cell).toHaveAttribute('data-label', column.name);
    const box = (await cell.boundingBox())!;
    expect(box.height, column.name).toBeLessThan(36);
  }
  // Six criteria in well under the ~1,400 px the two-by-two cards took.
  expect((await region.boundingBox())!.height).toBeLessThan(1_100);
  // Still a table to assistive technology, its column headers intact.
  await expect(region.getByRole('table')).toBeVisible();
  await expect(region.getByRole('columnheader', { name: ours.name })).toHaveCount(1);
});

test('without JavaScript the fixed bar shows its downloads and no close button it could not honour', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sobre');
  const bar = page.locator('echojam-download-bar.site-download-bar');
  await expect(bar.locator('[part="bar"]')).toBeInViewport();
  await expect(bar.locator('[part="dismiss"]')).toBeAttached();
  await expect(bar.locator('[part="dismiss"]')).toBeHidden();
  await context.close();
});
