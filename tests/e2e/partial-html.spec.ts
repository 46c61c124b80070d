/**
 * A slow link delivers a page in pieces, and the browser draws what has arrived. What is drawn must not move
 * as the rest arrives: the HTML is cut before each part of a page's first blocks (the proxy of
 * split-html-server.ts holds the rest), a frame is drawn, then the rest is let through and nothing drawn may
 * move (no layout shift; inside the boxes below, no element from its place). The web fonts are refused and the scripts held, so neither the swap nor the widgets' hydration is
 * mixed in (first-visit-fonts.spec.ts and islands.spec.ts cover those).
 */
import { expect, test, type Page } from '@playwright/test';
import { holdScripts } from './held-scripts.ts';
import { refuseWebFonts } from './widget-checks.ts';
import { startSplitHtmlSite, type SplitHtmlSite } from './split-html-server.ts';

/** Each page's parts, in document order, whose layout depends on what follows them: a cut before each. */
const PAGES = [
  {
    path: '/',
    what: "the hero's parts and each feature",
    parts: '.hero__inner > *, .jam-card > *, .jam-card__now > *, .jam-card__track > *, .feature-grid > *',
  },
  { path: '/comunidade', what: 'each figure', parts: '.stats > *' },
];

let site: SplitHtmlSite;

/** Records each layout shift of what the cut's frame showed: when, and what moved (tag and class, or text) from where to where. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: RecordedShift[] = [];
    (window as unknown as { __shifts: RecordedShift[] }).__shifts = shifts;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `<${node.localName} class="${node.getAttribute('class') ?? ''}">`
        : (node?.textContent?.slice(0, 30) ?? 'a node in a shadow root');
    const drawnAtCut = (node: Node | null) =>
      Boolean((node instanceof Element ? node : node?.parentElement)?.hasAttribute('data-drawn-at-cut'));
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        // Only what was drawn at the cut: marked then (a node in a shadow root is reported as null).
        const moved = entry.sources
          .filter((source) => drawnAtCut(source.node))
          .map((source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`);
        if (moved.length > 0)
          shifts.push({ at: entry.startTime, text: `${entry.value.toFixed(5)}: ${moved.join('; ')}` });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The whole HTML parsed (the held scripts keep `load` and DOMContentLoaded from coming). */
async function parsed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Two frames drawn: the page as it is now is on the screen. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface RecordedShift {
  at: number;
  text: string;
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

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
  const mainStart = html.indexOf('<main');
  let from = mainStart;
  const cuts: Cut[] = [];
  classes.forEach((part, index) => {
    if (part === '') return; // found by its class: a part without one is not cut before
    const attribute = html.indexOf(`class="${part}"`, from);
    expect(attribute, `the part with class "${part}"`).toBeGreaterThan(mainStart);
    from = attribute + 1;
    cuts.push({ part, index, cutAt: Buffer.byteLength(html.slice(0, html.lastIndexOf('<', attribute))) });
  });
  return cuts;
}

for (const { path, what, parts } of PAGES) {
  for (const width of [375, 1024, 1280]) {
    test(`${path} at ${width} px: nothing moves while the HTML arrives, cut before ${what}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000); // one page load per part
      await page.setViewportSize({ width, height: 900 });
      await refuseWebFonts(page);
      await holdScripts(page);
      await recordShifts(page);
      await page.goto(site.origin + path, { waitUntil: 'commit' });
      await parsed(page);
      const classes = await page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].map((part) => part.getAttribute('class') ?? ''),
        parts,
      );
      const html = await (await fetch(baseURL + path, { headers: { 'accept-encoding': 'identity' } })).text();
      const shifted: string[] = [];
      for (const { part, index, cutAt } of cutsBeforeParts(html, classes)) {
        site.split(path, cutAt);
        await page.goto(site.origin + path, { waitUntil: 'commit' });
        // Parsed as far as the cut, then a frame drawn: the page as it had arrived.
        await page.waitForFunction(
          ([selector, before]) =>
            document.querySelector('main') !== null && document.querySelectorAll(selector).length >= before,
          [parts, index] as const,
        );
        // What moved before this frame is not the cut's doing (a frame the parser allowed earlier, in the header).
        const drawnAt = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
            ),
        );
        // Marks what the frame showed: a part that arrives later may be drawn half-parsed (the parser yields
        // where it likes under load) and move as the rest of it comes, which is not what this cut is about.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll('body *')) element.setAttribute('data-drawn-at-cut', '');
        });
        site.release();
        await parsed(page);
        await twoFrames(page);
        const shifts = await page.evaluate(
          (since) =>
            (window as unknown as { __shifts: RecordedShift[] }).__shifts
              .filter((shift) => shift.at > since)
              .map((shift) => shift.text),
          drawnAt,
        );
        if (shifts.length > 0) shifted.push(`cut before .${part.split(' ')[0]}: ${shifts.join(' | ')}`);
      }
      expect(shifted).toEqual([]);
    });
  }
}

/**
 * Boxes whose parts are placed by what follows them (centred, or sized by the widest): the HTML is cut inside each,
 * and every element that the cut's frame showed within the box (text, a graphic, a background or a border of its
 * own) must be where it was once the rest has arrived. Told by the elements' own places, not by Chromium's
 * layout-shift entries, which did not always report a move here: the header's links re-centring as each next one
 * arrived was reported in about one run of the suite in twelve. The widgets' boxes are in a declarative shadow root.
 */
const BOXES_IN_PIECES = [
  {
    what: 'the header (cut before the name, each link and the download text)',
    path: '/sobre',
    box: { selector: '.site-header__inner' },
    cuts: (html: string) => {
      const header = html.slice(0, html.indexOf('</header>'));
      const download = header.indexOf('</svg>', header.indexOf('class="button button--primary site-nav__download"'));
      return [
        header.indexOf('<span class="brand__name"'),
        ...[...header.matchAll(/<li>/g)].map((item) => item.index),
        download + '</svg>'.length,
      ];
    },
  },
  {
    what: "the Jam card's first row (cut before the text of its badge)",
    path: '/',
    box: { selector: '.jam-card__now' },
    cuts: (html: string) => [html.indexOf('Sincronizado</span>')],
  },
  {
    what: "the player demo's caption (cut before each of its links)",
    path: '/player',
    box: { host: 'echojam-player-demo', selector: 'figcaption' },
    cuts: (html: string) => {
      const start = html.indexOf('<figcaption');
      const caption = html.slice(start, html.indexOf('</figcaption>'));
      return [...caption.matchAll(/<a /g)].map((link) => start + link.index);
    },
  },
  {
    what: "the download bar's title (cut before its subtitle)",
    path: '/sobre',
    box: { host: 'echojam-download-bar', selector: '.bar__text' },
    cuts: (html: string) => [html.lastIndexOf('<', html.indexOf('class="bar__subtitle"'))],
  },
];

/** An element the cut's frame showed, and where: `window.__drawnAtCut`. */
interface DrawnElement {
  element: Element;
  x: number;
  y: number;
}

interface BoxAt {
  host?: string;
  selector: string;
}

for (const { what, path, box, cuts } of BOXES_IN_PIECES) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px: ${what} does not move as the rest arrives`, async ({ page, baseURL }) => {
      test.setTimeout(30_000); // one page load per cut
      await page.setViewportSize({ width, height: 900 });
      await refuseWebFonts(page);
      await holdScripts(page);
      const html = await (await fetch(baseURL + path, { headers: { 'accept-encoding': 'identity' } })).text();
      const offsets = cuts(html);
      expect(offsets.length, `cuts in ${what}`).toBeGreaterThan(0);
      expect(Math.min(...offsets), `cuts in ${what}`).toBeGreaterThan(0);
      const shifted: string[] = [];
      for (const [index, offset] of offsets.entries()) {
        site.split(path, Buffer.byteLength(html.slice(0, offset)));
        await page.goto(site.origin + path, { waitUntil: 'commit' });
        await page.waitForFunction(
          ({ host, selector }: BoxAt) =>
            (host ? document.querySelector(host)?.shadowRoot : document)?.querySelector(selector) != null,
          box,
        );
        await twoFrames(page);
        await page.evaluate(({ host, selector }: BoxAt) => {
          const within = (host ? document.querySelector(host)!.shadowRoot! : document).querySelector(selector)!;
          const showsSomething = (element: Element) => {
            const style = getComputedStyle(element);
            return (
              ['svg', 'img'].includes(element.localName) ||
              [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) ||
              style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
              style.backgroundImage !== 'none' ||
              style.boxShadow !== 'none' ||
              ['top', 'right', 'bottom', 'left'].some(
                (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
              )
            );
          };
          const drawn: DrawnElement[] = [within, ...within.querySelectorAll('*')]
            .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .filter(showsSomething)
            .map((element) => {
              const { x, y } = element.getBoundingClientRect();
              return { element, x, y };
            });
          (window as unknown as { __drawnAtCut: DrawnElement[] }).__drawnAtCut = drawn;
        }, box);
        site.release();
        await parsed(page);
        await twoFrames(page);
        const moved = await page.evaluate(() =>
          (window as unknown as { __drawnAtCut: DrawnElement[] }).__drawnAtCut
            .map(({ element, x, y }) => ({ element, from: { x, y }, to: element.getBoundingClientRect() }))
            .filter(({ from, to }) => Math.abs(to.x - from.x) >= 1 || Math.abs(to.y - from.y) >= 1)
            .map(
              ({ element, from, to }) =>
                `<${element.localName} class="${element.getAttribute('class') ?? ''}"> ` +
                `${Math.round(from.x)},${Math.round(from.y)} → ${Math.round(to.x)},${Math.round(to.y)}`,
            ),
        );
        if (moved.length > 0) shifted.push(`cut ${index + 1}: ${moved.join('; ')}`);
      }
      expect(shifted).toEqual([]);
    });
  }
}
