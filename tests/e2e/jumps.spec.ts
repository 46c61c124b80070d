/**
 * Jumps land where they point, on a phone and on a desktop: a page opened at a link to one of its sections
 * shows that section just under the sticky header (or the page's end, when the section is too near it to
 * reach the top), and the End key shows the page's end. They would not if a part of the page took a
 * placeholder height before it was drawn (`content-visibility: auto`): the jump is worked out with the
 * placeholders, and the parts drawn after it move the target away (by hundreds of pixels on a phone).
 *
 * A section may end up a line away from its place: when the web fonts arrive after the jump, text above it can
 * wrap onto one line more or fewer (the fallback faces match their widths on average, not line by line).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';
import { webFacesSettled } from './brand-faces.ts';

const WIDTHS = [375, 1280] as const;
const PAGES = SITE_ROUTES.filter((route) => route.path !== '/404');
/** How far from its place a section may end up, px: a line or two that the web fonts' arrival moved. */
const TOLERANCE_PX = 48;

/** Every same-site link with a fragment on the site's pages, as path → the ids linked to on it. */
async function linkedSections(request: APIRequestContext): Promise<Map<string, Set<string>>> {
  const targets = new Map<string, Set<string>>();
  for (const route of PAGES) {
    const html = await (await request.get(route.path)).text();
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*\bhref="([^"]*#[^"]+)"/g)) {
      const url = new URL(href, `http://site${route.path}`);
      const id = decodeURIComponent(url.hash.slice(1));
      if (url.host !== 'site' || id === 'conteudo') continue; // other sites; the skip link
      targets.set(url.pathname, (targets.get(url.pathname) ?? new Set()).add(id));
    }
  }
  return targets;
}

/**
 * Where the view is against `id`: "on target" (the section's top where a jump puts it, under the sticky header,
 * give or take TOLERANCE_PX; or the page at its end, when the section is too near it to reach that place), or how
 * far off it is.
 */
function placeOf(page: Page, id: string): Promise<string> {
  return page.evaluate(
    ([id, tolerance]) => {
      const target = document.getElementById(id);
      if (!target) return 'no such id';
      const top = target.getBoundingClientRect().top;
      const wanted = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const toEnd = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      if (Math.abs(top - wanted) <= tolerance || (toEnd <= 1 && top >= wanted)) return 'on target';
      return `its top ${Math.round(top)} px down the view, not ${Math.round(wanted)}; ${Math.round(toEnd)} px above the end`;
    },
    [id, TOLERANCE_PX] as const,
  );
}

function distanceToEnd(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY));
}

test.describe('jumps land where they point', () => {
  test('the site links to sections of its pages (the check below has something to check)', async ({ request }) => {
    const targets = await linkedSections(request);
    expect([...targets.values()].reduce((count, ids) => count + ids.size, 0)).toBeGreaterThan(10);
  });

  for (const width of WIDTHS) {
    for (const route of PAGES) {
      test(`${route.path} at ${width} px: opened at a linked section, and after the End key`, async ({
        page,
        request,
      }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
        const ids = (await linkedSections(request)).get(route.path) ?? new Set<string>();
        for (const id of ids) {
          // A new load each time: a jump within a loaded page is a same-document scroll, with every part drawn.
          await page.goto('about:blank');
          await page.goto(`${route.path}#${encodeURIComponent(id)}`, { waitUntil: 'load' });
          await expect.poll(() => placeOf(page, id), { message: `${route.path}#${id}` }).toBe('on target');
        }

        await page.goto(route.path, { waitUntil: 'load' });
        // The web fonts in place first, so that what the check sees is the page's own layout.
        await webFacesSettled(page);
        await page.keyboard.press('End');
        await expect.poll(() => distanceToEnd(page), { message: 'px left to the end after End' }).toBe(0);
      });
    }
  }
});
