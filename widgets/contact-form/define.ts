import { defineWidget } from '../../src/lib/define-widget.tsx';
import { contactFormWidget } from './widget.ts';

/** Defines <echojam-contact-form> (harmless when already defined). */
export const ContactFormElement = defineWidget(contactFormWidget);
