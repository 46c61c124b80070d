import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { DOWNLOAD_LINKS, OPERATING_SYSTEMS, OS_LABELS, PRODUCT_NAME } from '../../src/config.ts';
import { DOWNLOAD_BAR_SUBTITLE, downloadBarTitle } from '../../src/content/download-bar.ts';
import { detectOperatingSystem } from '../../src/lib/detect-os.ts';
import {
  axeViolations,
  captureWarnings,
  cleanup,
  live,
  mount,
  preventNavigation,
  rendered,
  waitFor,
} from '../../tests/browser/widget-fixture.ts';
import { copyWithoutLaterParts, placeWithin } from '../../tests/browser/drawn-in-pieces.ts';
import { DISMISSED_KEY } from './dismissed-key.ts';
import './define.ts';

/** The row's three download links (the narrow window's menu repeats some of them). */
function links(root: ShadowRoot): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>('.bar__buttons a')];
}

describe('<echojam-download-bar>', () => {
  let allowNavigation: () => void;
  beforeEach(() => {
    sessionStorage.removeItem(DISMISSED_KEY);
    allowNavigation = preventNavigation();
  });
  afterEach(() => {
    allowNavigation();
    cleanup();
  });

  it('shows its title and subtitle and a download link per system from the config, opening in a new tab', async () => {
    const root = await rendered(mount('<echojam-download-bar></echojam-download-bar>'));
    expect(root.querySelector('[part="title"]')!.textContent).to.equal(downloadBarTitle(PRODUCT_NAME));
    expect(root.querySelector('[part="subtitle"]')!.textContent).to.equal(DOWNLOAD_BAR_SUBTITLE);
    const anchors = links(root);
    expect(anchors.map((a) => a.textContent!.split(' (')[0]!.trim())).to.deep.equal(['Windows', 'Mac', 'Linux']);
    expect(anchors.map((a) => a.href)).to.deep.equal([
      DOWNLOAD_LINKS.windows,
      DOWNLOAD_LINKS.mac,
      DOWNLOAD_LINKS.linux,
    ]);
    for (const anchor of anchors) {
      expect(anchor.target).to.equal('_blank');
      expect(anchor.rel).to.equal('noopener noreferrer');
    }
  });

  it('has its text and buttons where they end up before its close button (last in its HTML) arrives', async () => {
    try {
      for (const width of [375, 1280]) {
        await setViewport({ width, height: 700 });
        const root = await rendered(mount('<echojam-download-bar></echojam-download-bar>'));
        const bar = root.querySelector('[part="bar"]')!;
        const early = copyWithoutLaterParts(bar, '[part="dismiss"]');
        for (const part of ['.bar__text', '.bar__buttons']) {
          expect(placeWithin(early, part), `${part} at ${width} px`).to.equal(placeWithin(bar, part));
        }
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('is fixed at the bottom by default and in the page flow with variant="inline"', async () => {
    const fixed = await rendered(mount('<echojam-download-bar></echojam-download-bar>'));
    expect(getComputedStyle(fixed.querySelector('[part="bar"]')!).position).to.equal('fixed');
    const inline = await rendered(mount('<echojam-download-bar variant="inline"></echojam-download-bar>'));
    expect(getComputedStyle(inline.querySelector('[part="bar"]')!).position).to.equal('static');
    expect(inline.querySelector('[part="dismiss"]')).to.equal(null);
  });

  it("highlights the visitor's own system", async () => {
    // Headless Chromium here runs on Linux.
    const root = await rendered(mount('<echojam-download-bar variant="inline"></echojam-download-bar>'));
    const recommended = root.querySelectorAll('[part~="button-recommended"]');
    expect(recommended).to.have.length(1);
    expect(recommended[0]!.textContent).to.include('Linux');
    expect(recommended[0]!.textContent).to.include('seu sistema');
  });

  describe('on a narrow window', () => {
    beforeEach(() => setViewport({ width: 375, height: 700 }));
    afterEach(() => setViewport({ width: 800, height: 600 }));

    it("is one compact row: the text, the visitor's system, a menu with the other two, close", async () => {
      const os = detectOperatingSystem();
      expect(os, 'the test browser runs on a desktop system').not.to.equal(null);
      const element = mount('<echojam-download-bar></echojam-download-bar>');
      const root = await rendered(element);
      await waitFor(() => root.querySelector('[part~="button-recommended"]'), 'the visitor system marked');
      const bar = root.querySelector<HTMLElement>('[part="bar"]')!;
      expect(bar.getBoundingClientRect().height).to.be.at.most(4 * 16);
      const shown = links(root).filter((link) => link.getClientRects().length > 0);
      expect(shown.map((link) => link.textContent!.split(' (')[0])).to.deep.equal([OS_LABELS[os!]]);
      const row = [
        root.querySelector('[part="title"]')!,
        root.querySelector('[part="subtitle"]')!,
        shown[0]!,
        root.querySelector('[part="more"]')!,
      ].map((part) => part.getBoundingClientRect());
      for (const box of row) expect(box.bottom).to.be.at.most(bar.getBoundingClientRect().bottom);
      for (const box of row) expect(box.top).to.be.at.least(bar.getBoundingClientRect().top);

      const menu = root.querySelector<HTMLElement>('[part="menu"]')!;
      (root.querySelector('[part="more"]') as HTMLButtonElement).click();
      await waitFor(() => menu.matches(':popover-open'), 'the menu to open');
      const others = [...menu.querySelectorAll('a')]
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => link.textContent!.split(' (')[0]);
      expect(others).to.deep.equal(
        OPERATING_SYSTEMS.filter((system) => system !== os).map((system) => OS_LABELS[system]),
      );

      const allow = preventNavigation();
      const details: unknown[] = [];
      const listener = (event: Event) => details.push((event as CustomEvent).detail);
      document.addEventListener('echojam-download', listener);
      menu.querySelector('a')!.click();
      document.removeEventListener('echojam-download', listener);
      allow();
      expect(details).to.have.length(1);
    });
  });

  it('fires echojam-download with the system and URL, bubbling to the document', async () => {
    const element = mount(
      '<echojam-download-bar variant="inline" mac-url="https://partner.example/mac.zip"></echojam-download-bar>',
    );
    const root = await rendered(element);
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener('echojam-download', listener);
    links(root)[1]!.click();
    document.removeEventListener('echojam-download', listener);
    expect(details).to.deep.equal([{ os: 'mac', url: 'https://partner.example/mac.zip' }]);
  });

  it('closes with its button, says so with echojam-dismiss, and stays closed for the session', async () => {
    const element = mount('<echojam-download-bar></echojam-download-bar>');
    const root = await rendered(element);
    let dismissed: unknown = null;
    element.addEventListener('echojam-dismiss', (event) => (dismissed = (event as CustomEvent).detail));
    (root.querySelector('[part="dismiss"]') as HTMLButtonElement).click();
    await waitFor(() => !root.querySelector('[part="bar"]'), 'the bar to close');
    expect(dismissed).to.deep.equal({ remembered: true });
    expect(sessionStorage.getItem(DISMISSED_KEY)).to.equal('1');

    const again = mount('<echojam-download-bar></echojam-download-bar>');
    await live(again);
    expect(again.shadowRoot!.querySelector('[part="bar"]')).to.equal(null);
    // The inline bar of a partner is never hidden by that memory.
    const inline = await rendered(mount('<echojam-download-bar variant="inline"></echojam-download-bar>'));
    expect(inline.querySelector('[part="bar"]')).not.to.equal(null);
  });

  it('cannot be closed when persistent', async () => {
    const root = await rendered(mount('<echojam-download-bar persistent></echojam-download-bar>'));
    expect(root.querySelector('[part="dismiss"]')).to.equal(null);
  });

  it('works with the keyboard: Tab reaches each link and the close button, Enter closes', async () => {
    const element = mount('<echojam-download-bar></echojam-download-bar>');
    const root = await rendered(element);
    const focusable = [...links(root), root.querySelector('[part="dismiss"]')!];
    links(root)[0]!.focus();
    for (const expected of focusable.slice(1)) {
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement).to.equal(expected);
    }
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !root.querySelector('[part="bar"]'), 'the bar to close');
  });

  it('refuses bad attribute values with one warning each and keeps working', async () => {
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = mount(
        '<echojam-download-bar variant="sideways" windows-url="javascript:alert(1)"></echojam-download-bar>',
      );
      await rendered(element);
    });
    expect(warnings).to.have.length(2);
    expect(warnings.join('\n')).to.include('variant="sideways"').and.to.include('windows-url="javascript:alert(1)"');
    const root = element.shadowRoot!;
    expect(getComputedStyle(root.querySelector('[part="bar"]')!).position).to.equal('fixed');
    expect(links(root)[0]!.href).to.equal(DOWNLOAD_LINKS.windows);
  });

  it('shows a hostile product name as text', async () => {
    const element = mount('<echojam-download-bar variant="inline"></echojam-download-bar>');
    element.setAttribute('product-name', '<img src=x onerror="window.__pwned=1">');
    const root = await rendered(element);
    await waitFor(() => root.querySelector('[part="title"]')!.textContent!.includes('<img'), 'the name as text');
    expect(root.querySelector('img')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('has no accessibility violations, in both variants', async () => {
    const element = mount(
      '<div><echojam-download-bar></echojam-download-bar><echojam-download-bar variant="inline"></echojam-download-bar></div>',
    );
    await rendered(element.children[0] as HTMLElement);
    await rendered(element.children[1] as HTMLElement);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
