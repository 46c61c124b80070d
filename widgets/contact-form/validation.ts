/** The contact form's fields, in order: the first invalid one gets focus. */
export const CONTACT_FIELDS = ['name', 'email', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', message: '' };

const MISSING: Record<ContactField, string> = {
  name: 'Informe seu nome.',
  email: 'Informe seu e-mail.',
  message: 'Escreva sua mensagem.',
};

const BAD_EMAIL = 'Informe um e-mail válido, como nome@exemplo.com.';

/**
 * The pt-BR message for a field, from the browser's own constraint validation (required,
 * type=email), or null when the field is valid. The browser stays the judge; only the words are ours.
 */
export function fieldError(field: ContactField, validity: ValidityState): string | null {
  if (validity.valid) return null;
  if (validity.valueMissing) return MISSING[field];
  if (validity.typeMismatch) return BAD_EMAIL;
  return MISSING[field];
}
