import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { CONNECTED_USERS, roleLabel } from '../../src/content/connected-users.ts';
import { APP_ONLY_LABEL, MIX_CONTROLS } from '../../src/content/mixer.ts';
import { NOW_PLAYING, UP_NEXT } from '../../src/content/queue.ts';
import { DOWNLOAD_LINKS, OPERATING_SYSTEMS, OS_LABELS } from '../../src/config.ts';
import { axeViolations, collectConsoleErrors } from './page-checks.ts';
import { animationsFinished } from './island-state.ts';
import { layoutShift, refuseWebFonts, trackLayoutShift } from './widget-checks.ts';

/** <echojam-player-demo> on /player, and as the compact teaser on a partner's page. */

const TAG = 'echojam-player-demo';

/** The widget's build-time render is in its (declarative) shadow root: on /player that is all of it. */
async function upgraded(page: Page): Promise<void> {
  await page.waitForFunction(
    (tag) => document.querySelector(tag)?.shadowRoot?.querySelector('.widget-root .player') != null,
    TAG,
  );
}

test("the served HTML holds the widget's own render, and /player loads no code for it", async ({ page, request }) => {
  const html = await (await request.get('/player')).text();
  expect(html).toMatch(
    /<echojam-player-demo><template shadowrootmode="open">[\s\S]*Tocando agora[\s\S]*<\/template><\/echojam-player-demo>/,
  );
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/player');
  await upgraded(page);
  expect(await page.evaluate((tag) => document.querySelector(tag)!.shadowRoot!.mode, TAG)).toBe('open');
  await page.locator(TAG).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((path) => /player-demo/.test(path)),
    'no code for the player',
  ).toEqual([]);
  expect(await page.evaluate((tag) => customElements.get(tag) === undefined, TAG)).toBe(true);
  expect(errors).toEqual([]);
});

test('shows the demo: disabled controls, the mixer at its values, the people with roles, the queue', async ({
  page,
}) => {
  await page.goto('/player');
  await upgraded(page);
  const widget = page.locator(TAG);
  for (const name of ['Música anterior', 'Tocar', 'Próxima música']) {
    await expect(widget.getByRole('button', { name })).toBeDisabled();
  }
  for (const control of MIX_CONTROLS) {
    const slider = widget.getByRole('slider', { name: control.label });
    await expect(slider).toBeDisabled();
    await expect(slider).toHaveValue(String(control.value));
    await expect(slider).toHaveAttribute('aria-valuetext', `${control.value} de ${control.max}`);
    // Each slider is marked app-only by the mixer's one mark (said once on screen).
    await expect(slider).toHaveAccessibleDescription(APP_ONLY_LABEL);
  }
  await expect(widget.locator('[part="mixer"]').getByText(APP_ONLY_LABEL)).toHaveCount(1);
  await expect(widget.locator('[part="role"]')).toHaveText(CONNECTED_USERS.map(roleLabel));
  await expect(widget.locator('[part="now-playing"]')).toContainText(NOW_PLAYING.title);
  await expect(widget.locator('[part="queue"] li')).toHaveCount(UP_NEXT.length);
  // The overlay offers the three systems (the page loads no code for the player, so it names none as the visitor's).
  const overlay = widget.locator('.preview__overlay');
  await expect(overlay).toContainText(/baixe o app para Windows.*, Mac.* ou Linux/);
  for (const os of OPERATING_SYSTEMS) {
    const download = overlay.getByRole('link', { name: new RegExp(`^${OS_LABELS[os]}`) });
    await expect(download).toHaveAttribute('href', DOWNLOAD_LINKS[os]);
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('the preview image loads from the site', async ({ page, baseURL }) => {
  await page.goto('/player');
  await upgraded(page);
  const image = page.locator(`${TAG} .preview__image`);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`^${baseURL}/images/player-preview-(640|768|1280)\\.(avif|webp)$`),
  );
});

test('axe finds nothing on the page', async ({ page }) => {
  await page.goto('/player');
  await upgraded(page);
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`nothing shifts while /player loads at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await trackLayoutShift(page);
    await refuseWebFonts(page);
    await page.goto('/player');
    await upgraded(page);
    await page.waitForLoadState('load');
    await animationsFinished(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.001);
  });
}

test.describe('on a partner page (another origin)', () => {
  let partner: Server;
  let partnerOrigin: string;

  test.beforeAll(async ({ baseURL }) => {
    partner = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Parceiro</title>
<script type="module" src="${baseURL}/embed/v1/echojam.js"></script></head>
<body><main><h1>Parceiro</h1><echojam-player-demo variant="compact"></echojam-player-demo></main></body></html>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
  });

  test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

  test("the compact teaser loads its images from our origin, not the partner's", async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(partnerOrigin);
    await upgraded(page);
    const widget = page.locator(TAG);
    await expect(widget.locator('[part="mixer"], [part="queue"], [part="people"]')).toHaveCount(0);
    // Live on the partner's page, the teaser offers the three systems, the visitor's own as the primary.
    for (const os of OPERATING_SYSTEMS) {
      await expect(widget.getByRole('link', { name: new RegExp(`^${OS_LABELS[os]}`) })).toBeVisible();
    }
    await expect(widget.locator('a[part~="download-button-recommended"]')).toHaveCount(1);
    const image = widget.locator('picture img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`^${baseURL}/images/`));
    expect(errors).toEqual([]);
  });
});

/** The width `sizes` gives at the page's viewport: the first entry whose media condition holds, measured as a box. */
function sizesWidth(page: Page, sizes: string): Promise<number> {
  return page.evaluate((value) => {
    // An entry is "(condition) length" or a length alone; the condition ends where its first parenthesis closes.
    const conditionEnd = (entry: string) => {
      let depth = 0;
      for (let i = 0; i < entry.length; i++) {
        depth += entry[i] === '(' ? 1 : entry[i] === ')' ? -1 : 0;
        if (depth === 0) return i + 1;
      }
      return entry.length;
    };
    const entries = value.split(',').map((entry) => entry.trim());
    const chosen = entries.find(
      (entry) => !entry.startsWith('(') || matchMedia(entry.slice(0, conditionEnd(entry))).matches,
    )!;
    const length = chosen.startsWith('(') ? chosen.slice(conditionEnd(chosen)).trim() : chosen;
    const probe = document.createElement('div');
    probe.style.position = 'absolute';
    probe.style.width = length;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  }, sizes);
}

// `sizes` picks the file before layout: stated wider than the box, phones fetch a heavier file than they show.
const SCREENSHOTS = [
  { path: '/player', image: `${TAG} .preview__image` },
  { path: '/', image: '.screenshot img' },
];
for (const { path, image } of SCREENSHOTS) {
  test(`the player screenshot on ${path} states in sizes the width it takes, at every viewport`, async ({ page }) => {
    for (const width of [360, 412, 800, 1024, 1200, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const img = page.locator(image);
      const sizes = (await img.getAttribute('sizes'))!;
      const sources = await img.evaluate((element) =>
        [...element.closest('picture')!.querySelectorAll('source')].map((source) => source.sizes),
      );
      expect(sources, 'every <source> has the same sizes').toEqual([sizes]);
      const shown = (await img.boundingBox())!.width;
      expect(
        Math.abs((await sizesWidth(page, sizes)) - shown),
        `at ${width} px: sizes "${sizes}", shown ${shown} px`,
      ).toBeLessThanOrEqual(1);
    }
  });
}
