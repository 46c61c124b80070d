/**
 * Visual regression: every page of the site, full length, at a phone's and a desktop's width, compared with
 * the reference screenshots committed next to this file (visual.spec.ts-snapshots/<page>-<width>.png).
 * After an intended visual change, `npm run test:visual:update` rewrites the references; review them
 * (git diff shows the images) and commit them with the change.
 *
 * What would differ from run to run is held still: motion (reduced-motion emulated, animations and
 * transitions finished), the caret, the fonts (cached and loaded before the shot), lazy images (loaded and decoded),
 * the widgets (every hydrated one live, the main thread idle), the visitor's system (a fixed user agent),
 * the parts drawn only near the viewport (all drawn), the scroll position (the top), the copyright year
 * (masked: it is the year of the build), the site's address in the partners' snippets (masked: it is the test
 * server's) and the pinned embed snippet (masked: it names the build's file hash and integrity).
 */
import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';
import { webFacesSettled } from './brand-faces.ts';
import { hydratedTags, painted, whenWidgetsLive } from './island-state.ts';

const WIDTHS = [375, 1280] as const;
const NOT_FOUND_PATH = '/esta-pagina-nao-existe';
/** Every page the site serves: its routes, the 404 page reached through an unknown path. */
const PATHS = [...SITE_ROUTES.filter((route) => route.path !== '/404').map((route) => route.path), NOT_FOUND_PATH];

/**
 * A desktop Linux browser: the download buttons highlight the visitor's system, which the page reads from
 * the user agent. Fixed, so the same button is highlighted on every machine.
 */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * Tolerance. `threshold` is the colour distance (0–1) under which a pixel counts as unchanged: 0.1 ignores
 * the faint anti-aliasing drift between runs (a channel off by 1 or 2). `maxDiffPixels` is how many pixels
 * may still differ: two runs on the same machine differed by at most 81 pixels (glyph edges in the partner
 * guide's sticky contents box), so 300 leaves room for that without hiding a real change: a margin moved by
 * a few pixels shifts everything below it (tens of thousands of pixels), and a recoloured label alone
 * changes more than 500 (one status pill of /produtos recoloured: 526).
 */
const TOLERANCE = { threshold: 0.1, maxDiffPixels: 300 } as const;

/** A name for the reference image: '/' → home, '/widgets/faq' → widgets-faq, the unknown path → 404. */
function shotName(path: string, width: number): string {
  const name = path === '/' ? 'home' : path === NOT_FOUND_PATH ? '404' : path.slice(1).replaceAll('/', '-');
  return `${name}-${width}.png`;
}

/** A workbench page's widget (its panel's element), which the workbench's own code brings to life. */
async function workbenchTag(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.querySelector<HTMLElement>('.workbench-panel')?.dataset.tag);
}

/** Every widget of the page live, the workbench's controls enabled, everything painted; scrolled to the top. */
async function settled(page: Page): Promise<void> {
  const tags = await hydratedTags(page);
  const workbench = await workbenchTag(page);
  if (workbench && !tags.includes(workbench)) tags.push(workbench);
  // The workbench's code enables its fieldset when it has attached the panel.
  if (workbench) await expect(page.locator('.workbench-panel__fields')).toBeEnabled();
  await whenWidgetsLive(page, tags);
  await painted(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

test.use({ userAgent: USER_AGENT, reducedMotion: 'reduce' });

test.describe('visual regression: every page at 375 and 1280 px', () => {
  for (const width of WIDTHS) {
    for (const path of PATHS) {
      test(`${path} at ${width} px`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
        await page.goto(path);
        // The shot shows the web faces, the same on every run: the faces loaded and cached, then the page again.
        await webFacesSettled(page);
        await page.reload();
        await settled(page);
        await expect(page).toHaveScreenshot(shotName(path, width), {
          ...TOLERANCE,
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // A full page on a loaded machine takes seconds to capture (the default allows 5 s in all).
          timeout: 30_000,
          scale: 'css',
          // The build year, the address the embed snippets name (the test server's, port included), and the
          // pinned embed snippet, whose file hash and integrity change with any widget's code.
          mask: [
            page.locator('.site-footer__copyright'),
            page.locator('[data-site-origin-filled]'),
            page.locator('[data-pinned-embed]'),
          ],
        });
      });
    }
  }
});
