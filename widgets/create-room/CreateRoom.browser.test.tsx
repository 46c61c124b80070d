import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { DOWNLOAD_LINKS, OS_LABELS } from '../../src/config.ts';
import { APP_EXCLUSIVE_TITLE, DEFAULT_ROOM_TYPE, ROOM_TYPES } from '../../src/content/create-room.ts';
import { detectOperatingSystem } from '../../src/lib/detect-os.ts';
import { ROOM_FEATURES } from '../../src/content/features.ts';
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
import { CreateRoomElement } from './define.ts';

interface Parts {
  root: ShadowRoot;
  input: HTMLInputElement;
  submit: HTMLButtonElement;
  counter: HTMLElement;
  dialog: HTMLDialogElement;
  radios: HTMLInputElement[];
}

async function setup(
  markup = '<echojam-create-room></echojam-create-room>',
): Promise<{ element: HTMLElement } & Parts> {
  const element = mount(markup);
  const root = await rendered(element);
  return {
    element,
    root,
    input: root.querySelector('input[type="text"]')!,
    submit: root.querySelector('button[type="submit"]')!,
    counter: root.querySelector('[part="counter"]')!,
    dialog: root.querySelector('dialog')!,
    radios: [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')],
  };
}

/** Types into the field as a visitor would (keyboard events, React's onChange). */
async function typeName(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/** Events of `name` dispatched on the document while the test runs. */
function record(name: string): { events: CustomEvent[]; stop(): void } {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent);
  document.addEventListener(name, listener);
  return { events, stop: () => document.removeEventListener(name, listener) };
}

/** The element that has the focus, looking into shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function openDialog(parts: Parts, name = 'Sexta do Rock'): Promise<void> {
  await typeName(parts.input, name);
  parts.submit.click();
  await waitFor(() => parts.dialog.open, 'the dialog to open');
}

describe('<echojam-create-room>', () => {
  afterEach(cleanup);

  describe('form', () => {
    it('starts with an empty name, the submit button disabled and public chosen', async () => {
      const { input, submit, radios } = await setup();
      expect(input.value).to.equal('');
      expect(input.required).to.equal(true);
      expect(submit.disabled).to.equal(true);
      expect(radios.map((radio) => [radio.value, radio.checked])).to.deep.equal([
        ['public', true],
        ['private', false],
      ]);
    });

    it('keeps the submit button disabled while the name is only spaces', async () => {
      const { input, submit } = await setup();
      await typeName(input, '   ');
      await waitFor(() => input.value === '   ', 'the spaces to be typed');
      expect(submit.disabled).to.equal(true);
      await sendKeys({ type: 'a' });
      await waitFor(() => !submit.disabled, 'submit enabled by a letter');
      await sendKeys({ press: 'Backspace' });
      await waitFor(() => submit.disabled, 'submit disabled again');
    });

    it('shows a live character counter and stops at 40 characters', async () => {
      const { input, counter, root } = await setup();
      expect(counter.textContent).to.equal('\u20070/40');
      await typeName(input, 'Sexta do Rock');
      await waitFor(() => counter.textContent === '13/40', 'counter at 13/40');
      await sendKeys({ type: 'x'.repeat(40) });
      await waitFor(() => counter.textContent === '40/40', 'counter at 40/40');
      expect(input.value).to.have.length(40);
      expect(input.maxLength).to.equal(40);
      expect(root.querySelector('[aria-live="polite"]')!.textContent).to.include('Limite de 40 caracteres');
    });

    it('gives the field an accessible name and a description with the rules', async () => {
      const { input, root } = await setup();
      expect(input.labels?.[0]?.textContent).to.equal('Nome da sala');
      const hint = root.getElementById(input.getAttribute('aria-describedby')!)!;
      expect(hint.textContent).to.equal('Obrigatório, até 40 caracteres.');
    });

    it('changes the room type with the arrow keys', async () => {
      const { radios } = await setup();
      radios[0]!.focus();
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => radios[1]!.checked, 'private checked');
      expect(radios[0]!.checked).to.equal(false);
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => radios[0]!.checked, 'public checked again');
    });

    it('draws the unchecked room type as an empty ring (not a filled disc that reads as disabled), the checked one filled with a check', async () => {
      const { radios } = await setup();
      const [checked, unchecked] = [radios.find((radio) => radio.checked)!, radios.find((radio) => !radio.checked)!];
      expect(getComputedStyle(unchecked).appearance).to.equal('none');
      // Nothing painted inside the ring: the same fill as an element whose background is transparent.
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.background = 'transparent';
      expect(getComputedStyle(unchecked).backgroundColor).to.equal(getComputedStyle(probe).backgroundColor);
      probe.remove();
      // The check mark: scaled to nothing when unchecked, shown (a turned box) when checked.
      expect(getComputedStyle(unchecked, '::before').transform).to.equal('matrix(0, 0, 0, 0, 0, 0)');
      expect(getComputedStyle(checked, '::before').transform).to.equal(
        'matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)',
      );
      expect(getComputedStyle(checked).backgroundColor).to.not.equal(getComputedStyle(unchecked).backgroundColor);
      // The chosen card itself is marked, not only its radio: a second, inner accent border.
      const card = (radio: HTMLInputElement) => radio.closest('[part="type-option"]')!;
      expect(getComputedStyle(card(checked)).boxShadow).to.not.equal('none');
      expect(getComputedStyle(card(unchecked)).boxShadow).to.equal('none');
      expect(unchecked.disabled).to.equal(false);
    });

    it('describes each room type with its label and its limit', async () => {
      const { root } = await setup();
      const options = [...root.querySelectorAll('[part="type-option"]')].map((option) => option.textContent);
      expect(options).to.have.length(ROOM_TYPES.length);
      ROOM_TYPES.forEach((type, index) => expect(options[index]).to.include(type.label).and.include(type.description));
    });

    it('lists every feature a Jam comes with', async () => {
      const { root } = await setup();
      const items = [...root.querySelectorAll('[part="features"] li')].map((item) => item.textContent);
      expect(items).to.have.length(ROOM_FEATURES.length);
      ROOM_FEATURES.forEach((feature, index) => expect(items[index]).to.include(feature.title));
    });
  });

  describe('submitting', () => {
    it('submits with Enter, emitting echojam-room-preview with the trimmed name and the type', async () => {
      const parts = await setup();
      const previews = record('echojam-room-preview');
      try {
        parts.radios[1]!.click();
        await typeName(parts.input, '  Sexta do Rock  ');
        await sendKeys({ press: 'Enter' });
        await waitFor(() => parts.dialog.open, 'the dialog to open');
      } finally {
        previews.stop();
      }
      expect(previews.events).to.have.length(1);
      expect(previews.events[0]!.detail).to.deep.equal({ name: 'Sexta do Rock', type: 'private' });
      expect(previews.events[0]!.bubbles && previews.events[0]!.composed).to.equal(true);
      expect(previews.events[0]!.target).to.equal(parts.element);
    });

    it('does nothing on Enter while the name is empty', async () => {
      const parts = await setup();
      const previews = record('echojam-room-preview');
      try {
        await typeName(parts.input, '  ');
        // Enter's implicit submission and React's handler run before sendKeys returns.
        await sendKeys({ press: 'Enter' });
      } finally {
        previews.stop();
      }
      expect(previews.events).to.have.length(0);
      expect(parts.dialog.open).to.equal(false);
    });

    it('makes no request: no fetch, no XMLHttpRequest, no navigation', async () => {
      const calls: string[] = [];
      const originalFetch = window.fetch;
      const originalOpen = XMLHttpRequest.prototype.open;
      const originalBeacon = navigator.sendBeacon;
      window.fetch = (...args: Parameters<typeof fetch>) => {
        calls.push(`fetch ${String(args[0])}`);
        return originalFetch(...args);
      };
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        calls.push(`xhr ${String(args[1])}`);
        return (originalOpen as (...a: unknown[]) => void).apply(this, args);
      } as typeof XMLHttpRequest.prototype.open;
      navigator.sendBeacon = (url: string | URL) => {
        calls.push(`beacon ${String(url)}`);
        return true;
      };
      const submits: Event[] = [];
      const onSubmit = (event: Event) => submits.push(event);
      try {
        const parts = await setup();
        parts.root.addEventListener('submit', onSubmit, true);
        await openDialog(parts);
        expect(submits).to.have.length(1);
        expect(submits[0]!.defaultPrevented, 'the form submission is cancelled').to.equal(true);
      } finally {
        window.fetch = originalFetch;
        XMLHttpRequest.prototype.open = originalOpen;
        navigator.sendBeacon = originalBeacon;
      }
      expect(calls).to.deep.equal([]);
      expect(location.pathname).to.not.include('room-name');
    });
  });

  describe('the modal', () => {
    it('opens as a modal saying rooms are created in the app, with the room name as text', async () => {
      const parts = await setup();
      await openDialog(parts, '<b>Festa</b>');
      expect(parts.dialog.matches(':modal')).to.equal(true);
      expect(parts.dialog.textContent).to.include(APP_EXCLUSIVE_TITLE);
      const name = parts.dialog.querySelector('.dialog__room-name')!;
      expect(name.textContent).to.equal('<b>Festa</b>');
      expect(name.querySelector('b')).to.equal(null);
      const defaultType = ROOM_TYPES.find((type) => type.value === DEFAULT_ROOM_TYPE)!;
      expect(parts.dialog.querySelector('.dialog__room-type')!.textContent).to.equal(defaultType.label);
      const title = parts.root.getElementById(parts.dialog.getAttribute('aria-labelledby')!)!;
      expect(title.textContent).to.equal(APP_EXCLUSIVE_TITLE);
    });

    it('moves the focus into the dialog when it opens', async () => {
      const parts = await setup();
      await openDialog(parts);
      await waitFor(() => parts.dialog.contains(deepActiveElement()), 'focus inside the dialog');
      expect(deepActiveElement()!.getAttribute('aria-label')).to.equal('Fechar');
    });

    it('closes with Escape and gives the focus back to the submit button', async () => {
      const parts = await setup();
      await openDialog(parts);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !parts.dialog.open, 'the dialog to close');
      await waitFor(() => deepActiveElement() === parts.submit, 'focus back on submit');
    });

    it('closes with its close button and gives the focus back to the submit button', async () => {
      const parts = await setup();
      await typeName(parts.input, 'Sexta');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => parts.dialog.open, 'the dialog to open');
      // Keyboard only: the close button has the focus; Enter activates it.
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !parts.dialog.open, 'the dialog to close');
      await waitFor(() => deepActiveElement() === parts.submit, 'focus back on submit');
    });

    it('closes on a click on the backdrop, not on a click inside', async () => {
      const parts = await setup();
      await openDialog(parts);
      const box = parts.dialog.getBoundingClientRect();
      const inside = new MouseEvent('click', {
        bubbles: true,
        composed: true,
        clientX: box.left + 20,
        clientY: box.top + 60,
      });
      parts.dialog.querySelector('.dialog__text')!.dispatchEvent(inside);
      expect(parts.dialog.open, 'a click inside keeps it open').to.equal(true);
      // A click on the backdrop is reported with the <dialog> as target, outside its box.
      const outside = new MouseEvent('click', {
        bubbles: true,
        composed: true,
        clientX: Math.max(1, box.left - 10),
        clientY: Math.max(1, box.top - 10),
      });
      parts.dialog.dispatchEvent(outside);
      await waitFor(() => !parts.dialog.open, 'the dialog to close');
      await waitFor(() => deepActiveElement() === parts.submit, 'focus back on submit');
    });

    it('has Windows, Mac and Linux download links that open in a new tab and emit echojam-download', async () => {
      const allow = preventNavigation();
      const downloads = record('echojam-download');
      try {
        const parts = await setup();
        await openDialog(parts);
        const links = [...parts.dialog.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')];
        expect(links.map((link) => link.textContent!.replace(' (seu sistema)', ''))).to.deep.equal([
          'Baixar para Windows (abre em nova aba)',
          'Baixar para Mac (abre em nova aba)',
          'Baixar para Linux (abre em nova aba)',
        ]);
        for (const link of links) {
          expect(link.target).to.equal('_blank');
          expect(link.rel).to.equal('noopener noreferrer');
        }
        expect(links.map((link) => link.href)).to.deep.equal([
          DOWNLOAD_LINKS.windows,
          DOWNLOAD_LINKS.mac,
          DOWNLOAD_LINKS.linux,
        ]);
        links[1]!.click();
      } finally {
        downloads.stop();
        allow();
      }
      expect(downloads.events.map((event) => event.detail)).to.deep.equal([{ os: 'mac', url: DOWNLOAD_LINKS.mac }]);
      expect(downloads.events[0]!.composed).to.equal(true);
    });

    it("makes the visitor's own system the primary download, the other two secondary, all three the same size", async () => {
      const os = detectOperatingSystem();
      expect(os, 'the test browser runs on a desktop system').not.to.equal(null);
      const parts = await setup();
      await openDialog(parts);
      const links = [...parts.dialog.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')];
      const primary = links.filter((link) => link.classList.contains('button--primary'));
      expect(primary).to.have.length(1);
      expect(primary[0]!.getAttribute('part')).to.include('download-button-recommended');
      expect(primary[0]!.textContent).to.include(`Baixar para ${OS_LABELS[os!]} (seu sistema)`);
      expect(links.filter((link) => link.classList.contains('button--secondary'))).to.have.length(2);
      const widths = new Set(links.map((link) => Math.round(link.getBoundingClientRect().width)));
      expect(widths.size).to.equal(1);
    });

    it('uses the download URLs of its attributes', async () => {
      const parts = await setup(
        '<echojam-create-room windows-url="https://partner.example/w.zip" mac-url="https://partner.example/m.zip" linux-url="https://partner.example/l.zip"></echojam-create-room>',
      );
      await openDialog(parts);
      const hrefs = [...parts.dialog.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')].map(
        (link) => link.href,
      );
      expect(hrefs).to.deep.equal([
        'https://partner.example/w.zip',
        'https://partner.example/m.zip',
        'https://partner.example/l.zip',
      ]);
    });
  });

  describe('attributes', () => {
    it('refuses javascript: URLs with one warning each and keeps the default links', async () => {
      let parts!: Awaited<ReturnType<typeof setup>>;
      const warnings = await captureWarnings(async () => {
        parts = await setup(
          '<echojam-create-room windows-url="javascript:alert(1)" mac-url="data:text/html,hi"></echojam-create-room>',
        );
      });
      expect(warnings).to.have.length(2);
      expect(warnings[0]).to.include('windows-url="javascript:alert(1)"');
      expect(warnings[1]).to.include('mac-url="data:text/html,hi"');
      await openDialog(parts);
      const hrefs = [...parts.dialog.querySelectorAll<HTMLAnchorElement>('a[part~="download-button"]')].map(
        (link) => link.href,
      );
      expect(hrefs).to.deep.equal([DOWNLOAD_LINKS.windows, DOWNLOAD_LINKS.mac, DOWNLOAD_LINKS.linux]);
    });

    it('shows a hostile product-name as text and runs nothing', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      const alerts: unknown[] = [];
      const originalAlert = window.alert;
      window.alert = (message?: unknown) => alerts.push(message);
      try {
        const element = mount('<echojam-create-room></echojam-create-room>');
        element.setAttribute('product-name', hostile);
        const root = await rendered(element);
        const parts = {
          root,
          input: root.querySelector<HTMLInputElement>('input[type="text"]')!,
          submit: root.querySelector<HTMLButtonElement>('button[type="submit"]')!,
          dialog: root.querySelector('dialog')!,
        } as Parts;
        await openDialog(parts);
        expect(root.querySelector('img')).to.equal(null);
        expect(parts.dialog.querySelector('.dialog__text')!.textContent).to.include(`no app ${hostile}`);
      } finally {
        window.alert = originalAlert;
      }
      expect(alerts).to.deep.equal([]);
    });
  });

  it('contains a render error in its own box (error boundary)', async () => {
    const healthy = await renderBesideBrokenCopy(CreateRoomElement, 'a sala quebrou');
    expect(healthy.querySelector('button[type="submit"]')).to.not.equal(null);
  });

  describe('accessibility', () => {
    it('has no axe violations with the form', async () => {
      const { element } = await setup();
      expect(await axeViolations(element)).to.deep.equal([]);
    });

    it('has no axe violations with the modal open', async () => {
      const parts = await setup();
      await openDialog(parts);
      expect(await axeViolations(parts.element)).to.deep.equal([]);
    });

    it('is usable at 360 px: nothing overflows sideways, the modal included', async () => {
      await setViewport({ width: 360, height: 740 });
      try {
        const parts = await setup();
        const form = parts.root.querySelector('form')!;
        expect(form.scrollWidth).to.be.at.most(form.clientWidth + 1);
        await openDialog(parts);
        const box = parts.dialog.getBoundingClientRect();
        expect(box.left).to.be.at.least(0);
        expect(box.right).to.be.at.most(360);
        expect(parts.dialog.scrollWidth).to.be.at.most(parts.dialog.clientWidth + 1);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  });
});
