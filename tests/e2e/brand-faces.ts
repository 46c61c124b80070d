import type { Page } from '@playwright/test';
import { font } from '../../src/brand/tokens.ts';

/** The brand's web faces, which the site's script adds to the document together once all have loaded or failed (src/site/brand-faces.ts). */
export const WEB_FACE_FAMILIES: readonly string[] = [font.display.family, font.text.family];

/**
 * Runs in the page (self-contained: it is handed to Playwright and WebDriver as is): whether each of `families`
 * is in the document's fonts, loaded or failed. `document.fonts.ready` does not tell: the faces are added
 * already settled, so it resolves before they are there.
 */
export function webFacesAdded(families: readonly string[]): boolean {
  return families.every((family) =>
    [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === family && (face.status === 'loaded' || face.status === 'error'),
    ),
  );
}

/** Waits until the site's script has added the brand's web faces: from then on the page draws as it stays. */
export async function webFacesSettled(page: Page): Promise<void> {
  await page.waitForFunction(webFacesAdded, WEB_FACE_FAMILIES);
}
