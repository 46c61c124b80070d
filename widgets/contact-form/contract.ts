import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/define-widget.tsx';

export const contactFormAttributes = {
  endpoint: attr.optionalUrl(
    'Where to POST the message as JSON { name, email, message }. Absent: the form only simulates sending (1000 ms) and sends nothing.',
  ),
};

/** How a submission ended: simulated (no endpoint), sent (endpoint answered 2xx) or failed. */
export type ContactSubmitStatus = 'simulated' | 'sent' | 'failed';

export interface ContactSubmitDetail {
  name: string;
  email: string;
  message: string;
  endpoint: string | null;
  status: ContactSubmitStatus;
}

export interface ContactFormEvents {
  'echojam-contact-submit': ContactSubmitDetail;
}

export const contactFormContract: WidgetContract<typeof contactFormAttributes> = {
  tag: 'echojam-contact-form',
  attributes: contactFormAttributes,
  docs: {
    summary:
      'Contact form (name, e-mail, message) with native validation and pt-BR messages; shows a toast when done. Sends nothing unless given an endpoint.',
    events: {
      'echojam-contact-submit':
        'A valid submission finished (after the simulated delay or the endpoint\'s answer, right after the toast is requested). detail: { name: string, email: string, message: string, endpoint: string | null, status: "simulated" | "sent" | "failed" }',
    },
    parts: {
      root: 'The widget\'s outer box.',
      form: 'The form (background, border, padding).',
      note: 'The line saying the form is a demonstration (only without endpoint).',
      label: 'Each field label.',
      input: 'Each input and the textarea.',
      error: 'Each field\'s validation message.',
      submit: 'The submit button.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Form background (default #15131f).',
      '--echojam-color-bg': 'Field background (default #0b0a12).',
      '--echojam-color-border': 'Form and field borders (default #2f2a45).',
      '--echojam-color-text': 'Text colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Note colour (default #bdb8d1).',
      '--echojam-color-accent': 'Submit button background (default #7c3aed).',
      '--echojam-color-accent-hover': 'Submit button background on hover (default #6d28d9).',
      '--echojam-color-danger': 'Validation messages and invalid field borders (default #f87171).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Corner radius of the form (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
    },
  },
};
