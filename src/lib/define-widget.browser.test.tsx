import { expect } from 'chai';
import { attr } from './attributes.ts';
import { defineWidget } from './define-widget.tsx';
import type { WidgetProps } from './widget-types.ts';
import {
  captureErrors,
  captureWarnings,
  cleanup,
  live,
  mount,
  mountBuildTimeRender,
  rendered,
  waitFor,
} from '../../tests/browser/widget-fixture.ts';

const attributes = {
  mode: attr.oneOf('Mode.', ['calm', 'loud'], 'calm'),
  shiny: attr.boolean('Shiny.'),
  link: attr.url('A link.', 'https://example.com/default'),
  name: attr.text('A name.', 'EchoJam', 40),
  explode: attr.oneOf('Throws while rendering.', ['no', 'message', 'status'], 'no'),
};

interface ProbeEvents {
  'echojam-probe': { mode: string };
}

function Probe({ mode, shiny, link, explode, emit }: WidgetProps<typeof attributes, ProbeEvents>) {
  if (explode === 'message') throw new Error('the probe broke');
  if (explode === 'status') throw Object.assign(new Error('not found'), { status: 404, statusText: 'Not Found' });
  return (
    <div className="probe" part="probe">
      <p className="state">{`${mode}|${shiny}|${link}`}</p>
      <button type="button" onClick={() => emit('echojam-probe', { mode })}>
        Emitir
      </button>
    </div>
  );
}

const definition = {
  tag: 'echojam-probe' as const,
  attributes,
  component: Probe,
  css: '.state { color: rgb(1, 2, 3); } p { margin: 0; }',
  docs: { summary: 'Test widget.', events: {}, parts: {}, cssProperties: {} },
  hydrateOnSite: true,
};
const ProbeElement = defineWidget(definition);

async function stateOf(element: HTMLElement): Promise<string> {
  const root = await rendered(element);
  return root.querySelector('.state')!.textContent!;
}

describe('defineWidget', () => {
  afterEach(cleanup);

  it('defines the tag once: a second definition is harmless and returns the first class', () => {
    expect(customElements.get('echojam-probe')).to.equal(ProbeElement);
    expect(defineWidget(definition)).to.equal(ProbeElement);
  });

  it('renders into an open shadow root with the base and widget CSS adopted', async () => {
    const element = mount('<echojam-probe></echojam-probe>');
    const root = await rendered(element);
    expect(element.shadowRoot?.mode).to.equal('open');
    expect(root.adoptedStyleSheets).to.have.length(2);
    expect(getComputedStyle(root.querySelector('.state')!).color).to.equal('rgb(1, 2, 3)');
  });

  it('keeps page CSS out and widget CSS in', async () => {
    const style = document.createElement('style');
    style.textContent = 'p, .state { color: rgb(255, 0, 0) !important; margin: 40px !important; }';
    document.head.append(style);
    try {
      const element = mount('<div><echojam-probe></echojam-probe><p class="state outside">fora</p></div>');
      const root = await rendered(element.querySelector('echojam-probe')!);
      expect(getComputedStyle(root.querySelector('.state')!).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(element.querySelector('.outside')!).color).to.equal('rgb(255, 0, 0)');
    } finally {
      style.remove();
    }
  });

  it('hydrates its build-time render in place: the same nodes, no mismatch, and it works', async () => {
    let element!: HTMLElement;
    let before!: Element;
    const errors = await captureErrors(async () => {
      element = mountBuildTimeRender(definition, { mode: 'loud', shiny: '' });
      before = element.shadowRoot!.querySelector('.state')!;
      expect(before.textContent, 'rendered before any script').to.equal('loud|true|https://example.com/default');
      expect(element.matches(':state(live)')).to.equal(false);
      await live(element);
      expect(element.matches(':state(live)'), 'the custom state partners and tests can read').to.equal(true);
    });
    expect(errors).to.deep.equal([]);
    expect(element.shadowRoot!.querySelector('.state')).to.equal(before);
    expect(element.shadowRoot!.querySelectorAll('[data-root]')).to.have.length(1);
    const received: Event[] = [];
    element.addEventListener('echojam-probe', (event) => received.push(event));
    element.shadowRoot!.querySelector('button')!.click();
    expect(received, 'event handlers attached by hydration').to.have.length(1);
  });

  it('honours properties set on the element before its code loaded', async () => {
    const element = document.createElement('echojam-probe-late') as HTMLElement & { mode?: string };
    element.mode = 'loud';
    mount('<div></div>').append(element);
    defineWidget({ ...definition, tag: 'echojam-probe-late' });
    expect(element.mode).to.equal('loud');
    expect(await stateOf(element)).to.match(/^loud\|/);
  });

  it('keeps its React tree when the element is moved', async () => {
    const holder = mount('<div><echojam-probe></echojam-probe><section></section></div>');
    const element = holder.querySelector<HTMLElement>('echojam-probe')!;
    const state = (await rendered(element)).querySelector('.state');
    holder.querySelector('section')!.append(element);
    await Promise.resolve(); // the deferred unmount check has run
    expect(element.shadowRoot!.querySelector('.state'), 'same node after remove + append').to.equal(state);
  });

  it('reads a bare boolean attribute as true and its removal as false', async () => {
    const element = mount('<echojam-probe shiny></echojam-probe>');
    expect(await stateOf(element)).to.equal('calm|true|https://example.com/default');
    element.removeAttribute('shiny');
    await waitFor(() => element.shadowRoot!.querySelector('.state')!.textContent!.includes('|false|'), 'shiny=false');
    element.setAttribute('shiny', 'false');
    element.setAttribute('mode', 'loud');
    await waitFor(
      () => element.shadowRoot!.querySelector('.state')!.textContent === 'loud|false|https://example.com/default',
      'loud',
    );
  });

  it('falls back to the default after removing an attribute', async () => {
    const element = mount('<echojam-probe mode="loud"></echojam-probe>');
    expect(await stateOf(element)).to.match(/^loud\|/);
    element.removeAttribute('mode');
    await waitFor(
      () => element.shadowRoot!.querySelector('.state')!.textContent!.startsWith('calm|'),
      'mode back to calm',
    );
  });

  it('warns once, naming attribute and value, and uses the default for a bad value', async () => {
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = mount('<echojam-probe mode="purple"></echojam-probe>');
      await stateOf(element);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('mode="purple"');
    expect(await stateOf(element)).to.match(/^calm\|/);
  });

  it('accepts only http(s) URLs', async () => {
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = mount('<echojam-probe link="javascript:alert(1)"></echojam-probe>');
      await stateOf(element);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('link="javascript:alert(1)"');
    expect(await stateOf(element)).to.equal('calm|false|https://example.com/default');
    element.setAttribute('link', 'https://partner.example/app.zip');
    await waitFor(
      () => element.shadowRoot!.querySelector('.state')!.textContent!.endsWith('https://partner.example/app.zip'),
      'new link',
    );
  });

  it('sets properties through their attributes', async () => {
    const element = mount('<echojam-probe></echojam-probe>') as HTMLElement & { mode: string };
    await stateOf(element);
    element.mode = 'loud';
    expect(element.getAttribute('mode')).to.equal('loud');
    await waitFor(
      () => element.shadowRoot!.querySelector('.state')!.textContent!.startsWith('loud|'),
      'loud via property',
    );
  });

  it('parses a property like its attribute, even when the attribute already holds the value', async () => {
    type Probe = HTMLElement & { link: string; shiny: boolean | string; mode: string };
    const hostile = 'data:text/html,x';
    const orders: [string, (element: Probe) => void][] = [
      ['attribute, then the property to the same value', (element) => (element.link = element.getAttribute('link')!)],
      ['the property alone', (element) => (element.link = hostile)],
      [
        'the property, then the attribute',
        (element) => {
          element.link = hostile;
          element.setAttribute('link', hostile);
        },
      ],
    ];
    for (const [order, act] of orders) {
      const markup = order.startsWith('attribute')
        ? `<echojam-probe link="${hostile}"></echojam-probe>`
        : '<echojam-probe></echojam-probe>';
      const element = mount<Probe>(markup);
      await stateOf(element);
      await captureWarnings(async () => {
        act(element);
        element.shiny = true; // re-renders with whatever the element holds
        await waitFor(() => element.shadowRoot!.querySelector('.state')!.textContent!.includes('|true|'), order);
      });
      expect(element.link, order).to.equal('https://example.com/default');
      expect(await stateOf(element), order).to.equal('calm|true|https://example.com/default');
      element.remove();
    }
  });

  it('cuts an over-long name set by property with one warning, over the same attribute value', async () => {
    type Probe = HTMLElement & { name: string };
    const long = 'N'.repeat(500);
    let element!: Probe;
    const warnings = await captureWarnings(async () => {
      element = mount<Probe>(`<echojam-probe name="${long}"></echojam-probe>`);
      await stateOf(element);
      element.name = element.getAttribute('name')!;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('longer than 40 characters');
    expect(element.name).to.equal('N'.repeat(40));
    const other = mount<Probe>('<echojam-probe></echojam-probe>');
    const propertyWarnings = await captureWarnings(() => (other.name = long));
    expect(propertyWarnings).to.have.length(1);
    expect(other.name).to.equal('N'.repeat(40));
  });

  it('dispatches events that bubble out of the shadow root', async () => {
    const element = mount('<echojam-probe mode="loud"></echojam-probe>');
    const root = await rendered(element);
    const received: CustomEvent[] = [];
    const listener = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('echojam-probe', listener);
    root.querySelector('button')!.click();
    document.removeEventListener('echojam-probe', listener);
    expect(received).to.have.length(1);
    expect(received[0]!.detail).to.deep.equal({ mode: 'loud' });
    expect(received[0]!.bubbles && received[0]!.composed).to.equal(true);
    expect(received[0]!.target).to.equal(element);
  });

  it('contains a render error in the widget box and leaves the page working', async () => {
    const element = mount(
      '<div><echojam-probe explode="message"></echojam-probe><echojam-probe id="healthy"></echojam-probe></div>',
    );
    const broken = element.firstElementChild as HTMLElement;
    const root = await rendered(broken);
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.include('Unexpected Application Error!');
    expect(alert.textContent).to.include('the probe broke');
    expect(await stateOf(element.querySelector('#healthy')!)).to.match(/^calm\|/);
  });

  it('shows the status and text of an HTTP-like error', async () => {
    const element = mount('<echojam-probe explode="status"></echojam-probe>');
    const root = await rendered(element);
    expect(root.querySelector('[role="alert"]')!.textContent).to.include('404 Not Found');
  });
});
