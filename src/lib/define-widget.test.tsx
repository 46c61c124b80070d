import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr } from './attributes.ts';
import { attributeName } from './attribute-name.ts';
import { defineWidget } from './define-widget.tsx';
import type { WidgetProps } from './widget-types.ts';

const attributes = { tone: attr.oneOf('', ['soft', 'loud'], 'soft'), muted: attr.boolean('') };

function Echo({ tone, muted }: WidgetProps<typeof attributes>) {
  return <p className="echo">{`${tone}/${muted}`}</p>;
}

const definition = {
  tag: 'echojam-unit-echo' as const,
  attributes,
  component: Echo,
  css: '.echo{}',
  docs: { summary: '', events: {}, parts: {}, cssProperties: {} },
  hydrateOnSite: true,
};

async function create(markup: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = markup;
    document.body.append(holder);
  });
  return holder.firstElementChild as HTMLElement;
}

describe('defineWidget (happy-dom)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('maps camelCase props to kebab-case attributes', () => {
    expect(attributeName('windowsUrl')).toBe('windows-url');
    expect(attributeName('productName')).toBe('product-name');
    expect(attributeName('variant')).toBe('variant');
  });

  it('defines once and returns the existing class the second time', () => {
    const first = defineWidget(definition);
    expect(defineWidget({ ...definition, component: () => null })).toBe(first);
    expect(customElements.get('echojam-unit-echo')).toBe(first);
  });

  it('renders typed attribute values and follows changes and removals', async () => {
    defineWidget(definition);
    const element = await create('<echojam-unit-echo tone="loud" muted></echojam-unit-echo>');
    expect(element.shadowRoot?.querySelector('.echo')?.textContent).toBe('loud/true');
    await act(async () => element.removeAttribute('muted'));
    await act(async () => element.removeAttribute('tone'));
    expect(element.shadowRoot?.querySelector('.echo')?.textContent).toBe('soft/false');
  });

  it('warns once about a bad value and uses the default', async () => {
    defineWidget(definition);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = await create('<echojam-unit-echo tone="purple"></echojam-unit-echo>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('tone="purple"');
    expect(element.shadowRoot?.querySelector('.echo')?.textContent).toBe('soft/false');
  });
});
