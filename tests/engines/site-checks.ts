/**
 * The site in another engine, as a visitor there uses it: per route, the declarative shadow roots attached,
 * every hydrated widget live once scrolled to, no text past its box at 375 and 1280 px, no page error; one
 * real interaction per widget; the partner embed from a second origin. Shared by the WebKit and Firefox layers.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';
import { startPartnerSite, type PartnerSite } from '../e2e/partner-server.ts';
import { WEB_FACE_FAMILIES, webFacesAdded } from '../e2e/brand-faces.ts';
import { measureWidth, widthProblems } from '../e2e/text-overflow.ts';
import type { Engine, InPage } from './engine.ts';
import { startSite, type SiteServer } from './site-server.ts';

const SCREENS = resolve(import.meta.dirname, '../../.cache/engine-screens');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Waits, up to `timeout` ms, until `check` (run in the page) returns true; fails naming `what`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function waitFor<Args extends any[]>(
  engine: Engine,
  what: string,
  check: InPage<Args, boolean>,
  ...args: Args
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await engine.evaluate(check, ...args))) {
    if (Date.now() > deadline) throw new Error(`${engine.name}: timed out waiting until ${what}`);
  }
}

/** The widgets the page hydrates: those the build lists in `<meta name="echojam-widgets">` and the page holds. */
function hydratedTags(): string[] {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="echojam-widgets"]')?.content.split(/\s+/) ?? [];
  return listed.filter((tag) => tag && document.querySelector(tag));
}

function scrollTo(tag: string): void {
  document.querySelector(tag)?.scrollIntoView({ block: 'center', behavior: 'instant' });
}

function isLive(tag: string): boolean {
  return [...document.querySelectorAll(tag)].every((element) => element.matches(':state(live)'));
}

/** Text of a widget's error boundary, anywhere in the page's shadow roots. */
function errorBoundaries(): number {
  return [...document.querySelectorAll('*')].filter((element) =>
    element.shadowRoot?.textContent?.includes('Unexpected Application Error!'),
  ).length;
}

function inShadow(tag: string, selector: string): Element | null {
  return document.querySelector(tag)?.shadowRoot?.querySelector(selector) ?? null;
}

function firstQuestionExpanded(value: string): boolean {
  const trigger = document.querySelector('echojam-faq')?.shadowRoot?.querySelector('button[part="trigger"]');
  return trigger?.getAttribute('aria-expanded') === value;
}

/**
 * Where the focus is, through open shadow roots: 'inside' the container, on the page 'outside' it, or
 * 'none' (the body: the focus went to the browser's own interface, as a modal dialog allows).
 */
function focusPlace(tag: string, selector: string): 'inside' | 'outside' | 'none' {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  if (!focused || focused === document.body) return 'none';
  const container = document.querySelector(tag)?.shadowRoot?.querySelector(selector);
  return container?.contains(focused) ? 'inside' : 'outside';
}

async function whenLive(engine: Engine, tag: string): Promise<void> {
  await engine.evaluate(scrollTo, tag);
  await waitFor(engine, `${tag} is live`, isLive, tag);
}

export function describeSiteChecks(startEngine: () => Promise<Engine>): void {
  let engine: Engine;
  let site: SiteServer;
  let partner: PartnerSite;

  beforeAll(async () => {
    site = await startSite();
    partner = await startPartnerSite(site.origin);
    engine = await startEngine();
    mkdirSync(SCREENS, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await engine?.close();
    await partner?.close();
    await site?.close();
  });

  async function open(path: string, size: { width: number; height: number }): Promise<void> {
    await engine.resize(size.width, size.height);
    await engine.open(`${site.origin}${path}`);
  }

  async function expectNoErrors(): Promise<void> {
    expect(await engine.errors(), 'no page error').toEqual([]);
    expect(await engine.evaluate(errorBoundaries), 'no widget showing its error box').toBe(0);
  }

  describe('every route: shadow roots attached, widgets alive, text in its box at 1280 and 375 px, no error', () => {
    for (const route of SITE_ROUTES) {
      test(route.path, async () => {
        await open(route.path, DESKTOP);
        expect(await engine.evaluate(() => document.querySelectorAll('template[shadowrootmode]').length)).toBe(0);
        for (const tag of await engine.evaluate(hydratedTags)) await whenLive(engine, tag);
        await engine.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await waitFor(engine, "the brand's web faces are added", webFacesAdded, WEB_FACE_FAMILIES);
        const problems = widthProblems(`${route.path} at 1280 px`, await engine.evaluate(measureWidth));
        if (route.path === '/') await engine.screenshot(join(SCREENS, `${engine.name}-home-1280.png`));
        await engine.resize(PHONE.width, PHONE.height);
        problems.push(...widthProblems(`${route.path} at 375 px`, await engine.evaluate(measureWidth)));
        if (route.path === '/') await engine.screenshot(join(SCREENS, `${engine.name}-home-375.png`));
        expect(problems).toEqual([]);
        await expectNoErrors();
      });
    }
  });

  describe('one real interaction per widget', () => {
    test('the FAQ opens and closes', async () => {
      await open('/sobre', DESKTOP);
      await whenLive(engine, 'echojam-faq');
      await engine.click(inShadow, 'echojam-faq', 'button[part="trigger"]');
      await waitFor(engine, 'the first question is open', firstQuestionExpanded, 'true');
      await engine.click(inShadow, 'echojam-faq', 'button[part="trigger"]');
      await waitFor(engine, 'the first question is closed', firstQuestionExpanded, 'false');
      await expectNoErrors();
    });

    test('the create-room modal opens, keeps the focus inside and closes with Escape', async () => {
      await open('/criar-sala', DESKTOP);
      await whenLive(engine, 'echojam-create-room');
      // Focused, not clicked: WebKitWebDriver's hit test takes a click on this field for one intercepted.
      await engine.evaluate(() =>
        document
          .querySelector('echojam-create-room')
          ?.shadowRoot?.querySelector<HTMLInputElement>('[part="name-input"]')
          ?.focus(),
      );
      await engine.type('Sexta do Rock');
      await engine.click(inShadow, 'echojam-create-room', '[part="submit"]');
      const dialogOpen = (open: boolean) =>
        Boolean(document.querySelector('echojam-create-room')?.shadowRoot?.querySelector('dialog[open]')) === open;
      await waitFor(engine, 'the dialog is open', dialogOpen, true);
      expect(await engine.evaluate(focusPlace, 'echojam-create-room', 'dialog')).toBe('inside');
      // Its close button and three downloads, then round again: never on the page behind it.
      const places: string[] = [];
      for (let press = 0; press < 6; press++) {
        await engine.press('Tab');
        places.push(await engine.evaluate(focusPlace, 'echojam-create-room', 'dialog'));
      }
      expect(places).not.toContain('outside');
      expect(places.filter((place) => place === 'inside').length).toBeGreaterThanOrEqual(4);
      await engine.press('Escape');
      await waitFor(engine, 'the dialog is closed', dialogOpen, false);
      await expectNoErrors();
    });

    test('the contact form shows its validation', async () => {
      await open('/sobre', DESKTOP);
      await whenLive(engine, 'echojam-contact-form');
      await engine.click(inShadow, 'echojam-contact-form', 'button[type="submit"]');
      await waitFor(engine, 'the form names the missing fields', () => {
        const form = document.querySelector('echojam-contact-form')?.shadowRoot;
        const errors = [...(form?.querySelectorAll('[part="error"]') ?? [])].map((error) => error.textContent);
        return errors.includes('Informe seu nome.') && form?.activeElement?.getAttribute('name') === 'name';
      });
      await expectNoErrors();
    });

    test('the download bar appears once the hero is scrolled past', async () => {
      await open('/', DESKTOP);
      const barInView = (expected: boolean) => {
        const bar = document
          .querySelector('echojam-download-bar.site-download-bar')
          ?.shadowRoot?.querySelector('[part="bar"]');
        const box = bar?.getBoundingClientRect();
        const inView = Boolean(box && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight);
        return inView === expected;
      };
      await waitFor(engine, 'the bar is out of view at the top', barInView, false);
      await engine.evaluate(scrollTo, '#comparacao');
      await waitFor(engine, 'the bar is in view', barInView, true);
      await expectNoErrors();
    });

    test('the mobile menu opens and closes at 375 px', async () => {
      await open('/', PHONE);
      const menuOpen = (open: boolean) => {
        const menu = document.querySelector('#site-menu');
        const toggle = document.querySelector('[aria-controls="site-menu"]');
        return (
          Boolean(menu?.matches(':popover-open') && menu.getBoundingClientRect().height > 0) === open &&
          toggle?.getAttribute('aria-expanded') === String(open)
        );
      };
      await waitFor(engine, 'the menu is closed', menuOpen, false);
      await engine.click(() => document.querySelector('[aria-controls="site-menu"]'));
      await waitFor(engine, 'the menu is open', menuOpen, true);
      await engine.press('Escape');
      await waitFor(engine, 'the menu is closed again', menuOpen, false);
      await expectNoErrors();
    });
  });

  test('the partner embed: every widget comes alive on a second origin under a strict CSP, the FAQ opens', async () => {
    await engine.resize(DESKTOP.width, DESKTOP.height);
    await engine.open(`${partner.origin}/estrito`);
    const tags = await engine.evaluate(() =>
      [...new Set([...document.querySelectorAll('main *')].map((element) => element.localName))].filter((name) =>
        name.startsWith('echojam-'),
      ),
    );
    expect(tags.length).toBeGreaterThan(4);
    for (const tag of tags) await whenLive(engine, tag);
    await engine.click(inShadow, 'echojam-faq', 'button[part="trigger"]');
    await waitFor(engine, 'the first question is open', firstQuestionExpanded, 'true');
    const violations = await engine.evaluate(
      () => (window as unknown as { partner: { violations: string[] } }).partner.violations,
    );
    expect(violations).toEqual([]);
    await expectNoErrors();
  });
}
