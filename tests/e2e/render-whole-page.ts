import type { Page } from '@playwright/test';

/**
 * Draws every part of the page, for a full-page screenshot. Parts of a page with `content-visibility: auto`
 * (the legal texts' sections) are laid out and painted only near the viewport, and a full-page capture does
 * not move the viewport: they would come out blank. A rule in the inspector's own style sheet (which the
 * page's Content-Security-Policy does not govern) draws them all, as a visitor scrolling through sees them.
 */
export async function renderWholePage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { styleSheetId } = await cdp.send('CSS.createStyleSheet', { frameId: frameTree.frame.id });
  await cdp.send('CSS.setStyleSheetText', {
    styleSheetId,
    text: '* { content-visibility: visible !important; }',
  });
  await cdp.detach();
}
