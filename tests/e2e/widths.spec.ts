/**
 * Every route at the widths visitors use, from a small phone to a laptop, with the brand fonts and with their
 * metric-matched fallbacks (a first visit): no visible text past its box's padding, no page scrolling sideways.
 * One page per route and font set, resized from width to width.
 */
import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';
import { webFacesSettled } from './brand-faces.ts';
import { measureWidth, widthProblems } from './text-overflow.ts';
import { refuseWebFonts } from './widget-checks.ts';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;
const HEIGHT = 900;

// Six widths and a reload per test: more than one page load's worth of time.
test.describe.configure({ timeout: 90_000 });

async function problemsAtEveryWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    // The layout at the new width is done once a frame has rendered it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems.push(...widthProblems(`${label} at ${width} px`, await page.evaluate(measureWidth)));
  }
  return problems;
}

for (const route of SITE_ROUTES) {
  test(`${route.path}: text stays in its box at ${WIDTHS.join(', ')} px, with the brand fonts`, async ({ page }) => {
    // A second visit, with the faces cached: the page as it is drawn in them.
    await page.goto(route.path);
    await webFacesSettled(page);
    await page.reload();
    await webFacesSettled(page);
    expect(await problemsAtEveryWidth(page, `${route.path} (brand fonts)`)).toEqual([]);
  });

  test(`${route.path}: text stays in its box at ${WIDTHS.join(', ')} px, with the fallback fonts`, async ({ page }) => {
    await refuseWebFonts(page);
    await page.goto(route.path);
    await page.evaluate(() => document.fonts.ready);
    expect(await problemsAtEveryWidth(page, `${route.path} (fallback fonts)`)).toEqual([]);
  });
}
