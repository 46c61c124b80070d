import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { DOWNLOAD_LINKS, OPERATING_SYSTEMS, OS_LABELS } from '../../src/config.ts';
import { CONNECTED_USERS, roleLabel } from '../../src/content/connected-users.ts';
import { APP_ONLY_LABEL, MIX_CONTROLS } from '../../src/content/mixer.ts';
import { PLAYER_PREVIEW_SIZE } from '../../src/content/player-preview.ts';
import { NOW_PLAYING, UP_NEXT } from '../../src/content/queue.ts';
import { detectOperatingSystem } from '../../src/lib/detect-os.ts';
import {
  axeViolations,
  captureWarnings,
  cleanup,
  mount,
  preventNavigation,
  rendered,
  renderBesideBrokenCopy,
  waitFor,
} from '../../tests/browser/widget-fixture.ts';
import { copyWithoutLaterParts, placeWithin } from '../../tests/browser/drawn-in-pieces.ts';
import { PlayerDemoElement } from './define.ts';

async function setup(
  markup = '<echojam-player-demo></echojam-player-demo>',
): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  const element = mount(markup);
  return { element, root: await rendered(element) };
}

function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((node) => node.textContent!.replace(/\s+/g, ' ').trim());
}

/** The accessible description of `element`: the text of its aria-describedby targets. */
function description(root: ShadowRoot, element: Element): string {
  return element
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => root.getElementById(id)!.textContent)
    .join(' ');
}

describe('<echojam-player-demo>', () => {
  afterEach(cleanup);

  describe('full variant (default)', () => {
    it('shows the preview image from its own site, root-relative as rendered at build, in AVIF and WebP', async () => {
      const { root } = await setup();
      const image = root.querySelector<HTMLImageElement>('picture img')!;
      const source = root.querySelector<HTMLSourceElement>('picture source')!;
      expect(image.getAttribute('width')).to.equal(String(PLAYER_PREVIEW_SIZE.width));
      expect(image.getAttribute('height')).to.equal(String(PLAYER_PREVIEW_SIZE.height));
      expect(image.alt).to.include('O player do EchoJam');
      expect(image.src).to.equal(`${location.origin}/images/player-preview-1280.webp`);
      expect(image.getAttribute('srcset')).to.equal(
        '/images/player-preview-640.webp 640w, /images/player-preview-768.webp 768w, /images/player-preview-1280.webp 1280w',
      );
      expect(source.type).to.equal('image/avif');
      expect(source.getAttribute('srcset')).to.include('/images/player-preview-768.avif 768w');
    });

    it('says over the image that it is a static demo', async () => {
      const { root } = await setup();
      expect(root.querySelector('[part="overlay"]')!.textContent).to.include('Prévia estática');
    });

    it('has previous, play and next buttons, disabled, each with a name and the reason', async () => {
      const { root } = await setup();
      const buttons = [...root.querySelectorAll<HTMLButtonElement>('[part="playback-button"]')];
      expect(buttons.map((button) => button.getAttribute('aria-label'))).to.deep.equal([
        'Música anterior',
        'Tocar',
        'Próxima música',
      ]);
      for (const button of buttons) {
        expect(button.disabled).to.equal(true);
        expect(description(root, button)).to.include('Os controles de reprodução funcionam no app.');
      }
    });

    it('has the mixer sliders with their values, range and step, disabled, named, with value text and the app-only mark', async () => {
      const { root } = await setup();
      const sliders = [...root.querySelectorAll<HTMLInputElement>('input[type="range"]')];
      expect(
        sliders.map((slider) => [
          slider.labels?.[0]?.textContent,
          slider.value,
          slider.getAttribute('aria-valuetext'),
          slider.min,
          slider.max,
          slider.step,
        ]),
      ).to.deep.equal(
        MIX_CONTROLS.map((control) => [
          control.label,
          String(control.value),
          `${control.value} de ${control.max}`,
          String(control.min),
          String(control.max),
          String(control.step),
        ]),
      );
      for (const slider of sliders) {
        expect(slider.disabled).to.equal(true);
        expect(description(root, slider)).to.equal(APP_ONLY_LABEL);
        const mark = root.getElementById(slider.getAttribute('aria-describedby')!)!;
        expect(mark.getBoundingClientRect().width, 'the mark is visible').to.be.greaterThan(0);
      }
    });

    it('lists the people in the room with their role labels', async () => {
      const { root } = await setup();
      const people = [...root.querySelectorAll('[part="people"] li')].map((item) => [
        item.querySelector('.people__name')!.textContent,
        item.querySelector('[part="role"]')!.textContent,
      ]);
      expect(people).to.deep.equal(CONNECTED_USERS.map((user) => [user.name, roleLabel(user)]));
    });

    it('shows the song now playing and the next ones in the queue, in order', async () => {
      const { root } = await setup();
      expect(root.querySelector('[part="now-playing"]')!.textContent)
        .to.include(NOW_PLAYING.title)
        .and.include(NOW_PLAYING.artist);
      const next = texts(root, '[part="queue"] ol > li');
      expect(next).to.have.length(UP_NEXT.length);
      UP_NEXT.forEach((track, index) => expect(next[index]).to.include(track.title));
    });

    it("calls to download: the visitor's installer in a new tab, emitting echojam-download", async () => {
      const allow = preventNavigation();
      const events: CustomEvent[] = [];
      const listener = (event: Event) => events.push(event as CustomEvent);
      document.addEventListener('echojam-download', listener);
      const os = detectOperatingSystem() ?? 'windows';
      try {
        const { root, element } = await setup();
        const links = [...root.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')];
        // One link per system, none named to a visitor on another: the visitor's own is the recommended one.
        expect(links.map((each) => each.href)).to.deep.equal(OPERATING_SYSTEMS.map((system) => DOWNLOAD_LINKS[system]));
        const link = root.querySelector<HTMLAnchorElement>('a[part~="download-button-recommended"]')!;
        expect(link.textContent).to.include(OS_LABELS[os]).and.include('(seu sistema)');
        expect(link.href).to.equal(DOWNLOAD_LINKS[os]);
        expect(link.target).to.equal('_blank');
        expect(link.rel).to.equal('noopener noreferrer');
        expect(link.textContent).to.include('(abre em nova aba)');
        link.click();
        expect(events[0]!.target).to.equal(element);
      } finally {
        document.removeEventListener('echojam-download', listener);
        allow();
      }
      expect(events.map((event) => event.detail)).to.deep.equal([{ os, url: DOWNLOAD_LINKS[os] }]);
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
    });
  });

  describe('compact variant', () => {
    it('shows the image, the song now playing and the download call, without lists or controls', async () => {
      const { root } = await setup('<echojam-player-demo variant="compact"></echojam-player-demo>');
      expect(root.querySelector('picture img')).to.not.equal(null);
      expect(root.querySelector('[part="now-playing"]')!.textContent).to.include(NOW_PLAYING.title);
      const buttons = [...root.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')];
      expect(buttons.map((button) => button.textContent!.split(' (')[0])).to.deep.equal(
        OPERATING_SYSTEMS.map((system) => OS_LABELS[system]),
      );
      // The visitor's own system primary, the other two secondary, all three the same height.
      expect(buttons.filter((button) => button.classList.contains('button--secondary'))).to.have.length(2);
      expect(new Set(buttons.map((button) => button.getBoundingClientRect().height)).size).to.equal(1);
      for (const absent of [
        '[part="mixer"]',
        '[part="queue"]',
        '[part="people"]',
        '[part="playback-button"]',
        'input[type="range"]',
      ]) {
        expect(root.querySelector(absent), absent).to.equal(null);
      }
    });

    it('reserves no page height for the /player fallback', async () => {
      const { element, root } = await setup('<echojam-player-demo variant="compact"></echojam-player-demo>');
      await waitFor(() => root.querySelector('.player')!.getBoundingClientRect().height > 0, 'layout');
      expect(getComputedStyle(element).minHeight).to.equal('0px');
    });

    it('switches between variants when the attribute changes', async () => {
      const { element, root } = await setup('<echojam-player-demo variant="compact"></echojam-player-demo>');
      element.setAttribute('variant', 'full');
      await waitFor(() => root.querySelector('[part="mixer"]'), 'the mixer of the full variant');
      element.removeAttribute('variant');
      await waitFor(() => root.querySelector('[part="people"]'), 'full is the default');
    });
  });

  describe('attributes', () => {
    it('falls back to the full variant for an unknown value, with one warning', async () => {
      let result!: { root: ShadowRoot };
      const warnings = await captureWarnings(async () => {
        result = await setup('<echojam-player-demo variant="giant"></echojam-player-demo>');
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('variant="giant"');
      expect(result.root.querySelector('[part="mixer"]')).to.not.equal(null);
    });

    it('uses download-url, and refuses a javascript: one with a warning', async () => {
      const custom = await setup(
        '<echojam-player-demo download-url="https://partner.example/echojam.zip"></echojam-player-demo>',
      );
      expect(custom.root.querySelector<HTMLAnchorElement>('a[part="download-button"]')!.href).to.equal(
        'https://partner.example/echojam.zip',
      );
      let hostile!: { root: ShadowRoot };
      const warnings = await captureWarnings(async () => {
        hostile = await setup('<echojam-player-demo download-url="javascript:alert(1)"></echojam-player-demo>');
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('download-url="javascript:alert(1)"');
      // Refused, the attribute leaves the three systems' own links.
      const hrefs = [...hostile.root.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')].map(
        (link) => link.href,
      );
      expect(hrefs).to.deep.equal(OPERATING_SYSTEMS.map((system) => DOWNLOAD_LINKS[system]));
    });

    it('loads the images from image-base, and refuses a javascript: one', async () => {
      const custom = await setup(
        '<echojam-player-demo image-base="https://cdn.partner.example/echojam/"></echojam-player-demo>',
      );
      expect(custom.root.querySelector<HTMLImageElement>('picture img')!.getAttribute('src')).to.equal(
        'https://cdn.partner.example/echojam/images/player-preview-1280.webp',
      );
      let hostile!: { root: ShadowRoot };
      const warnings = await captureWarnings(async () => {
        hostile = await setup('<echojam-player-demo image-base="javascript:alert(1)//"></echojam-player-demo>');
      });
      expect(warnings).to.have.length(1);
      expect(hostile.root.querySelector<HTMLImageElement>('picture img')!.getAttribute('src')).to.equal(
        '/images/player-preview-1280.webp',
      );
    });

    it('fetches the image first in the full variant and lazily in the compact one, unless image-loading says otherwise', async () => {
      const loading = async (markup: string) => {
        const image = (await setup(markup)).root.querySelector<HTMLImageElement>('picture img')!;
        return [image.getAttribute('loading'), image.getAttribute('fetchpriority')];
      };
      expect(await loading('<echojam-player-demo></echojam-player-demo>')).to.deep.equal(['eager', 'high']);
      expect(await loading('<echojam-player-demo variant="compact"></echojam-player-demo>')).to.deep.equal([
        'lazy',
        'auto',
      ]);
      expect(await loading('<echojam-player-demo image-loading="lazy"></echojam-player-demo>')).to.deep.equal([
        'lazy',
        'auto',
      ]);
      expect(
        await loading('<echojam-player-demo variant="compact" image-loading="eager"></echojam-player-demo>'),
      ).to.deep.equal(['eager', 'high']);
    });

    it('shows a hostile product-name as text and runs nothing', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      const alerts: unknown[] = [];
      const originalAlert = window.alert;
      window.alert = (message?: unknown) => alerts.push(message);
      try {
        const element = mount('<echojam-player-demo variant="compact"></echojam-player-demo>');
        element.setAttribute('product-name', hostile);
        const root = await rendered(element);
        await waitFor(
          () => root.querySelector('picture img')!.getAttribute('alt')!.includes(hostile),
          'the name as text',
        );
        expect(root.querySelectorAll('img')).to.have.length(1);
        expect(root.querySelector('picture img')!.getAttribute('alt')).to.include(hostile);
      } finally {
        window.alert = originalAlert;
      }
      expect(alerts).to.deep.equal([]);
    });
  });

  it('keeps what a slow link has delivered in its place as the rest arrives', async () => {
    try {
      for (const width of [375, 1280]) {
        await setViewport({ width, height: 800 });
        const { root } = await setup();
        const player = root.querySelector('.player')!;
        // The previous-track button, before the play and next buttons arrive.
        const beforePlay = copyWithoutLaterParts(player, '.playback li:not(:first-child)');
        const previous = '.playback li:first-child button';
        expect(placeWithin(beforePlay, previous), `${previous} at ${width} px`).to.equal(placeWithin(player, previous));
        // "Now playing" and the mixer's heading, before the mixer's controls and the blocks after them arrive.
        const beforeControls = copyWithoutLaterParts(player, '.mixer, .block--queue, .block--people');
        for (const part of ['.block--now', '.block--mix']) {
          expect(placeWithin(beforeControls, part), `${part} at ${width} px`).to.equal(placeWithin(player, part));
        }
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('contains a render error in its own box (error boundary)', async () => {
    const healthy = await renderBesideBrokenCopy(
      PlayerDemoElement,
      'o player quebrou',
      '<echojam-player-demo variant="compact"></echojam-player-demo>',
    );
    expect(healthy.querySelector('[part="now-playing"]')).to.not.equal(null);
  });

  describe('accessibility and layout', () => {
    it('has no axe violations (full)', async () => {
      const { element } = await setup();
      expect(await axeViolations(element)).to.deep.equal([]);
    });

    it('has no axe violations (compact)', async () => {
      const { element } = await setup('<echojam-player-demo variant="compact"></echojam-player-demo>');
      expect(await axeViolations(element)).to.deep.equal([]);
    });

    it('fits 360 px without sideways overflow, in both variants', async () => {
      await setViewport({ width: 360, height: 740 });
      try {
        for (const variant of ['full', 'compact']) {
          const { root } = await setup(`<echojam-player-demo variant="${variant}"></echojam-player-demo>`);
          const player = root.querySelector<HTMLElement>('.player')!;
          expect(player.scrollWidth, variant).to.be.at.most(player.clientWidth + 1);
          expect(player.getBoundingClientRect().right, variant).to.be.at.most(360);
        }
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  });
});
