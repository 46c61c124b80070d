import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '../../src/config.ts';
import { downloadBarTitle } from '../../src/content/download-bar.ts';
import { cssRgb } from '../../src/brand/css-names.ts';
import { color } from '../../src/brand/tokens.ts';

/**
 * A partner's page on another origin (a second loopback server) embeds the widgets with our script,
 * twice, under hostile page CSS and with theme overrides.
 */
function partnerPage(siteOrigin: string): string {
  const script = `${siteOrigin}/embed/v1/echojam.js`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Parceiro</title>
<style>
  * { all: unset; }
  head { display: none; }
  body { display: block; font-family: serif; }
  p.partner-text { display: block; color: rgb(10, 20, 30); font-size: 13px; }
  echojam-download-bar { --echojam-color-accent: rgb(0, 128, 0); }
</style>
<script type="module" src="${script}"></script>
<script type="module" src="${script}?segunda-copia"></script>
<script>
  window.partnerEvents = [];
  document.addEventListener('echojam-download', (event) => window.partnerEvents.push(event.detail));
  // Keep the test in this tab: the click still reaches the widget.
  window.addEventListener('click', (event) => { if (event.composedPath()[0].closest('a')) event.preventDefault(); }, true);
</script>
</head>
<body>
  <p class="partner-text">Conteúdo do parceiro</p>
  <echojam-download-bar variant="inline"></echojam-download-bar>
  <echojam-player-demo variant="compact"></echojam-player-demo>
  <script type="module" src="${script}"></script>
</body>
</html>`;
}

let partner: Server;
let partnerOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(partnerPage(baseURL!));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

test('a partner page on another origin embeds the download bar and the player demo', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const embedResponses: { url: string; cors: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${baseURL}/embed/`))
      embedResponses.push({ url: response.url(), cors: response.headers()['access-control-allow-origin'] });
  });

  await page.goto(partnerOrigin);
  const bar = page.locator('echojam-download-bar');
  const player = page.locator('echojam-player-demo');
  await expect(bar.locator('[part~="title"]')).toHaveText(downloadBarTitle(PRODUCT_NAME));
  await expect(player.locator('.widget-root')).not.toBeEmpty();
  // The preview comes from the widget's own origin, where the images are, not from the partner's.
  await expect(player.locator('picture img')).toHaveAttribute('src', `${baseURL}/images/player-preview-1280.webp`);

  // Theme override from the partner's CSS reaches the recommended button.
  const recommended = bar.locator('[part~="button-recommended"]');
  await expect(recommended).toHaveCSS('background-color', 'rgb(0, 128, 0)');

  // `* { all: unset }` does not break the widget: it keeps its layout and its own colours…
  const barBox = await bar.locator('[part="bar"]').boundingBox();
  expect(barBox!.height).toBeGreaterThan(60);
  await expect(bar.locator('[part="title"]')).toHaveCSS('color', cssRgb(color.text));
  await expect(bar.locator('[part="title"]')).toHaveCSS('font-weight', '700');
  // …and the widgets change nothing of the partner's page.
  await expect(page.locator('p.partner-text')).toHaveCSS('color', 'rgb(10, 20, 30)');
  await expect(page.locator('p.partner-text')).toHaveCSS('font-size', '13px');
  await expect(page.locator('body')).toHaveCSS('font-family', 'serif');

  // Events reach the partner's listener.
  await bar.getByRole('link', { name: /Mac/ }).click();
  await player.getByRole('link').first().click();
  const events = await page.evaluate(
    () => (window as unknown as { partnerEvents: { os: string; url: string }[] }).partnerEvents,
  );
  expect(events).toHaveLength(2);
  expect(events[0]).toMatchObject({ os: 'mac' });
  expect(events[1]!.url).toMatch(/^https:\/\//);

  // The player's preview image loads from our origin.
  const image = player.locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(baseURL!);

  // Every embed file carried CORS; React was fetched once though the script was included three times.
  expect(embedResponses.length).toBeGreaterThan(2);
  for (const response of embedResponses) expect(response.cors, response.url).toBe('*');
  expect(embedResponses.filter((response) => /\/chunks\/react-/.test(response.url))).toHaveLength(1);
  expect(errors).toEqual([]);
});
