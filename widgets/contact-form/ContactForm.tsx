import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_DELAY_MS,
  CONTACT_DEMO_NOTE,
  CONTACT_SENDING_LABEL,
  CONTACT_SUBMIT_LABEL,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from '../../src/content/contact.ts';
import { useEarlyInput } from '../../src/lib/use-early-input.ts';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import { prepareToaster, showToast } from '../../src/lib/show-toast.ts';
import type { ToastRequest } from '../../src/lib/toaster-api.ts';
import type { ContactFormEvents, ContactSubmitStatus, contactFormAttributes } from './contract.ts';
import { sendMessage } from './send-message.ts';
import { CONTACT_FIELDS, EMPTY_VALUES, fieldError, type ContactField, type ContactValues } from './validation.ts';

type ContactFormProps = WidgetProps<typeof contactFormAttributes, ContactFormEvents>;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;
type Errors = Partial<Record<ContactField, string>>;

const SUCCESS_TOAST: ToastRequest = {
  type: 'success',
  title: CONTACT_SUCCESS_TITLE,
  description: CONTACT_SUCCESS_DESCRIPTION,
};
const FAILURE_TOAST: ToastRequest = {
  type: 'error',
  title: 'Não foi possível enviar sua mensagem',
  description: 'Confira sua conexão e tente de novo: o que você escreveu continua no formulário.',
};

const LABELS: Record<ContactField, string> = { name: 'Nome', email: 'E-mail', message: 'Mensagem' };

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Contact form. Idle → sending (button disabled, 'Enviando...') → toast → idle. Without an endpoint
 * it only waits CONTACT_DELAY_MS (our site sends nothing); with one it POSTs JSON and, on
 * failure, keeps every field as typed.
 */
export function ContactForm({ endpoint, emit }: ContactFormProps) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const restoreFocus = useRef(false);
  const focusAfterRender = useRef<ContactField | null>(null);

  useEarlyInput(form, (field, value) => {
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) setValues((current) => ({ ...current, [field]: value }));
  });

  /** The field elements (read only in handlers and effects). */
  function fieldElement(field: ContactField): FieldElement | null {
    return { name: nameField, email: emailField, message: messageField }[field].current;
  }

  /** Reads each field's native validity into pt-BR messages. */
  function validate(): Errors {
    const found: Errors = {};
    for (const field of CONTACT_FIELDS) {
      const element = fieldElement(field);
      const message = element ? fieldError(field, element.validity) : null;
      if (message) found[field] = message;
    }
    return found;
  }

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // After the first attempt, messages follow the corrections (the field's validity is already current).
    if (attempted) setErrors(validate());
  }

  // Focus the first invalid field once its message is in the page. The browser's minimal focus scroll
  // can leave the label under a page's fixed header or bottom bar: centre the whole field instead.
  useLayoutEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = null;
    const element = fieldElement(field);
    element?.focus({ preventScroll: true });
    element?.closest('.field')?.scrollIntoView({ block: 'center' });
  }, [errors]);

  // The disabled button drops keyboard focus while sending: give it back once it is enabled again.
  useEffect(() => {
    if (sending || !restoreFocus.current) return;
    restoreFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) submitButton.current?.focus();
  }, [sending]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const found = validate();
    setErrors(found);
    setAttempted(true);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusAfterRender.current = firstInvalid;
      return;
    }

    const sent = { ...values };
    restoreFocus.current = true;
    setSending(true);
    // Load the toast area while we wait, so the toast shows without delay.
    prepareToaster().catch(() => undefined);
    let status: ContactSubmitStatus = 'simulated';
    if (endpoint) {
      status = await sendMessage(endpoint, sent).then(
        () => 'sent' as const,
        () => 'failed' as const,
      );
    } else {
      await wait(CONTACT_DELAY_MS);
    }

    const toastShown = showToast(status === 'failed' ? FAILURE_TOAST : SUCCESS_TOAST).catch((error: unknown) => {
      console.error('EchoJam: could not show the toast', error);
    });
    await toastShown;
    if (status !== 'failed') {
      setValues(EMPTY_VALUES);
      setAttempted(false);
    }
    setSending(false);
    emit('echojam-contact-submit', { ...sent, endpoint, status });
  }

  function fieldProps(field: ContactField) {
    const error = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      required: true,
      value: values[field],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      className: error ? 'field__input field__input--invalid' : 'field__input',
      part: 'input',
    };
  }

  function errorFor(field: ContactField) {
    const error = errors[field];
    return error ? (
      <p className="field__error" id={`${id}-${field}-error`} part="error">
        {error}
      </p>
    ) : null;
  }

  return (
    <form
      ref={form}
      className="form"
      part="form"
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      aria-label="Fale com a gente"
    >
      {!endpoint && (
        <p className="form__note" part="note">
          {CONTACT_DEMO_NOTE}
        </p>
      )}
      <div className="form__row">
        <div className="field">
          <label className="field__label" part="label" htmlFor={`${id}-name`}>
            {LABELS.name}
          </label>
          <input
            type="text"
            autoComplete="name"
            {...fieldProps('name')}
            ref={nameField}
            onChange={(event) => change('name', event.currentTarget.value)}
          />
          {errorFor('name')}
        </div>
        <div className="field">
          <label className="field__label" part="label" htmlFor={`${id}-email`}>
            {LABELS.email}
          </label>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            {...fieldProps('email')}
            ref={emailField}
            onChange={(event) => change('email', event.currentTarget.value)}
          />
          {errorFor('email')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" part="label" htmlFor={`${id}-message`}>
          {LABELS.message}
        </label>
        <textarea
          rows={5}
          {...fieldProps('message')}
          ref={messageField}
          onChange={(event) => change('message', event.currentTarget.value)}
        />
        {errorFor('message')}
      </div>
      {/* Shown only without scripting (contact-form.css): the form cannot send then. */}
      <p className="form__needs-script">
        O formulário de contato precisa de JavaScript para enviar sua mensagem: ative-o no navegador e recarregue a
        página.
      </p>
      <button ref={submitButton} className="form__submit" part="submit" type="submit" disabled={sending}>
        {sending ? CONTACT_SENDING_LABEL : CONTACT_SUBMIT_LABEL}
      </button>
    </form>
  );
}
