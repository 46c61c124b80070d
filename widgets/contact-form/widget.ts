import css from './contact-form.css?inline';
import { ContactForm } from './ContactForm.tsx';
import { contactFormContract } from './contract.ts';

/** <echojam-contact-form>: contract, component and CSS. Rendered into our pages at build time and defined by define.ts. */
export const contactFormWidget = { ...contactFormContract, component: ContactForm, css };
