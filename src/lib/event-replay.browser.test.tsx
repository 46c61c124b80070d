import { expect } from 'chai';
import { useState } from 'react';
import { defineWidget } from './define-widget.tsx';
import { replayEarlyInteractions } from './event-replay.ts';
import { createLazyDefiner } from './lazy-define.ts';
import type { WidgetProps } from './widget-types.ts';
import { cleanup, live, mountBuildTimeRender, waitFor } from '../../tests/browser/widget-fixture.ts';

/** A widget whose button needs code: it counts clicks. */
function Counter(_props: WidgetProps<Record<string, never>>) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" className="count" onClick={() => setClicks((value) => value + 1)}>
      {`${clicks} cliques`}
    </button>
  );
}

const counter = {
  tag: 'echojam-replay-probe' as const,
  attributes: {},
  component: Counter,
  css: '',
  docs: { summary: '', events: {}, parts: {}, cssProperties: {} },
  hydrateOnSite: true,
};

describe('replayEarlyInteractions', () => {
  afterEach(cleanup);

  it('loads a widget at the first click on it and replays that click on the same button once it is live', async () => {
    const requested: string[] = [];
    let arrive!: () => void;
    const definer = createLazyDefiner({
      [counter.tag]: () => {
        requested.push(counter.tag);
        return new Promise<void>((resolve) => (arrive = resolve)).then(() => void defineWidget(counter));
      },
    });
    replayEarlyInteractions(definer, document);
    const element = mountBuildTimeRender(counter);
    const button = element.shadowRoot!.querySelector<HTMLButtonElement>('.count')!;
    expect(button.textContent).to.equal('0 cliques');

    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    button.dispatchEvent(click);
    expect(requested, 'the code was asked for at once').to.deep.equal([counter.tag]);
    expect(click.defaultPrevented, 'held: no native default action meanwhile').to.equal(true);
    expect(button.textContent, 'nothing happens before the code is there').to.equal('0 cliques');

    arrive();
    await live(element);
    await waitFor(() => button.textContent === '1 cliques', 'the held click to count');
    expect(element.shadowRoot!.querySelector('.count'), 'the same button, hydrated').to.equal(button);
  });
});
