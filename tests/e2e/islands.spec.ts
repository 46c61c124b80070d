/**
 * Widgets are in the page's HTML from the start (declarative shadow DOM) and come alive in
 * place. The widgets' code is held back while the page paints, then released: nothing moves, and what the
 * visitor did meanwhile is kept. The look check lets the site's own script run (it adds the brand's web
 * faces); the checks of what the visitor did hold every script. Every wait is for a state of the page, never for a time.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { FAQ } from '../../src/content/faq.ts';
import { gotoParsed, holdScripts, pageScripts } from './held-scripts.ts';
import { hydratedTags, mainThreadIdle, painted, whenWidgetsLive } from './island-state.ts';
import { collectConsoleErrors } from './page-checks.ts';
import { pixelDiff, type Box } from './pixel-diff.ts';

const PAGES = ['/', '/criar-sala', '/player', '/comunidade', '/sobre', '/parceiros'] as const;
/** Largest share of the page's area allowed to change when the widgets come alive, in %. */
const MAX_CHANGED_PERCENT: Readonly<Record<number, number>> = { 1280: 1, 375: 2 };

/**
 * The download bar's recommended-OS highlight: only the browser knows the visitor's system, so the build
 * renders no button as recommended and the live bar marks one (allowed to change). Measured, it is 0.03 to
 * 0.3 % of a page, well inside the limits, so nothing is left out of the verdict: the boxes of the
 * recommended buttons are only used to log how much of the change they account for.
 */
function recommendedButtons(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    // Measured scrolled to the top, where viewport coordinates are page coordinates (fixed bar included);
    // a full-page screenshot may leave the page scrolled. The boxes only serve the log line.
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...document.querySelectorAll('echojam-download-bar')].flatMap((bar) =>
      [...(bar.shadowRoot?.querySelectorAll('[part~="button-recommended"]') ?? [])].map((button) => {
        const box = button.getBoundingClientRect();
        return {
          x: Math.floor(box.x),
          y: Math.floor(box.y),
          width: Math.ceil(box.width) + 1,
          height: Math.ceil(box.height) + 1,
        };
      }),
    );
  });
}

test.describe('islands: the page looks the same once its widgets are live', () => {
  for (const width of [1280, 375]) {
    for (const path of PAGES) {
      test(`${path} at ${width} px: under ${MAX_CHANGED_PERCENT[width]} % of the page changes`, async ({ page }) => {
        test.setTimeout(60_000);
        const errors = collectConsoleErrors(page);
        await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
        // Every widget's code held; the site's own script runs (it adds the brand's web faces).
        const scripts = await holdScripts(page, await pageScripts(page, path));
        await gotoParsed(page, path);
        await painted(page);
        const before = await page.screenshot({ fullPage: true, animations: 'disabled' });

        await scripts.release();
        await page.waitForLoadState('load');
        const live = await whenWidgetsLive(page);
        await painted(page);
        const after = await page.screenshot({ fullPage: true, animations: 'disabled' });
        const excluded = await recommendedButtons(page);

        const diff = await pixelDiff(before, after);
        const outsideHighlight = await pixelDiff(before, after, excluded);
        console.log(
          `[islands] ${path} ${width}px: ${diff.changedPercent.toFixed(3)} % changed (${diff.changedPixels} of ${diff.totalPixels} px; ` +
            `${outsideHighlight.changedPercent.toFixed(3)} % outside the recommended-OS button; ${diff.sizes.before.join('×')} → ${diff.sizes.after.join('×')}; ` +
            `live: ${live.join(', ') || 'none'}; scripts held: ${scripts.count()})`,
        );
        expect(live.length, 'the page has widgets that come alive').toBeGreaterThan(0);
        expect(diff.changedPercent, `changed area ${JSON.stringify(diff.changedBox)}`).toBeLessThan(
          MAX_CHANGED_PERCENT[width]!,
        );
        expect(errors, 'no hydration mismatch or other error').toEqual([]);
      });
    }
  }
});

test.describe('islands: what the visitor does before the code arrives counts', () => {
  // A click lands on a pre-rendered button that has nothing native behind it: it is captured and replayed by
  // the page's own small script (src/lib/event-replay.ts), which runs as soon as the document is parsed. A
  // click before that script has run (while the HTML is still arriving) is not kept; every later one is.
  test("a FAQ question clicked right after load, before the widget's code arrives, is open once it is live and stays open", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    // Only widget code is held: the page's script (event capture and replay) runs as soon as it can.
    const scripts = await holdScripts(page, await pageScripts(page, '/sobre'));
    await gotoParsed(page, '/sobre');
    await page.waitForLoadState('load');
    const first = page.locator('echojam-faq').locator('button[part="trigger"]').first();
    await first.click();
    await scripts.release();
    await whenWidgetsLive(page, ['echojam-faq']);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: FAQ[0]!.question })).toContainText(FAQ[0]!.answer[0]!);
    await mainThreadIdle(page);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('text typed into the contact form before it is live is kept', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const scripts = await holdScripts(page);
    await gotoParsed(page, '/sobre');
    const name = page.locator('echojam-contact-form').locator('input[name="name"]');
    await name.pressSequentially('Ana Souza');
    await expect(name).toHaveValue('Ana Souza');
    await scripts.release();
    await whenWidgetsLive(page, ['echojam-contact-form']);
    await expect(name).toHaveValue('Ana Souza');
    await mainThreadIdle(page);
    await expect(name).toHaveValue('Ana Souza');
    expect(errors).toEqual([]);
  });

  test('a room name typed and "Privada" chosen before the create-room form is live are kept', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const scripts = await holdScripts(page);
    await gotoParsed(page, '/criar-sala');
    const form = page.locator('echojam-create-room');
    const name = form.locator('input[name="room-name"]');
    const privada = form.getByRole('radio', { name: /Privada/ });
    await name.pressSequentially('Sexta do Rock');
    // As a visitor does: a click on the option (its label; the radio itself may be styled out of sight).
    await form.locator('label[part="type-option"]', { hasText: 'Privada' }).click();
    await expect(privada).toBeChecked();
    await scripts.release();
    await whenWidgetsLive(page, ['echojam-create-room']);
    await expect(name).toHaveValue('Sexta do Rock');
    await expect(privada).toBeChecked();
    await mainThreadIdle(page);
    await expect(name).toHaveValue('Sexta do Rock');
    await expect(privada).toBeChecked();
    await expect(form.getByRole('radio', { name: /Pública/ })).not.toBeChecked();
    // The live widget knows it: the submit button counts the kept name as filled in.
    await expect(form.locator('button[part="submit"]')).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

/**
 * The JavaScript files a page requests once every widget has been in view and pointed at, and the page has
 * settled: main thread idle and no request in flight, twice (a chunk that arrives may import others).
 */
async function scriptsRequested(page: Page, path: string): Promise<string[]> {
  const urls: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    pending.add(request);
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js'))
      urls.push(new URL(request.url()).pathname);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  await page.goto(path, { waitUntil: 'load' });
  await whenWidgetsLive(page);
  // The widgets with nothing to do are brought into view and pointed at: nothing is left that could ask for code.
  for (const widget of await page.locator(':is(echojam-player-demo, echojam-community-rooms)').all()) {
    await widget.scrollIntoViewIfNeeded();
    await widget.hover();
  }
  for (let round = 0; round < 2; round++) {
    await mainThreadIdle(page);
    await expect.poll(() => pending.size, { message: 'requests still in flight' }).toBe(0);
  }
  return [...new Set(urls)].sort();
}

test.describe('islands: widgets with nothing to do ship no code', () => {
  for (const path of ['/player', '/comunidade']) {
    test(`${path} requests no JavaScript of the player demo, the community rooms or anything only they need`, async ({
      page,
      browser,
    }) => {
      const requested = await scriptsRequested(page, path);
      console.log(
        `[islands] ${path} scripts: ${requested.join(', ')}; hydrated: ${(await hydratedTags(page)).join(', ') || 'none'}`,
      );
      expect(requested.filter((url) => /player-demo|community-rooms|PlayerDemo|CommunityRooms/i.test(url))).toEqual([]);
      // The rest is what a page with only the fixed download bar loads (/produtos): nothing more.
      const baselinePage = await browser.newPage();
      const baseline = await scriptsRequested(baselinePage, '/produtos');
      await baselinePage.close();
      expect(
        requested.filter((url) => !baseline.includes(url)),
        `scripts beyond those of /produtos (${baseline.join(', ')})`,
      ).toEqual([]);
    });
  }
});
