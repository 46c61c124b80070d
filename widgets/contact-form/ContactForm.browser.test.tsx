import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { toast } from 'sonner';
import {
  CONTACT_DELAY_MS,
  CONTACT_SENDING_LABEL,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from '../../src/content/contact.ts';
import {
  animationsFinished,
  axeViolations,
  captureWarnings,
  cleanup,
  holdTimeouts,
  mount,
  rendered,
  renderBesideBrokenCopy,
  waitFor,
} from '../../tests/browser/widget-fixture.ts';
import type { ContactSubmitDetail } from './contract.ts';
import '../../tests/browser/toaster.ts';
import { ContactFormElement } from './define.ts';
import { sendMessage } from './send-message.ts';

const SUCCESS_TITLE = CONTACT_SUCCESS_TITLE;
const SUCCESS_DESCRIPTION = CONTACT_SUCCESS_DESCRIPTION;
const ENDPOINT = 'https://parceiro.example/contato';

type Field = HTMLInputElement | HTMLTextAreaElement;

function field(root: ShadowRoot, name: string): Field {
  return root.querySelector<Field>(`[name="${name}"]`)!;
}

function submitButton(root: ShadowRoot): HTMLButtonElement {
  return root.querySelector('button[type="submit"]')!;
}

/** Types into a field with the real keyboard (React sees real input events). */
async function type(root: ShadowRoot, name: string, text: string): Promise<void> {
  field(root, name).focus();
  await sendKeys({ type: text });
}

async function fillValid(root: ShadowRoot): Promise<void> {
  await type(root, 'name', 'Ana Souza');
  await type(root, 'email', 'ana@exemplo.com');
  await type(root, 'message', 'Adorei o app!');
}

/** The message shown for a field through its aria-describedby. */
function describedBy(root: ShadowRoot, name: string): string | null {
  const id = field(root, name).getAttribute('aria-describedby');
  return id ? (root.getElementById(id)?.textContent ?? null) : null;
}

function toasters(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('echojam-toaster')];
}

function findToast(title: string): HTMLElement | null {
  for (const toaster of toasters()) {
    for (const item of toaster.shadowRoot?.querySelectorAll<HTMLElement>('[data-sonner-toast]') ?? []) {
      if (item.querySelector('[data-title]')?.textContent === title) return item;
    }
  }
  return null;
}

/** Replaces window.fetch for one test; records every call. */
function stubFetch(respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    calls.push({ url: String(input), init });
    return respond(input, init);
  };
  return { calls, restore: () => (window.fetch = original) };
}

function nextSubmit(element: HTMLElement): Promise<ContactSubmitDetail> {
  return new Promise((resolve) =>
    document.addEventListener(
      'echojam-contact-submit',
      (event) => {
        expect(event.target).to.equal(element);
        resolve((event as CustomEvent<ContactSubmitDetail>).detail);
      },
      { once: true },
    ),
  );
}

describe('<echojam-contact-form>', () => {
  let fetchStub: ReturnType<typeof stubFetch> | null = null;

  afterEach(() => {
    fetchStub?.restore();
    fetchStub = null;
    toast.dismiss();
    toasters().forEach((element) => element.remove());
    cleanup();
  });

  it('is defined once, with the three required fields of the right types', async () => {
    expect(customElements.get('echojam-contact-form')).to.equal(ContactFormElement);
    const root = await rendered(mount('<echojam-contact-form></echojam-contact-form>'));
    expect(field(root, 'name').required && field(root, 'email').required && field(root, 'message').required).to.equal(
      true,
    );
    expect(field(root, 'email').type).to.equal('email');
    expect(field(root, 'message').localName).to.equal('textarea');
    expect(root.querySelector(`label[for="${field(root, 'email').id}"]`)!.textContent).to.equal('E-mail');
    expect(submitButton(root).textContent).to.equal('Enviar mensagem');
  });

  it('blocks an empty submission with a message per field and focuses the first invalid one', async () => {
    const element = mount('<echojam-contact-form></echojam-contact-form>');
    const root = await rendered(element);
    let submitted = false;
    element.addEventListener('echojam-contact-submit', () => (submitted = true));
    const delay = holdTimeouts(CONTACT_DELAY_MS);
    submitButton(root).click();
    await waitFor(() => describedBy(root, 'message'), 'messages');
    expect(describedBy(root, 'name')).to.equal('Informe seu nome.');
    expect(describedBy(root, 'email')).to.equal('Informe seu e-mail.');
    expect(describedBy(root, 'message')).to.equal('Escreva sua mensagem.');
    for (const name of ['name', 'email', 'message'])
      expect(field(root, name).getAttribute('aria-invalid')).to.equal('true');
    expect(root.activeElement).to.equal(field(root, 'name'));
    expect(submitButton(root).disabled).to.equal(false);
    delay.restore();
    expect(delay.held(), 'no sending delay started').to.equal(0);
    expect(submitted).to.equal(false);
    expect(toasters()).to.have.length(0);
  });

  it('rejects an invalid e-mail with its own message, focuses it, and updates messages as the visitor corrects', async () => {
    const root = await rendered(mount('<echojam-contact-form></echojam-contact-form>'));
    await type(root, 'name', 'Ana');
    await type(root, 'email', 'ana@');
    await type(root, 'message', 'Oi');
    submitButton(root).click();
    await waitFor(() => describedBy(root, 'email'), 'the e-mail message');
    expect(describedBy(root, 'email')).to.equal('Informe um e-mail válido, como nome@exemplo.com.');
    expect(describedBy(root, 'name')).to.equal(null);
    expect(field(root, 'name').hasAttribute('aria-invalid')).to.equal(false);
    expect(root.activeElement).to.equal(field(root, 'email'));
    await sendKeys({ type: 'exemplo.com' });
    await waitFor(() => describedBy(root, 'email') === null, 'the message to go');
    expect(field(root, 'email').hasAttribute('aria-invalid')).to.equal(false);
  });

  it('without endpoint: sending for the simulated delay, then the success toast, cleared fields, idle again, and no request', async () => {
    fetchStub = stubFetch(() => Promise.reject(new Error('must not be called')));
    const element = mount('<echojam-contact-form></echojam-contact-form>');
    const root = await rendered(element);
    await fillValid(root);
    const submitted = nextSubmit(element);
    const delay = holdTimeouts(CONTACT_DELAY_MS);
    try {
      submitButton(root).click();
      await waitFor(() => submitButton(root).disabled, 'sending');
      expect(submitButton(root).textContent).to.equal(CONTACT_SENDING_LABEL);
      await waitFor(() => delay.held() === 1, 'the simulated delay to start');
      // Held at the delay: still sending, no toast, the fields as typed.
      expect(submitButton(root).disabled).to.equal(true);
      expect(findToast(SUCCESS_TITLE)).to.equal(null);
      expect(field(root, 'name').value).to.equal('Ana Souza');
      delay.fire();
    } finally {
      delay.restore();
    }

    const item = await waitFor(() => findToast(SUCCESS_TITLE), 'the success toast');
    expect(item.querySelector('[data-description]')!.textContent).to.equal(SUCCESS_DESCRIPTION);
    await waitFor(() => !submitButton(root).disabled, 'idle');
    expect(submitButton(root).textContent).to.equal('Enviar mensagem');
    expect([field(root, 'name').value, field(root, 'email').value, field(root, 'message').value]).to.deep.equal([
      '',
      '',
      '',
    ]);
    expect(field(root, 'name').hasAttribute('aria-invalid')).to.equal(false);
    expect(fetchStub.calls).to.have.length(0);
    expect(await submitted).to.deep.equal({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      message: 'Adorei o app!',
      endpoint: null,
      status: 'simulated',
    });
  });

  it('with endpoint: POSTs the message as JSON, then the success toast and cleared fields', async () => {
    fetchStub = stubFetch(() => Promise.resolve(new Response('{}', { status: 200 })));
    const element = mount(`<echojam-contact-form endpoint="${ENDPOINT}"></echojam-contact-form>`);
    const root = await rendered(element);
    expect(root.querySelector('[part="note"]'), 'no "demo" note when it really sends').to.equal(null);
    await fillValid(root);
    const submitted = nextSubmit(element);
    submitButton(root).click();
    await waitFor(() => findToast(SUCCESS_TITLE), 'the success toast');
    expect(fetchStub.calls).to.have.length(1);
    const [call] = fetchStub.calls;
    expect(call!.url).to.equal(ENDPOINT);
    expect(call!.init!.method).to.equal('POST');
    expect(new Headers(call!.init!.headers).get('content-type')).to.equal('application/json');
    expect(JSON.parse(call!.init!.body as string)).to.deep.equal({
      name: 'Ana Souza',
      email: 'ana@exemplo.com',
      message: 'Adorei o app!',
    });
    expect(call!.init!.signal).to.be.instanceOf(AbortSignal);
    await waitFor(() => field(root, 'message').value === '', 'cleared fields');
    expect((await submitted).status).to.equal('sent');
  });

  for (const [what, respond] of [
    ['a server error', () => Promise.resolve(new Response('falhou', { status: 500 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const) {
    it(`with endpoint, on ${what}: an error toast and every field kept as typed`, async () => {
      fetchStub = stubFetch(respond);
      const element = mount(`<echojam-contact-form endpoint="${ENDPOINT}"></echojam-contact-form>`);
      const root = await rendered(element);
      await fillValid(root);
      const submitted = nextSubmit(element);
      submitButton(root).click();
      const item = await waitFor(() => findToast('Não foi possível enviar sua mensagem'), 'the error toast');
      expect(item.getAttribute('data-type')).to.equal('error');
      expect(item.querySelector('[data-description]')!.textContent).to.include('continua no formulário');
      await waitFor(() => !submitButton(root).disabled, 'idle');
      expect([field(root, 'name').value, field(root, 'email').value, field(root, 'message').value]).to.deep.equal([
        'Ana Souza',
        'ana@exemplo.com',
        'Adorei o app!',
      ]);
      expect(findToast(SUCCESS_TITLE)).to.equal(null);
      expect(await submitted).to.deep.equal({
        name: 'Ana Souza',
        email: 'ana@exemplo.com',
        message: 'Adorei o app!',
        endpoint: ENDPOINT,
        status: 'failed',
      });
    });
  }

  it('gives up on an endpoint that does not answer in time', async () => {
    fetchStub = stubFetch(
      (_input, init) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    const started = performance.now();
    let failure: unknown = null;
    await sendMessage(ENDPOINT, { name: 'a', email: 'a@b.c', message: 'm' }, 100).catch(
      (error: unknown) => (failure = error),
    );
    expect(failure).to.be.instanceOf(DOMException);
    expect((failure as DOMException).name).to.equal('TimeoutError');
    expect(performance.now() - started).to.be.lessThan(2000);
  });

  it('refuses a non-http endpoint with one warning and sends nothing', async () => {
    fetchStub = stubFetch(() => Promise.resolve(new Response('{}')));
    let element!: HTMLElement;
    const warnings = await captureWarnings(async () => {
      element = mount('<echojam-contact-form endpoint="javascript:alert(document.domain)"></echojam-contact-form>');
      await rendered(element);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('endpoint="javascript:alert(document.domain)"');
    const root = element.shadowRoot!;
    expect(root.querySelector('[part="note"]')).to.not.equal(null);
    await fillValid(root);
    const submitted = nextSubmit(element);
    submitButton(root).click();
    expect(await submitted).to.include({ endpoint: null, status: 'simulated' });
    expect(fetchStub.calls).to.have.length(0);
  });

  it('shows hostile text typed by the visitor as text, in the event and after a failure', async () => {
    fetchStub = stubFetch(() => Promise.resolve(new Response('', { status: 503 })));
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const element = mount(`<echojam-contact-form endpoint="${ENDPOINT}"></echojam-contact-form>`);
    const root = await rendered(element);
    await type(root, 'name', hostile);
    await type(root, 'email', 'ana@exemplo.com');
    await type(root, 'message', '<script>window.__pwned=1</script>');
    const submitted = nextSubmit(element);
    submitButton(root).click();
    expect((await submitted).name).to.equal(hostile);
    expect(field(root, 'name').value).to.equal(hostile);
    expect(root.querySelector('img')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('creates the toast area when the page has none, and two forms share one', async () => {
    const container = mount(
      '<div><echojam-contact-form id="a"></echojam-contact-form><echojam-contact-form id="b"></echojam-contact-form></div>',
    );
    const forms = [...container.querySelectorAll<HTMLElement>('echojam-contact-form')];
    expect(toasters()).to.have.length(0);
    const roots = await Promise.all(forms.map((form) => rendered(form)));
    for (const root of roots) await fillValid(root);
    roots.forEach((root) => submitButton(root).click());
    await waitFor(() => roots.every((root) => field(root, 'name').value === ''), 'both forms done', 5000);
    expect(toasters()).to.have.length(1);
    expect(toasters()[0]!.parentElement).to.equal(document.body);
    const count = toasters()[0]!.shadowRoot!.querySelectorAll('[data-sonner-toast]').length;
    expect(count).to.equal(2);
  });

  it('uses the toast area already in the page', async () => {
    const container = mount(
      '<div><echojam-contact-form></echojam-contact-form><echojam-toaster id="da-pagina"></echojam-toaster></div>',
    );
    const root = await rendered(container.querySelector('echojam-contact-form')!);
    await fillValid(root);
    submitButton(root).click();
    await waitFor(() => findToast(SUCCESS_TITLE), 'the toast');
    expect(toasters().map((toaster) => toaster.id)).to.deep.equal(['da-pagina']);
  });

  it('can be used with the keyboard alone: Enter in a field submits, focus comes back to the button', async () => {
    const root = await rendered(mount('<echojam-contact-form></echojam-contact-form>'));
    await type(root, 'name', 'Ana');
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(field(root, 'email'));
    await sendKeys({ type: 'ana@exemplo.com' });
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(field(root, 'message'));
    await sendKeys({ type: 'Oi' });
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(submitButton(root));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => submitButton(root).disabled, 'sending');
    await waitFor(() => findToast(SUCCESS_TITLE), 'the toast');
    await waitFor(
      () => !submitButton(root).disabled && root.activeElement === submitButton(root),
      'focus back on the button',
    );
  });

  it('finds no accessibility problem, idle, with messages shown, and with the toast', async () => {
    const element = mount('<echojam-contact-form></echojam-contact-form>');
    const root = await rendered(element);
    expect(await axeViolations(element)).to.deep.equal([]);
    submitButton(root).click();
    await waitFor(() => describedBy(root, 'name'), 'messages');
    expect(await axeViolations(element)).to.deep.equal([]);
    await fillValid(root);
    submitButton(root).click();
    const item = await waitFor(() => findToast(SUCCESS_TITLE), 'the toast');
    await waitFor(() => item.getAttribute('data-mounted') === 'true', 'mounted toast');
    await animationsFinished();
    expect(await axeViolations(document.body)).to.deep.equal([]);
  });

  it('contains a render error in its own box', async () => {
    const healthy = await renderBesideBrokenCopy(ContactFormElement, 'form exploded');
    expect(submitButton(healthy).textContent).to.equal('Enviar mensagem');
  });
});
