/**
 * The visitor of the user flow's timespan: scrolls through the page with the mouse wheel, stops at each
 * widget in document order, waits until the widget is live (its code ran) when the page hydrates it, uses
 * it once the way a visitor would, and finally scrolls to the bottom. Every wait is for a state of the page
 * (an element, an attribute, the network, finished animations, an idle main thread), never for a time.
 * Shadow roots are pierced with puppeteer's `pierce/` selectors; those match inside each shadow tree on its
 * own (a descendant combinator does not cross into a shadow root), so each names the widget's own markup.
 */
import type { Page } from 'puppeteer-core';
import { NOT_A_WIDGET } from './budgets.ts';

const STATE_TIMEOUT_MS = 20_000;

export interface WidgetVisit {
  tag: string;
  /** Its custom element was defined by the end of the visit: its code ran in the measured window. */
  live: boolean;
  /** What the visit did with it. */
  used: string;
}

/** Resolves when every finite animation of the document (shadow trees included) has finished. */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () =>
      document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    // An animation can start another one (a transition after a class change): wait until none is left.
    for (let round = 0; round < 10; round++) {
      const running = finite().filter((animation) => animation.playState === 'running' || animation.pending);
      if (!running.length) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The main thread had nothing left to do (an idle callback ran, no time limit). */
async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

function isDefined(page: Page, tag: string): Promise<boolean> {
  return page.evaluate((name) => customElements.get(name) !== undefined, tag);
}

/**
 * Waits until the widget is live: its class is defined (its code ran) and, on a page that lists its hydrated
 * widgets, every element of it has the custom state `live` (hydrated); then an idle main thread and finished animations.
 */
async function whenLive(page: Page, tag: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      customElements.get(name) !== undefined &&
      (!document.querySelector('meta[name="echojam-widgets"]') ||
        [...document.querySelectorAll(name)].every((element) => element.matches(':state(live)'))),
    { timeout: STATE_TIMEOUT_MS, polling: 'raf' },
    tag,
  );
  await mainThreadIdle(page);
  await animationsFinished(page);
}

/** Scrolls with the mouse wheel (as a visitor does) until the `index`-th element of `tag` is in the middle of the view below the fixed header. */
async function wheelTo(page: Page, tag: string, index: number): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const distance = await page.evaluate(
      (name, at) => {
        const element = document.querySelectorAll(name)[at];
        if (!element) return 0;
        const box = element.getBoundingClientRect();
        if (getComputedStyle(element).position === 'fixed') return 0;
        // The visitor sees the widget below the fixed header: centred in that area, or, taller than it, its top.
        const header = document.querySelector('.site-header');
        const top = header && getComputedStyle(header).position === 'fixed' ? header.getBoundingClientRect().bottom : 0;
        const visible = window.innerHeight - top;
        const target = box.height >= visible ? box.top - top - 8 : box.top - top + box.height / 2 - visible / 2;
        const room =
          target > 0 ? document.documentElement.scrollHeight - window.innerHeight - window.scrollY : -window.scrollY;
        return Math.abs(target) < 40 || Math.abs(room) < 2
          ? 0
          : Math.sign(target) * Math.min(Math.abs(target), Math.abs(room), window.innerHeight * 0.8);
      },
      tag,
      index,
    );
    if (distance === 0) return;
    await wheel(page, distance);
  }
}

/** One wheel turn, then the state: the page has scrolled (or cannot scroll further) and its animations have finished. */
async function wheel(page: Page, deltaY: number): Promise<void> {
  const before = await page.evaluate(() => window.scrollY);
  const viewport = await page.evaluate(() => ({ x: window.innerWidth / 2, y: window.innerHeight / 2 }));
  await page.mouse.move(viewport.x, viewport.y);
  await page.mouse.wheel({ deltaY });
  await page
    .waitForFunction(
      (from) =>
        window.scrollY !== from || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      { timeout: 5_000, polling: 'raf' },
      before,
    )
    .catch(() => page.evaluate((by) => window.scrollBy(0, by), deltaY)); // wheel ignored (pointer over a fixed element): scroll as the keyboard would
  await animationsFinished(page);
}

async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const left = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
    if (left < 2) return;
    await wheel(page, Math.min(left, 600));
  }
}

/** A click once the element is there, visible, enabled and not moving (puppeteer's locator). */
function click(page: Page, selector: string): Promise<void> {
  return page.locator(selector).setTimeout(STATE_TIMEOUT_MS).click();
}

/** Uses of the interactive widgets; the others are looked at (scrolled to). */
const USES: Readonly<Record<string, { what: string; use(page: Page): Promise<void> }>> = {
  'echojam-faq': {
    what: 'opened the first question',
    async use(page) {
      await click(page, 'pierce/.faq__trigger[part="trigger"]');
      await page.waitForSelector('pierce/.faq__trigger[part="trigger"][aria-expanded="true"]', {
        timeout: STATE_TIMEOUT_MS,
      });
    },
  },
  'echojam-contact-form': {
    what: 'typed a name, an e-mail address and a message',
    async use(page) {
      for (const [field, text] of [
        ['input[name="name"]', 'Ana Souza'],
        ['input[name="email"]', 'ana@example.com'],
        ['textarea[name="message"]', 'Oi! Vocês têm planos para um app de celular?'],
      ] as const) {
        await click(page, `pierce/form[aria-label="Fale com a gente"] ${field}`);
        await page.keyboard.type(text);
      }
    },
  },
  'echojam-create-room': {
    what: 'typed a room name, chose Privada, submitted, closed the modal with Escape',
    async use(page) {
      await click(page, 'pierce/.create-room__form input[name="room-name"]');
      await page.keyboard.type('Sexta do Rock');
      await click(page, 'pierce/.create-room__form label[part="type-option"]:has(input[value="private"])');
      await page.waitForSelector('pierce/.create-room__form button[part="submit"]:not([disabled])', {
        timeout: STATE_TIMEOUT_MS,
      });
      await click(page, 'pierce/.create-room__form button[part="submit"]');
      await page.waitForSelector('pierce/dialog[part="dialog"][open]', { timeout: STATE_TIMEOUT_MS });
      await animationsFinished(page);
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => !document.querySelector('echojam-create-room')?.shadowRoot?.querySelector('dialog[open]'),
        { timeout: STATE_TIMEOUT_MS, polling: 'raf' },
      );
    },
  },
};

/**
 * The widgets of the page (elements named echojam-*, page-level ones only) in document order, and those
 * it hydrates: listed by the build in `<meta name="echojam-widgets">`; every widget when there is no list.
 */
async function widgetsOnPage(page: Page): Promise<{ tags: string[]; hydrated: Set<string> }> {
  const { tags, listed } = await page.evaluate(() => ({
    tags: [...document.querySelectorAll('*')]
      .map((element) => element.localName)
      .filter((name) => name.startsWith('echojam-')),
    listed:
      document.querySelector<HTMLMetaElement>('meta[name="echojam-widgets"]')?.content.split(/\s+/).filter(Boolean) ??
      null,
  }));
  const widgets = tags.filter((tag) => !NOT_A_WIDGET.has(tag));
  return { tags: widgets, hydrated: new Set(listed ?? widgets) };
}

/** The timespan's visit. Throws when an interactive widget cannot be used (the run then counts as failed). */
export async function visitWidgets(page: Page): Promise<WidgetVisit[]> {
  const { tags, hydrated } = await widgetsOnPage(page);
  const seen = new Map<string, number>();
  const visits: WidgetVisit[] = [];
  for (const tag of tags) {
    const index = seen.get(tag) ?? 0;
    seen.set(tag, index + 1);
    await wheelTo(page, tag, index);
    if (hydrated.has(tag)) await whenLive(page, tag);
    const use = index === 0 ? USES[tag] : undefined;
    if (use) {
      await use.use(page);
      await mainThreadIdle(page);
      await animationsFinished(page);
    }
    visits.push({ tag, live: false, used: use ? use.what : 'scrolled into view' });
  }
  await scrollToBottom(page);
  // The last widget (and anything scrolling revealed) gets to finish: code requested by then has run.
  await page.waitForNetworkIdle({ idleTime: 500, concurrency: 0, timeout: STATE_TIMEOUT_MS }).catch(() => undefined);
  await mainThreadIdle(page);
  await animationsFinished(page);
  for (const visit of visits) visit.live = await isDefined(page, visit.tag);
  return visits;
}
