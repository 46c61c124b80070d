/**
 * The brand's faces on a first visit (a fresh context: empty cache) at 375 px, read from the font that drew
 * the glyphs (CDP `CSS.getPlatformFontsForNode`), not from the computed `font-family`:
 * - over broadband (40 ms, 10 Mbit/s) the h1 and the first paragraph are drawn in the web faces once they loaded;
 * - over slow 4G (150 ms, 1.6 Mbit/s) the h1 reaches the display face;
 * - with the web faces refused, the metric-matched local fallback draws them;
 * and in each case nothing shifts. One visit per route and condition: the emulated link makes each slow.
 * The checks wait for the faces' state, not for a time: how soon they arrive is this machine's load as much as
 * the site's (the emulated link's faces take under a second on a quiet machine, over 4 s with a load of 11 on
 * its 2 cores), and a face that loads but does not draw (`font-display: optional`) still fails on the glyphs.
 * Over the emulated link the visits wait for DOMContentLoaded, not `load`: once in a while Chromium's network
 * emulation leaves a request pending for good (`load` never came in 30 s on /player), and the faces are what
 * these checks wait for.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { font } from '../../src/brand/tokens.ts';
import { layoutShift, refuseWebFonts, trackLayoutShift } from './widget-checks.ts';

const ROUTES = ['/', '/sobre', '/player'];

const LINKS = {
  broadband: { latency: 40, downKbps: 10_000, upKbps: 10_000 },
  slow4g: { latency: 150, downKbps: 1_600, upKbps: 750 },
} as const;

/** How long a face may take to settle before the check reports it: a bound for a failure, not a budget. */
const SETTLE_TIMEOUT_MS = 15_000;

/** This machine's Arial-metric local face (fonts-liberation); other machines answer with Arial itself. */
const LOCAL_FACE = /^(Liberation Sans|Arial)/;

async function emulateLink(cdp: CDPSession, link: (typeof LINKS)[keyof typeof LINKS]): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latency,
    downloadThroughput: (link.downKbps * 1000) / 8,
    uploadThroughput: (link.upKbps * 1000) / 8,
  });
}

/** Each font that drew part of the first node matching `selector`, with how many glyphs. */
async function platformFonts(cdp: CDPSession, selector: string) {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

/** The families whose faces drew every glyph of `selector` (web faces have `isCustomFont`). */
async function drawnBy(cdp: CDPSession, selector: string): Promise<string[]> {
  return (await platformFonts(cdp, selector)).map(
    (drawn) => `${drawn.familyName}${drawn.isCustomFont ? ' (web)' : ''}`,
  );
}

/** Waits until every @font-face of `family` reached `status` (loaded or error). */
async function faceSettled(page: Page, family: string, status: 'loaded' | 'error', timeout: number): Promise<void> {
  await page.waitForFunction(
    ([name, wanted]) => {
      const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === name);
      return faces.length > 0 && faces.every((face) => face.status === wanted);
    },
    [family, status] as const,
    { timeout },
  );
}

/** Two frames painted after the state reached: a shift of the swap is recorded by then. */
async function framesPainted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

test.describe('the brand faces on a first visit at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ROUTES) {
    test(`${path} over broadband: the h1 and the first paragraph in the web faces, nothing shifts`, async ({
      page,
      context,
    }) => {
      const cdp = await context.newCDPSession(page);
      await emulateLink(cdp, LINKS.broadband);
      await trackLayoutShift(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await faceSettled(page, font.display.family, 'loaded', SETTLE_TIMEOUT_MS);
      await faceSettled(page, font.text.family, 'loaded', SETTLE_TIMEOUT_MS);
      await framesPainted(page);
      // Bricolage Grotesque and Inter: the names the font files give themselves.
      expect(await drawnBy(cdp, 'h1')).toEqual([expect.stringMatching(/^Bricolage Grotesque.* \(web\)$/)]);
      expect(await drawnBy(cdp, 'main p')).toEqual([expect.stringMatching(/^Inter.* \(web\)$/)]);
      expect(await layoutShift(page)).toBe(0);
    });

    test(`${path} over slow 4G: the h1 reaches the display face, nothing shifts`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      await emulateLink(cdp, LINKS.slow4g);
      await trackLayoutShift(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await faceSettled(page, font.display.family, 'loaded', SETTLE_TIMEOUT_MS);
      await faceSettled(page, font.text.family, 'loaded', SETTLE_TIMEOUT_MS);
      await framesPainted(page);
      expect(await drawnBy(cdp, 'h1')).toEqual([expect.stringMatching(/^Bricolage Grotesque.* \(web\)$/)]);
      expect(await layoutShift(page)).toBe(0);
    });

    test(`${path} with the web faces refused: the metric-matched fallback draws, nothing shifts`, async ({
      page,
      context,
    }) => {
      const cdp = await context.newCDPSession(page);
      await refuseWebFonts(page);
      await trackLayoutShift(page);
      await page.goto(path, { waitUntil: 'load' });
      await faceSettled(page, font.display.family, 'error', 5_000);
      await faceSettled(page, font.text.family, 'error', 5_000);
      await framesPainted(page);
      for (const selector of ['h1', 'main p']) {
        const drawn = await platformFonts(cdp, selector);
        expect(drawn.map((face) => face.familyName)).toEqual([expect.stringMatching(LOCAL_FACE)]);
      }
      // Through the metric-matched fallback faces (their overrides), not the bare system font.
      const usedFallbacks = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
      );
      for (const family of [font.display.family, font.text.family]) {
        expect(usedFallbacks).toContainEqual(`${family} Fallback: Arial`);
      }
      expect(await layoutShift(page)).toBe(0);
    });
  }

  /**
   * One swap, not one per face: each swap restyles and lays out the whole page, a long task on a slow phone.
   * The text face's file is held until the display face has loaded; the display face must wait for it.
   */
  test('the faces swap in together: the one loaded first waits for the other', async ({ page }) => {
    let releaseTextFace = (): void => {};
    const textFaceHeld = new Promise<void>((resolve) => (releaseTextFace = resolve));
    await page.route(/\/inter-[0-9a-f]+\.woff2$/, async (route) => {
      await textFaceHeld;
      await route.continue();
    });
    // Records each face whose load() settled, before the site's own reaction to it runs.
    await page.addInitScript(() => {
      const settled: string[] = [];
      (window as unknown as { __facesSettled: string[] }).__facesSettled = settled;
      const load = FontFace.prototype.load;
      FontFace.prototype.load = function (this: FontFace) {
        const loading = load.call(this);
        const record = () => settled.push(this.family.replaceAll('"', ''));
        loading.then(record, record);
        return loading;
      };
    });
    const webFacesInDocument = () =>
      page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
      );
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      (family) => (window as unknown as { __facesSettled: string[] }).__facesSettled.includes(family),
      font.display.family,
    );
    await framesPainted(page);
    expect(await webFacesInDocument()).not.toContain(font.display.family);
    releaseTextFace();
    await faceSettled(page, font.text.family, 'loaded', SETTLE_TIMEOUT_MS);
    expect(await webFacesInDocument()).toEqual(expect.arrayContaining([font.display.family, font.text.family]));
  });

  /**
   * A swap moves text vertically when the fallback's text box is 1 px taller or shorter than the web face's:
   * Chrome rounds each face's ascent and descent to whole pixels. Compared here at every whole pixel size the
   * site could set, for each weight, against the local fallback this machine has.
   */
  test('each fallback draws a text box as tall as its web face, from 12 to 72 px', async ({ page }) => {
    await page.goto('/sobre', { waitUntil: 'load' });
    const mismatches = await page.evaluate(
      async ([faces]) => {
        const box = (family: string, size: number, weight: number) => {
          const line = document.createElement('div');
          line.style.cssText = `position:absolute;font:${weight} ${size}px/2 ${family}`;
          line.textContent = 'Hg';
          document.body.append(line);
          const range = document.createRange();
          range.selectNodeContents(line);
          const { top, height } = range.getBoundingClientRect();
          const lineTop = line.getBoundingClientRect().top;
          line.remove();
          // The text box's top within its line, and its height: what a swap would move.
          return `${top - lineTop}/${height}`;
        };
        const found: string[] = [];
        for (const { family, weights } of faces) {
          for (const weight of weights) {
            await document.fonts.load(`${weight} 16px "${family}"`);
            // Arial or its metric twin Liberation Sans, whichever this machine has.
            const local = `${family} Fallback: Arial`;
            const loaded = await document.fonts.load(`${weight} 16px "${local}"`).catch(() => []);
            if (loaded.length === 0) throw new Error(`no local fallback of ${family} on this machine`);
            for (let size = 12; size <= 72; size++) {
              const web = box(`"${family}"`, size, weight);
              const drawn = box(`"${local}"`, size, weight);
              if (web !== drawn) found.push(`${family} ${weight} ${size}px: ${web} vs ${drawn}`);
            }
          }
        }
        return found;
      },
      [
        [
          { family: font.display.family, weights: [600, 700] },
          { family: font.text.family, weights: [400, 600, 700] },
        ],
      ] as const,
    );
    expect(mismatches).toEqual([]);
  });
});

/**
 * The home page at desktop widths, where its feature cards stand in four narrow columns: laid out in the local
 * fallbacks alone and in the web faces, its content is as tall, so the swap moves nothing below the first rows.
 */
test.describe('the home page in its fallbacks and in the web faces at desktop width', () => {
  for (const width of [1280, 1920]) {
    test(`/ at ${width} px: the content is as tall either way`, async ({ browser, baseURL }) => {
      const heights: number[] = [];
      for (const status of ['error', 'loaded'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 1080 } });
        try {
          const page = await context.newPage();
          if (status === 'error') await refuseWebFonts(page);
          await page.goto(`${baseURL}/`, { waitUntil: 'load' });
          await faceSettled(page, font.display.family, status, 5_000);
          await faceSettled(page, font.text.family, status, 5_000);
          heights.push(await page.locator('main').evaluate((main) => main.getBoundingClientRect().height));
        } finally {
          await context.close();
        }
      }
      expect(heights[0], 'the height of <main> in the fallbacks, then in the web faces').toBe(heights[1]);
    });
  }
});
