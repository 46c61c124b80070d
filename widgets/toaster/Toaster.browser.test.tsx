import { expect } from 'chai';
import { CONTACT_SUCCESS_DESCRIPTION, CONTACT_SUCCESS_TITLE } from '../../src/content/contact.ts';
import { toast } from 'sonner';
import { defineWidget } from '../../src/lib/define-widget.tsx';
import {
  animationsFinished,
  axeViolations,
  cleanup,
  mount,
  rendered,
  waitFor,
} from '../../tests/browser/widget-fixture.ts';
import { toasterContract } from './contract.ts';
import { ToasterElement } from './define.ts';
import { ensureToaster, showToast } from '../../src/lib/show-toast.ts';
import { TOASTER_API, type ToasterElement as ToasterHost } from '../../src/lib/toaster-api.ts';
import css from './toaster.css?inline';

function ThrowingToaster(): never {
  throw new Error('toaster exploded');
}
defineWidget({ ...toasterContract, tag: 'echojam-toaster-throws-test', component: ThrowingToaster, css });

function toasters(): ToasterHost[] {
  return [...document.querySelectorAll<ToasterHost>('echojam-toaster')];
}

/** The toast whose title is `title`, inside the toaster's shadow root. */
function findToast(toaster: HTMLElement, title: string): HTMLElement | null {
  const toasts = toaster.shadowRoot?.querySelectorAll<HTMLElement>('[data-sonner-toast]') ?? [];
  return [...toasts].find((item) => item.querySelector('[data-title]')?.textContent === title) ?? null;
}

describe('<echojam-toaster>', () => {
  afterEach(() => {
    toast.dismiss();
    toasters().forEach((element) => element.remove());
    cleanup();
  });

  it('is defined once and renders a polite live region labelled in Portuguese', async () => {
    expect(customElements.get('echojam-toaster')).to.equal(ToasterElement);
    const element = mount('<echojam-toaster></echojam-toaster>');
    const root = await rendered(element);
    const region = root.querySelector('section')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.getAttribute('aria-label')).to.equal('Notificações alt+T');
    expect(element.getBoundingClientRect().height).to.equal(0);
  });

  it('creates the toast area on demand when the page has none, then shows the toast there', async () => {
    expect(toasters()).to.have.length(0);
    await showToast({ type: 'success', title: 'Olá', description: 'Tudo certo.' });
    expect(toasters()).to.have.length(1);
    const [toaster] = toasters();
    expect(toaster!.parentElement).to.equal(document.body);
    const item = await waitFor(() => findToast(toaster!, 'Olá'), 'the toast');
    expect(item.querySelector('[data-description]')!.textContent).to.equal('Tudo certo.');
    expect(item.getAttribute('data-type')).to.equal('success');
  });

  it('reuses the toast area already in the page', async () => {
    const existing = mount('<echojam-toaster id="da-pagina"></echojam-toaster>');
    expect(ensureToaster()).to.equal(existing);
    await showToast({ type: 'error', title: 'Deu ruim' });
    expect(toasters()).to.deep.equal([existing]);
    await waitFor(() => findToast(existing, 'Deu ruim'), 'the toast in the existing area');
  });

  it('keeps one toast area when two callers ask at the same time', async () => {
    await Promise.all([showToast({ type: 'success', title: 'Um' }), showToast({ type: 'success', title: 'Dois' })]);
    expect(toasters()).to.have.length(1);
    await waitFor(() => findToast(toasters()[0]!, 'Um') && findToast(toasters()[0]!, 'Dois'), 'both toasts');
  });

  it('shows toasts fixed at the bottom right of the window, styled by sonner inside the shadow root', async () => {
    await showToast({ type: 'success', title: 'Canto' });
    const item = await waitFor(() => findToast(toasters()[0]!, 'Canto'), 'the toast');
    await waitFor(() => item.getAttribute('data-mounted') === 'true', 'mounted toast');
    const list = item.closest('ol')!;
    expect(getComputedStyle(list).position).to.equal('fixed');
    const box = list.getBoundingClientRect();
    expect(window.innerWidth - box.right).to.be.lessThan(60);
    expect(window.innerHeight - box.bottom).to.be.lessThan(60);
    expect(list.getAttribute('data-y-position')).to.equal('bottom');
    expect(list.getAttribute('data-x-position')).to.equal('right');
  });

  it('exposes its API only while mounted', async () => {
    const element = mount<ToasterHost>('<echojam-toaster></echojam-toaster>');
    await waitFor(() => element[TOASTER_API], 'the API');
    element.remove();
    await waitFor(() => !element[TOASTER_API], 'the API to go away');
  });

  it('finds no accessibility problem with a toast shown', async () => {
    await showToast({
      type: 'success',
      title: CONTACT_SUCCESS_TITLE,
      description: CONTACT_SUCCESS_DESCRIPTION,
    });
    const toaster = toasters()[0]!;
    const item = await waitFor(() => findToast(toaster, CONTACT_SUCCESS_TITLE), 'the toast');
    await waitFor(() => item.getAttribute('data-mounted') === 'true', 'mounted toast');
    await animationsFinished();
    expect(await axeViolations(toaster)).to.deep.equal([]);
  });

  it('contains a render error in its own box', async () => {
    const element = mount(
      '<div><echojam-toaster-throws-test></echojam-toaster-throws-test><p id="depois">ok</p></div>',
    );
    const root = await rendered(element.firstElementChild as HTMLElement);
    const alert = root.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.include('Unexpected Application Error!');
    expect(alert.textContent).to.include('toaster exploded');
    expect(element.querySelector('#depois')!.textContent).to.equal('ok');
  });
});
