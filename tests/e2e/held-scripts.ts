import type { Page, Route } from '@playwright/test';

export interface HeldScripts {
  /** Lets every held script (and every later one) through. */
  release(): Promise<void>;
  /** How many script requests were held so far. */
  count(): number;
}

/**
 * Holds every JavaScript request of the page until `release()` (except the paths in `letThrough`): the
 * page paints from its HTML and CSS alone, as on a slow phone before any code has arrived. Call before `page.goto`.
 */
export async function holdScripts(page: Page, letThrough: readonly string[] = []): Promise<HeldScripts> {
  const held: Route[] = [];
  let released = false;
  let seen = 0;
  await page.route('**/*.js', async (route) => {
    seen++;
    if (released || letThrough.includes(new URL(route.request().url()).pathname)) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    count: () => seen,
  };
}

/**
 * Goes to `path` without waiting for `load` (a held module script delays it) and waits until the
 * document is parsed: every element, its declarative shadow root and its CSS are in place.
 */
export async function gotoParsed(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** The page's own scripts, as its HTML names them (module scripts and their modulepreload links): no widget code. */
export async function pageScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const sources = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!),
  ];
  return sources.map((source) => new URL(source, 'http://page.invalid' + path).pathname);
}
