import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { FAQ } from '../../src/content/faq.ts';
import {
  animationsFinished,
  axeViolations,
  captureWarnings,
  cleanup,
  mount,
  rendered,
  renderBesideBrokenCopy,
  waitFor,
} from '../../tests/browser/widget-fixture.ts';
import { FaqElement } from './define.ts';

function triggers(root: ShadowRoot): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>('button[part="trigger"]')];
}

function expanded(root: ShadowRoot): boolean[] {
  return triggers(root).map((trigger) => trigger.getAttribute('aria-expanded') === 'true');
}

/** The answer region a question controls. */
function answerOf(root: ShadowRoot, trigger: HTMLButtonElement): HTMLElement | null {
  const id = trigger.getAttribute('aria-controls');
  return id ? root.getElementById(id) : null;
}

/** The answer once it is open and shown (answers stay in the markup while closed, not shown). */
function openAnswerOf(root: ShadowRoot, trigger: HTMLButtonElement): HTMLElement | null {
  const answer = answerOf(root, trigger);
  return trigger.getAttribute('aria-expanded') === 'true' && answer?.checkVisibility() ? answer : null;
}

const closedExcept = (...open: number[]) => FAQ.map((_item, index) => open.includes(index));

/** Which question has the focus, by its place in the list (-1 when none): an index fails with a short message. */
const focusedIndex = (root: ShadowRoot) => triggers(root).findIndex((trigger) => trigger === root.activeElement);

const LAST = FAQ.length - 1;
const MIDDLE = Math.floor(FAQ.length / 2);

describe('<echojam-faq>', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    cleanup();
  });

  it('is defined once and shows every question of the content, all closed, as buttons inside headings', async () => {
    expect(customElements.get('echojam-faq') === FaqElement, 'defined as FaqElement').to.equal(true);
    const root = await rendered(mount('<echojam-faq></echojam-faq>'));
    expect(triggers(root).map((trigger) => trigger.textContent)).to.deep.equal(FAQ.map((item) => item.question));
    expect(expanded(root)).to.deep.equal(closedExcept());
    expect(triggers(root).every((trigger) => trigger.parentElement!.localName === 'h3')).to.equal(true);
  });

  it('keeps every answer in its tree while closed, not shown, in a region labelled by its question', async () => {
    const root = await rendered(mount('<echojam-faq></echojam-faq>'));
    triggers(root).forEach((trigger, index) => {
      const answer = answerOf(root, trigger)!;
      expect(answer.textContent).to.equal(FAQ[index]!.answer.join(''));
      expect(answer.getAttribute('role')).to.equal('region');
      expect(answer.getAttribute('aria-labelledby')).to.equal(trigger.id);
      expect(answer.checkVisibility()).to.equal(false);
    });
    triggers(root)[MIDDLE]!.click();
    await waitFor(() => openAnswerOf(root, triggers(root)[MIDDLE]!), 'the middle answer shown');
    expect(triggers(root).map((trigger) => answerOf(root, trigger)!.checkVisibility())).to.deep.equal(
      closedExcept(MIDDLE),
    );
  });

  it('opens and closes items independently, showing the answers in labelled regions', async () => {
    const root = await rendered(mount('<echojam-faq></echojam-faq>'));
    const [first, , third] = triggers(root);
    first!.click();
    await waitFor(() => expanded(root)[0], 'first open');
    third!.click();
    await waitFor(() => expanded(root)[2], 'third open');
    expect(expanded(root)).to.deep.equal(closedExcept(0, 2));
    const answer = answerOf(root, third!)!;
    expect(answer.getAttribute('role')).to.equal('region');
    expect(answer.getAttribute('aria-labelledby')).to.equal(third!.id);
    expect(answer.textContent).to.equal(FAQ[2]!.answer.join(''));
    first!.click();
    await waitFor(() => !expanded(root)[0], 'first closed');
    expect(expanded(root)).to.deep.equal(closedExcept(2));
    expect(answerOf(root, third!)!.textContent).to.equal(FAQ[2]!.answer.join(''));
  });

  it('follows the WAI-ARIA accordion keyboard pattern', async () => {
    const root = await rendered(mount('<echojam-faq></echojam-faq>'));
    triggers(root)[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex(root)).to.equal(1);
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex(root)).to.equal(2);
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedIndex(root)).to.equal(1);
    await sendKeys({ press: 'End' });
    expect(focusedIndex(root), 'End moves to the last question').to.equal(LAST);
    await sendKeys({ press: 'Home' });
    expect(focusedIndex(root)).to.equal(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expanded(root)[0], 'Enter opens');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    await waitFor(() => expanded(root)[1], 'Space opens');
    expect(expanded(root)).to.deep.equal(closedExcept(0, 1));
    await sendKeys({ press: 'Space' });
    await waitFor(() => !expanded(root)[1], 'Space closes');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !expanded(root)[0], 'Enter closes');
  });

  it('reaches every question with Tab', async () => {
    const root = await rendered(mount('<echojam-faq></echojam-faq>'));
    triggers(root)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focusedIndex(root)).to.equal(1);
  });

  it('tells the page which question was opened or closed', async () => {
    const element = mount('<echojam-faq></echojam-faq>');
    const root = await rendered(element);
    const received: unknown[] = [];
    element.addEventListener('echojam-faq-toggle', (event) => received.push((event as CustomEvent).detail));
    triggers(root)[MIDDLE]!.click();
    await waitFor(() => expanded(root)[MIDDLE], 'open');
    triggers(root)[MIDDLE]!.click();
    await waitFor(() => !expanded(root)[MIDDLE], 'closed');
    expect(received).to.deep.equal([
      { id: FAQ[MIDDLE]!.id, open: true },
      { id: FAQ[MIDDLE]!.id, open: false },
    ]);
  });

  it('animates the opening only when motion is allowed', async () => {
    const root = await rendered(mount('<echojam-faq></echojam-faq>'));
    // Radix animates nothing in the frame the accordion mounts in: open after it has been painted.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    triggers(root)[0]!.click();
    const moving = await waitFor(() => openAnswerOf(root, triggers(root)[0]!), 'answer');
    expect(getComputedStyle(moving).animationName).to.equal('faq-open');
    await emulateMedia({ reducedMotion: 'reduce' });
    triggers(root)[1]!.click();
    const still = await waitFor(() => openAnswerOf(root, triggers(root)[1]!), 'answer');
    expect(getComputedStyle(still).animationName).to.equal('none');
  });

  it('uses the heading level given, and the default with one warning for a bad or hostile value', async () => {
    const root = await rendered(mount('<echojam-faq heading-level="2"></echojam-faq>'));
    expect(triggers(root)[0]!.parentElement!.localName).to.equal('h2');
    for (const bad of ['9', '<img src=x onerror="window.__pwned=1">']) {
      let element!: HTMLElement;
      const warnings = await captureWarnings(async () => {
        element = mount(`<echojam-faq heading-level='${bad}'></echojam-faq>`);
        await rendered(element);
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include(`heading-level="${bad}"`);
      expect(triggers(element.shadowRoot!)[0]!.parentElement!.localName).to.equal('h3');
      expect(element.shadowRoot!.querySelector('img')).to.equal(null);
    }
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('finds no accessibility problem, closed and open', async () => {
    const element = mount('<echojam-faq></echojam-faq>');
    const root = await rendered(element);
    expect(await axeViolations(element)).to.deep.equal([]);
    triggers(root).forEach((trigger) => trigger.click());
    await waitFor(() => expanded(root).every(Boolean), 'all open');
    await animationsFinished();
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('contains a render error in its own box', async () => {
    expect(triggers(await renderBesideBrokenCopy(FaqElement, 'faq exploded'))).to.have.length(FAQ.length);
  });
});
