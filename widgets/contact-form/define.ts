import { defineWidget } from '../../src/lib/define-widget.tsx';
import css from './contact-form.css?inline';
import { ContactForm } from './ContactForm.tsx';
import { contactFormContract } from './contract.ts';

/** Defines <echojam-contact-form> (harmless when already defined). */
export const ContactFormElement = defineWidget({ ...contactFormContract, component: ContactForm, css });
