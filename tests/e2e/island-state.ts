import type { Page } from '@playwright/test';
import { webFacesSettled } from './brand-faces.ts';

/**
 * The widgets this page hydrates: the build lists them in `<meta name="echojam-widgets">`; a page
 * without that list (the widgets of before the islands) loads code for every widget it holds.
 */
export function hydratedTags(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const present = [
      ...new Set(
        [...document.querySelectorAll('*')]
          .map((element) => element.localName)
          .filter((name) => name.startsWith('echojam-')),
      ),
    ];
    const meta = document.querySelector<HTMLMetaElement>('meta[name="echojam-widgets"]');
    if (!meta) return present.filter((tag) => tag !== 'echojam-toaster');
    const listed = meta.content.split(/\s+/).filter(Boolean);
    return present.filter((tag) => listed.includes(tag));
  });
}

/** Resolves once every finite animation of the document (shadow trees included) has finished. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // document.getAnimations() leaves out shadow trees, where every widget (and the toaster) animates.
    const everyAnimation = () => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i++)
        for (const element of roots[i]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
      return roots.flatMap((root) => root.getAnimations());
    };
    for (let round = 0; round < 10; round++) {
      const running = everyAnimation()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => animation.playState === 'running' || animation.pending);
      if (!running.length) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * The main thread had nothing left to do: an idle callback ran, twice in a row. Each waits at most 2 s for
 * idleness (a loaded CI machine may not give a page an idle period for long); what follows checks states.
 */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++)
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
  });
}

/**
 * Fonts loaded, every rendered image of the page (shadow roots included) loaded and decoded, no animation
 * running: what a screenshot waits for. Lazy images are switched to eager first, so that both screenshots
 * show every image whatever was scrolled (a lazy image far below the fold does not load for a full-page
 * screenshot). A test-side change, the same for both screenshots.
 */
export async function painted(page: Page): Promise<void> {
  await webFacesSettled(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      root.querySelectorAll('img').forEach((image) => images.push(image));
      root.querySelectorAll('*').forEach((element) => element.shadowRoot && collect(element.shadowRoot));
    };
    collect(document);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // An image that is not rendered (display: none, as a <picture> hidden at this width) is left alone.
    const rendered = images.filter((image) => image.getClientRects().length > 0);
    await Promise.all(rendered.map((image) => image.decode().catch(() => undefined)));
  });
  await animationsFinished(page);
}

/**
 * Every widget the page hydrates is live: each is scrolled near the viewport (their code loads there),
 * its custom element is defined and hydrated (`:state(live)`), the main thread is idle and animations are finished.
 * Ends scrolled back to the top.
 */
export async function whenWidgetsLive(page: Page, tags?: readonly string[]): Promise<string[]> {
  const expected = tags ?? (await hydratedTags(page));
  for (const tag of expected) {
    // 'instant': the site scrolls smoothly (when motion is allowed), and a scroll still running would move the fixed header and bar between screenshots.
    await page.evaluate(
      (name) => document.querySelector(name)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
      tag,
    );
    await page.waitForFunction(
      (name) =>
        customElements.get(name) !== undefined &&
        [...document.querySelectorAll(name)].every((element) =>
          // Islands (pages with the list) mark a hydrated widget with the custom state `live`; before them, defined was all there was.
          document.querySelector('meta[name="echojam-widgets"]')
            ? element.matches(':state(live)')
            : element.matches(':defined'),
        ),
      tag,
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await mainThreadIdle(page);
  await animationsFinished(page);
  return [...expected];
}
