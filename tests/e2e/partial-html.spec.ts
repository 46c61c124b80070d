/**
 * A slow link delivers a page in pieces, and the browser draws what has arrived. The home page's first screen
 * must not move as the rest of it arrives: its HTML is cut before each part of the hero (the proxy of
 * split-html-server.ts holds the rest), a frame is drawn, then the rest is let through and no layout shift may
 * follow. The web fonts are refused, so their swap is not mixed in (first-visit-fonts.spec.ts covers that).
 */
import { expect, test } from '@playwright/test';
import { layoutShift, refuseWebFonts, trackLayoutShift } from './widget-checks.ts';
import { startSplitHtmlSite, type SplitHtmlSite } from './split-html-server.ts';

/** The parts of the hero, in document order: a cut before each. */
const PARTS = '.hero__inner > *, .jam-card > *, .jam-card__now > *, .jam-card__track > *';

let site: SplitHtmlSite;

test.beforeAll(async ({ baseURL }) => {
  site = await startSplitHtmlSite(baseURL!);
});

test.afterAll(() => site.close());

interface Cut {
  part: string;
  /** How many parts come before it. */
  index: number;
  /** The byte offset of its start tag in the served HTML, found by its class attribute. */
  cutAt: number;
}

function cutsBeforeParts(html: string, classes: string[]): Cut[] {
  const heroStart = html.indexOf('class="hero"');
  let from = heroStart;
  return classes.map((part, index) => {
    const attribute = html.indexOf(`class="${part}"`, from);
    expect(attribute, `the part with class "${part}"`).toBeGreaterThan(heroStart);
    from = attribute;
    return { part, index, cutAt: Buffer.byteLength(html.slice(0, html.lastIndexOf('<', attribute))) };
  });
}

for (const width of [375, 1024, 1280]) {
  test(`/ at ${width} px: the first screen holds still while the hero's HTML arrives`, async ({ page, baseURL }) => {
    test.setTimeout(60_000); // one page load per part of the hero
    await page.setViewportSize({ width, height: 900 });
    await refuseWebFonts(page);
    await trackLayoutShift(page);
    await page.goto(site.origin + '/');
    const classes = await page.evaluate(
      (selector) => [...document.querySelectorAll(selector)].map((part) => part.getAttribute('class') ?? ''),
      PARTS,
    );
    const html = await (await fetch(baseURL + '/', { headers: { 'accept-encoding': 'identity' } })).text();
    const shifted: string[] = [];
    for (const { part, index, cutAt } of cutsBeforeParts(html, classes)) {
      site.split('/', cutAt);
      await page.goto(site.origin + '/', { waitUntil: 'commit' });
      // Parsed as far as the cut, then a frame drawn: the page as it had arrived.
      await page.waitForFunction(
        ([selector, before]) =>
          document.querySelector('.hero__inner') !== null && document.querySelectorAll(selector).length >= before,
        [PARTS, index] as const,
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      site.release();
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await layoutShift(page);
      if (shift > 0) shifted.push(`cut before .${part.split(' ')[0]}: ${shift.toFixed(5)}`);
    }
    expect(shifted).toEqual([]);
  });
}
