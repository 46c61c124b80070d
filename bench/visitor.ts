/**
 * The visitor of each visit, after the page has loaded: scrolls through the page with the mouse wheel,
 * stops at each widget in document order, waits until it is live when the page hydrates it, uses it once
 * the way a visitor would, and ends at the bottom of the page (so a bar that appears after scrolling, and
 * images and fonts used further down, are in the measured window). Every wait is for a state of the page,
 * never for a time.
 *
 * Only `page.evaluate`, the mouse and the keyboard: no locator and no `waitForFunction`. Those load
 * Playwright's selector engine into the page, a script whose first run is a task of about 100 ms at the
 * calibrated CPU, once per world: the harness's own work, which the page's long-task observer would count
 * as the site's blocking time.
 */
import type { Page } from 'playwright-core';
import { NOT_A_WIDGET } from './budgets.ts';

const STATE_TIMEOUT_MS = 20_000;

export interface WidgetVisit {
  tag: string;
  /** Its custom element was defined by the end of the visit: its code ran. */
  live: boolean;
  /** What the visit did with it. */
  used: string;
}

/** Where to find an element: a host tag (its first element) and a selector inside its shadow root. */
interface Target {
  host: string;
  inside: string;
}

/** The target element, or null: the host's shadow root first, then the host's light DOM. Runs in the page. */
function findTarget({ host, inside }: Target): Element | null {
  const element = document.querySelector(host);
  return element?.shadowRoot?.querySelector(inside) ?? element?.querySelector(inside) ?? null;
}

/**
 * Resolves with the first value other than `false` that `state` returns (run in the page on each frame, where
 * it may call `findTarget`); rejects after `timeoutMs`, naming `what`. The in-page counterpart of
 * `waitForFunction` with `polling: 'raf'`.
 * The expression crosses as source text, evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not restrict (the page itself never evaluates a string).
 */
async function waitForState<Arg, Value>(
  page: Page,
  what: string,
  state: (arg: Arg) => Value | false,
  arg: Arg,
  timeoutMs = STATE_TIMEOUT_MS,
): Promise<Value> {
  const reached = await page.evaluate<{ value: Value } | null>(
    `(() => {
      const findTarget = ${findTarget.toString()};
      const state = ${state.toString()};
      const arg = ${JSON.stringify(arg)};
      const deadline = performance.now() + ${timeoutMs};
      return new Promise((resolve) => {
        const poll = () => {
          const value = state(arg);
          if (value !== false) resolve({ value });
          else if (performance.now() > deadline) resolve(null);
          else requestAnimationFrame(poll);
        };
        poll();
      });
    })()`,
  );
  if (!reached) throw new Error(`timed out after ${timeoutMs / 1000} s waiting until ${what}`);
  return reached.value;
}

/** Resolves when every finite animation of the document (shadow trees included) has finished. */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .filter((animation) => animation.playState === 'running' || animation.pending);
    // An animation can start another one (a transition after a class change): wait until none is left.
    for (let round = 0; round < 10 && running().length; round++)
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The main thread had nothing left to do (an idle callback ran). */
async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Headless Chromium sometimes never runs an idle callback posted around a scroll (seen on /player
        // as a phone, about one visit in three), while a later one runs at once: post one per frame until one runs.
        let ran = false;
        const post = () => {
          if (ran) return;
          requestIdleCallback(() => {
            ran = true;
            resolve();
          });
          requestAnimationFrame(post);
        };
        post();
      }),
  );
}

async function settle(page: Page): Promise<void> {
  await mainThreadIdle(page);
  await animationsFinished(page);
}

/** Its class is defined and, on a page that lists its hydrated widgets, every element of it matches `:state(live)`. */
async function whenLive(page: Page, tag: string): Promise<void> {
  await waitForState(
    page,
    `<${tag}> is live`,
    (name) =>
      customElements.get(name) !== undefined &&
      (!document.querySelector('meta[name="echojam-widgets"]') ||
        [...document.querySelectorAll(name)].every((element) => element.matches(':state(live)'))),
    tag,
  );
  await settle(page);
}

/** One wheel turn, then the state: the page has scrolled (or cannot scroll further) and its animations have finished. */
async function wheel(page: Page, deltaY: number): Promise<void> {
  const before = await page.evaluate(() => window.scrollY);
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, deltaY);
  await waitForState(
    page,
    'the page has scrolled',
    (from) =>
      window.scrollY !== from || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    before,
    5_000,
  )
    // Wheel ignored (the pointer over a fixed element): scroll as the keyboard would.
    .catch(() => page.evaluate((by) => window.scrollBy(0, by), deltaY));
  await animationsFinished(page);
}

/** Wheels until the `index`-th element of `tag` is in the middle of the view below the fixed header. */
async function wheelTo(page: Page, tag: string, index: number): Promise<void> {
  for (let step = 0; step < 40; step++) {
    const distance = await page.evaluate(
      ([name, at]) => {
        const element = document.querySelectorAll(name)[at];
        if (!element || getComputedStyle(element).position === 'fixed') return 0;
        const box = element.getBoundingClientRect();
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
      [tag, index] as const,
    );
    if (distance === 0) return;
    await wheel(page, distance);
  }
}

async function wheelToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const left = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
    if (left < 2) return;
    await wheel(page, Math.min(left, 600));
  }
}

/**
 * Clicks the target's centre with the mouse, as Playwright's click does: once it exists, is enabled, has held
 * its place for a frame and is what the pointer would hit there (scrolled to the middle of the view, at once,
 * when it is out of view or under something fixed).
 */
async function click(page: Page, target: Target): Promise<void> {
  const centre = await waitForState(
    page,
    `${target.host} ${target.inside} can be clicked`,
    (where) => {
      const element = findTarget(where);
      if (!element || element.matches(':disabled')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // Stable: the same box as on the previous frame (kept on the element, this harness's own property).
      const place = `${box.left},${box.top},${box.width},${box.height}`;
      const held = (element as Element & { benchPlace?: string }).benchPlace === place;
      (element as Element & { benchPlace?: string }).benchPlace = place;
      if (!held) return false;
      // The topmost element at the centre, through open shadow roots: the target or inside it.
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      const inView = box.top >= 0 && box.bottom <= window.innerHeight;
      if (inView && hit !== null && (hit === element || element.contains(hit))) return { x, y };
      // Out of view, or under something fixed (the header, the download bar): to the middle of the view, then look again.
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      return false;
    },
    target,
  );
  await page.mouse.click(centre.x, centre.y);
}

/** Resolves once the target exists (or, with `gone`, no longer does). */
async function targetState(page: Page, target: Target, gone = false): Promise<void> {
  await waitForState(
    page,
    `${target.host} ${target.inside} is ${gone ? 'gone' : 'there'}`,
    ({ where, absent }) => (findTarget(where) === null) === absent,
    { where: target, absent: gone },
  );
}

/** Uses of the interactive widgets; the others are looked at (scrolled to). */
const USES: Readonly<Record<string, { what: string; use(page: Page): Promise<void> }>> = {
  'echojam-faq': {
    what: 'opened the first question',
    async use(page) {
      await click(page, { host: 'echojam-faq', inside: '[part="trigger"]' });
      await targetState(page, { host: 'echojam-faq', inside: '[part="trigger"][aria-expanded="true"]' });
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
        await click(page, { host: 'echojam-contact-form', inside: field });
        await page.keyboard.type(text);
      }
    },
  },
  'echojam-create-room': {
    what: 'typed a room name, chose Privada, submitted, closed the modal with Escape',
    async use(page) {
      await click(page, { host: 'echojam-create-room', inside: 'input[name="room-name"]' });
      await page.keyboard.type('Sexta do Rock');
      await click(page, {
        host: 'echojam-create-room',
        inside: 'label[part="type-option"]:has(input[value="private"])',
      });
      await click(page, { host: 'echojam-create-room', inside: 'button[part="submit"]:not([disabled])' });
      await targetState(page, { host: 'echojam-create-room', inside: 'dialog[part="dialog"][open]' });
      await animationsFinished(page);
      await page.keyboard.press('Escape');
      await targetState(page, { host: 'echojam-create-room', inside: 'dialog[open]' }, true);
    },
  },
};

/** The visit. Throws when an interactive widget cannot be used (the run then counts as failed). */
export async function scrollAndUseWidgets(page: Page): Promise<WidgetVisit[]> {
  const { tags, listed } = await page.evaluate(() => ({
    tags: [...document.querySelectorAll('*')]
      .map((element) => element.localName)
      .filter((name) => name.startsWith('echojam-')),
    listed: document.querySelector<HTMLMetaElement>('meta[name="echojam-widgets"]')?.content.split(/\s+/) ?? null,
  }));
  const widgets = tags.filter((tag) => !NOT_A_WIDGET.has(tag));
  const hydrated = new Set(listed ?? widgets);
  const seen = new Map<string, number>();
  const visits: WidgetVisit[] = [];
  for (const tag of widgets) {
    const index = seen.get(tag) ?? 0;
    seen.set(tag, index + 1);
    await wheelTo(page, tag, index);
    if (hydrated.has(tag)) await whenLive(page, tag);
    const use = index === 0 ? USES[tag] : undefined;
    if (use) {
      await use.use(page);
      await settle(page);
    }
    visits.push({ tag, live: false, used: use ? use.what : 'scrolled into view' });
  }
  await wheelToBottom(page);
  await settle(page);
  for (const visit of visits)
    visit.live = await page.evaluate((name) => customElements.get(name) !== undefined, visit.tag);
  return visits;
}
