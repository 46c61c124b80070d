import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRODUCT_NAME, SITE_URL } from '../../src/config.ts';
import { CONTACT_SUCCESS_TITLE } from '../../src/content/contact.ts';
import { downloadBarTitle } from '../../src/content/download-bar.ts';
import { SITE_ORIGIN_PLACEHOLDER } from '../../src/shell/site-origin.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { startPartnerSite, strictPartnerPolicy, type PartnerSite } from './partner-server.ts';

/**
 * The embed as a partner uses it, from a second origin (tests/e2e/partner-server.ts): under a strict
 * CSP, with a slow image, inside a partner's shadow root, under `html { font-size: 62.5% }`, on a
 * light page, and with the fixed bar at the end of a long page.
 */

interface PartnerState {
  violations: string[];
  downloads: string[];
  cancelDownloads: boolean;
  barLiveAt: number | null;
  readyStateAtBar: DocumentReadyState | null;
  defined?: Promise<string>;
  unknown?: Promise<string>;
}

let partner: PartnerSite;

test.beforeAll(async ({ baseURL }) => {
  partner = await startPartnerSite(baseURL!);
});

test.afterAll(() => partner.close());

function partnerState(page: Page): Promise<PartnerState> {
  return page.evaluate(() => (window as unknown as { partner: PartnerState }).partner);
}

/** Waits for the element to come alive (`:state(live)`), scrolling it into view: code loads near the viewport. */
async function expectLive(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect.poll(() => element.evaluate((node) => node.matches(':state(live)'))).toBe(true);
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('strict CSP (no inline styles, scripts only from the two origins): every widget renders and works, a toast shows, zero violations', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${partner.origin}/estrito`);

  for (const tag of [
    'echojam-download-bar',
    'echojam-player-demo',
    'echojam-create-room',
    'echojam-community-rooms',
    'echojam-faq',
    'echojam-contact-form',
  ]) {
    await expectLive(page.locator(tag));
  }
  await expect(page.locator('echojam-download-bar [part="title"]')).toHaveText(downloadBarTitle(PRODUCT_NAME));
  const preview = page.locator('echojam-player-demo img').first();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(page.locator('echojam-community-rooms .widget-root')).not.toBeEmpty();

  const faq = page.locator('echojam-faq');
  await faq.locator('button[part="trigger"]').first().click();
  await expect(faq.getByRole('region').first()).toBeVisible();

  const createRoom = page.locator('echojam-create-room');
  await createRoom.getByRole('textbox', { name: 'Nome da sala' }).fill('Jam do parceiro');
  await createRoom.getByRole('button', { name: 'Criar sala' }).click();
  const dialog = createRoom.getByRole('dialog', { name: 'Criar salas é exclusivo do app' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  const form = page.locator('echojam-contact-form');
  await form.getByLabel('Nome').fill('Ana Souza');
  await form.getByLabel('E-mail').fill('ana@exemplo.com');
  await form.getByLabel('Mensagem').fill('Quero colocar o EchoJam no meu site.');
  await form.locator('button[type="submit"]').click();
  const toast = page.locator('echojam-toaster [data-sonner-toast]').filter({ hasText: CONTACT_SUCCESS_TITLE });
  await expect(toast).toBeVisible();
  // The toast is styled (sonner's CSS adopted in the toaster's shadow root), not a bare list item.
  await expect(toast).toHaveCSS('position', 'absolute');

  // Nothing global: no <style> in the partner's document, no window property but the embed's one marker.
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
  expect(await page.evaluate(() => Object.getOwnPropertySymbols(window).map(String))).toEqual([
    'Symbol(echojam.embed.v1)',
  ]);
  expect((await partnerState(page)).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a partner may cancel echojam-download: preventDefault() stops the navigation', async ({ page }) => {
  await page.goto(`${partner.origin}/estrito`);
  const bar = page.locator('echojam-download-bar');
  await expectLive(bar);

  await page.evaluate(() => ((window as unknown as { partner: PartnerState }).partner.cancelDownloads = true));
  await bar.getByRole('link', { name: /Mac/ }).click();
  await page.evaluate(() => ((window as unknown as { partner: PartnerState }).partner.cancelDownloads = false));
  const popup = page.waitForEvent('popup');
  await bar.getByRole('link', { name: /Linux/ }).click();
  // Tabs open in click order: had the cancelled click opened one, it would be this first one.
  expect((await popup).url()).toBe(`${partner.origin}/baixar/linux`);
  expect(page.context().pages()).toHaveLength(2);
  expect((await partnerState(page)).downloads).toEqual(['mac', 'linux']);
});

// Not timed (a shared machine's load decides how long it takes): the partner's server holds the image
// until the bar is live, so a bar that waited for `load` would never come alive here.
test('a slow image: the bar comes alive while the page is still loading', async ({ page }) => {
  await page.goto(`${partner.origin}/imagem-lenta`, { waitUntil: 'domcontentloaded' });
  await expect.poll(async () => (await partnerState(page)).barLiveAt).not.toBeNull();
  const { readyStateAtBar } = await partnerState(page);
  expect(readyStateAtBar).toBe('interactive');
  partner.releaseSlowImage();
  await page.waitForLoadState('load');
});

test('inside a partner element’s shadow root, discover(root) brings the FAQ to life; define() and properties set early', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${partner.origin}/shadow-root`);
  const faq = page.locator('partner-card echojam-faq');
  await expectLive(faq);
  await faq.locator('button[part="trigger"]').first().click();
  await expect(faq.getByRole('region').first()).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { partner: PartnerState }).partner.defined)).toBe('defined');
  expect(await page.evaluate(() => (window as unknown as { partner: PartnerState }).partner.unknown)).toBe(
    'EchoJam: unknown element(s) echojam-nada',
  );
  // `variant` was set as a property before the element's code loaded: the bar is inline, not fixed.
  const lazyBar = page.locator('#lazy-bar');
  await expectLive(lazyBar);
  await expect(lazyBar.locator('[part="bar"]')).toHaveCSS('position', 'static');
  expect(await lazyBar.evaluate((bar) => (bar as HTMLElement & { variant: string }).variant)).toBe('inline');
  expect(errors).toEqual([]);
});

test('html { font-size: 62.5% } leaves the widgets at 16px; --echojam-font-size scales them', async ({ page }) => {
  await page.goto(`${partner.origin}/fonte-62-5`);
  const standard = page.locator('#padrao');
  const larger = page.locator('#maior');
  await expectLive(standard);
  await expectLive(larger);
  await expect(standard.locator('.widget-root')).toHaveCSS('font-size', '16px');
  // 0.9375 × the widget's font size (from a 48rem window): 15px, as on a page with a 16px root.
  await expect(standard.locator('[part="subtitle"]')).toHaveCSS('font-size', '15px');
  await expect(larger.locator('.widget-root')).toHaveCSS('font-size', '20px');
  await expect(larger.locator('[part="subtitle"]')).toHaveCSS('font-size', '18.75px');
  // Spacing follows the same size: the 40px buttons of 16px text are 50px at 20px.
  const buttonHeight = async (bar: Locator) => (await bar.locator('[part~="button"]').first().boundingBox())!.height;
  expect(await buttonHeight(standard)).toBeCloseTo(40, 0);
  expect(await buttonHeight(larger)).toBeCloseTo(50, 0);
});

test('theme="light" on a white page: axe finds nothing, and the focus ring stands out on light and on dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${partner.origin}/claro`);
  for (const tag of [
    'echojam-download-bar',
    'echojam-community-rooms',
    'echojam-faq',
    'echojam-contact-form',
    'echojam-create-room',
    'echojam-player-demo',
  ]) {
    await expectLive(page.locator(tag));
  }
  expect(await axeViolations(page)).toEqual([]);

  const link = page.locator('echojam-download-bar').getByRole('link', { name: /Windows/ });
  await link.focus();
  const light = await link.evaluate((node) => getComputedStyle(node).outlineColor);
  const lightSurface = await page
    .locator('echojam-download-bar [part="bar"]')
    .evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(contrast(light, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  expect(contrast(light, lightSurface)).toBeGreaterThanOrEqual(3);

  // The same bar in the default dark theme: its ring against its dark surface.
  await page.locator('echojam-download-bar').evaluate((bar) => bar.removeAttribute('theme'));
  await link.focus();
  const dark = await link.evaluate((node) => getComputedStyle(node).outlineColor);
  const darkSurface = await page
    .locator('echojam-download-bar [part="bar"]')
    .evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(contrast(dark, darkSurface)).toBeGreaterThanOrEqual(3);
});

test('variant="fixed" is fixed to the window, its host keeps the bar’s height, and toasts show above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${partner.origin}/barra-fixa`);
  const host = page.locator('echojam-download-bar');
  const bar = host.locator('[part="bar"]');
  await expect.poll(() => host.evaluate((node) => node.matches(':state(live)'))).toBe(true);

  // At the top of a long page the bar is at the bottom of the window, not where the element stands.
  await expect(bar).toHaveCSS('position', 'fixed');
  expect(await bar.boundingBox()).toMatchObject({ y: 800 - 68, height: 68 });
  // The host's own box takes the bar's height, so the partner's last button is not under the bar.
  expect((await host.boundingBox())!.height).toBe(68);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.locator('#ultimo-botao');
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(800 - 68);
  expect(
    await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    }),
  ).toBe('ultimo-botao');

  const form = page.locator('echojam-contact-form');
  await expectLive(form);
  await form.getByLabel('Nome').fill('Ana Souza');
  await form.getByLabel('E-mail').fill('ana@exemplo.com');
  await form.getByLabel('Mensagem').fill('Olá!');
  await form.locator('button[type="submit"]').click();
  const toast = page.locator('echojam-toaster [data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  // Once it has slid in, the toast sits above the bar.
  await expect
    .poll(async () => {
      const box = (await toast.boundingBox())!;
      return box.y + box.height;
    })
    .toBeLessThanOrEqual(800 - 68);
});

/**
 * The guide as a visitor reads it once its script has run: the snippets name the configured site address,
 * or (none configured) the address the guide is served from.
 */
async function openGuide(page: Page): Promise<void> {
  await page.goto('/parceiros');
  await expect(page.locator('[data-site-origin]')).toHaveCount(0);
}

test("the guide's CSP sample is the policy the strict partner page passes under", async ({ page, baseURL }) => {
  await openGuide(page);
  const sample = await page.locator('code', { hasText: /^Content-Security-Policy: / }).textContent();
  expect(sample).toBe(`Content-Security-Policy: ${strictPartnerPolicy(SITE_URL ?? new URL(baseURL!).origin)}`);
});

test('without JavaScript and without a configured address, the guide says what its placeholder stands for', async ({
  browser,
}) => {
  test.skip(SITE_URL !== undefined, 'the build was given the site address');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/parceiros');
  await expect(page.locator('pre code').first()).toContainText(`src="${SITE_ORIGIN_PLACEHOLDER}/embed/v1/echojam.js"`);
  // (Playwright's text matching skips <noscript>: the paragraph is found by its element.)
  const note = page.locator('noscript > p');
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    `Com o JavaScript desligado, os códigos desta página mostram ${SITE_ORIGIN_PLACEHOLDER}`,
  );
  await context.close();
});

test("the guide's pinned embed: an immutable versioned file, cached a year, that loads with its integrity", async ({
  page,
  request,
  baseURL,
}) => {
  await openGuide(page);
  const tag = (await page.locator('code[data-pinned-embed]').textContent())!;
  const src = /src="([^"]+)"/.exec(tag)![1]!;
  const integrity = /integrity="([^"]+)"/.exec(tag)![1]!;
  // The configured site address, or the guide's own.
  expect(new URL(src).origin).toBe(SITE_URL === undefined ? new URL(baseURL!).origin : new URL(SITE_URL).origin);
  const path = new URL(src).pathname;
  expect(path).toMatch(/^\/embed\/v\d+\.\d+\.\d+-[0-9a-f]{8}\/echojam\.js$/);

  const file = await request.get(path);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['access-control-allow-origin']).toBe('*');
  expect(integrity).toBe(
    `sha384-${createHash('sha384')
      .update(await file.body())
      .digest('base64')}`,
  );

  // The test loads the same path from this server (the guide may name the production site).
  const query = new URLSearchParams({ src: `${baseURL}${path}`, integrity });
  const requests: string[] = [];
  page.on('request', (sent) => requests.push(sent.url()));
  await page.goto(`${partner.origin}/fixado?${query}`);
  await expectLive(page.locator('echojam-download-bar'));
  // One file: nothing else of ours was fetched, so the integrity covers all the code that ran.
  expect(requests.filter((url) => url.startsWith(baseURL!))).toEqual([`${baseURL}${path}`]);
});

test("the workbench's pre-rendered HTML, pasted on a partner page, shows before any script and comes alive in place", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/widgets/download-bar');
  const panel = page.locator('.workbench-panel');
  await panel.getByLabel('windows-url').fill('https://parceiro.example/echojam.zip');
  const snippet = panel.locator('.workbench-prerendered');
  await expect(snippet).toContainText(
    'windows-url="https://parceiro.example/echojam.zip"><template shadowrootmode="open">',
  );
  await expect(snippet).toContainText('href="https://parceiro.example/echojam.zip"');
  const pasted = (await snippet.textContent())!.replace(/^<script[^>]*><\/script>\n/, '');

  partner.paste(pasted);
  // Without JavaScript the pasted markup is the widget already.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto(`${partner.origin}/colado`);
  await expect(noScript.locator('echojam-download-bar [part="title"]')).toHaveText(downloadBarTitle(PRODUCT_NAME));
  await context.close();

  await page.goto(`${partner.origin}/colado`);
  const bar = page.locator('echojam-download-bar');
  const title = await bar.locator('[part="title"]').elementHandle();
  await expectLive(bar);
  // Hydrated, not replaced: the title node of the pasted markup is still in the widget.
  expect(await title!.evaluate((node) => node.isConnected)).toBe(true);
  await expect(bar.getByRole('link', { name: /Windows/ })).toHaveAttribute(
    'href',
    'https://parceiro.example/echojam.zip',
  );
  expect(errors).toEqual([]);
});

test('moving a widget on a partner page keeps its state: remove-then-append and moveBefore()', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${partner.origin}/estrito`);
  const faq = page.locator('echojam-faq');
  await expectLive(faq);
  const trigger = faq.locator('button[part="trigger"]').first();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const form = page.locator('echojam-contact-form');
  await expectLive(form);
  await form.getByLabel('Nome').fill('Ana Souza');

  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const faqElement = document.querySelector('echojam-faq')!;
    faqElement.remove();
    main.prepend(faqElement);
    const formElement = document.querySelector('echojam-contact-form')!;
    (main as HTMLElement & { moveBefore(node: Node, child: Node | null): void }).moveBefore(
      formElement,
      main.firstChild,
    );
  });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByLabel('Nome')).toHaveValue('Ana Souza');
  expect(await page.evaluate(() => document.querySelector('main')!.firstElementChild!.localName)).toBe(
    'echojam-contact-form',
  );
});
