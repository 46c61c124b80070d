import { expect } from 'chai';
import type { AttributeSchema } from '../lib/attributes.ts';
import { defineWidget } from '../lib/define-widget.tsx';
import type { WidgetDefinition } from '../lib/widget-types.ts';
import { captureErrors, cleanup, live, mountBuildTimeRender } from '../../tests/browser/widget-fixture.ts';

const widgetModules = import.meta.glob<Record<string, WidgetDefinition<AttributeSchema, unknown>>>(
  '../../widgets/*/widget.ts',
  { eager: true },
);
const WIDGETS = Object.values(widgetModules).flatMap((module) => Object.values(module));

/** Attributes our pages or partners use, besides the defaults. */
const VARIANTS: Record<string, Record<string, string>[]> = {
  'echojam-download-bar': [{}, { variant: 'inline' }],
  'echojam-player-demo': [{}, { variant: 'compact', 'image-base': 'https://cdn.example' }],
  'echojam-contact-form': [{}, { endpoint: 'https://parceiro.example/contato' }],
};

describe('every widget hydrates its build-time render', () => {
  afterEach(cleanup);

  for (const widget of WIDGETS) {
    for (const attributes of VARIANTS[widget.tag] ?? [{}]) {
      it(`<${widget.tag}> ${JSON.stringify(attributes)}: same nodes, no mismatch reported`, async () => {
        let element!: HTMLElement;
        let nodes!: Element[];
        const errors = await captureErrors(async () => {
          element = mountBuildTimeRender(widget, attributes);
          nodes = [...element.shadowRoot!.querySelectorAll('[data-root] *')];
          defineWidget(widget);
          await live(element);
        });
        expect(errors).to.deep.equal([]);
        const after = [...element.shadowRoot!.querySelectorAll('[data-root] *')];
        expect(nodes.length, 'the render had content').to.be.greaterThan(0);
        expect(
          after.slice(0, nodes.length).every((node, index) => node === nodes[index]),
          'the same DOM nodes',
        ).to.equal(true);
      });
    }
  }
});
