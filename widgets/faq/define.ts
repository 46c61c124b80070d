import { defineWidget } from '../../src/lib/define-widget.tsx';
import { faqContract } from './contract.ts';
import css from './faq.css?inline';
import { Faq } from './Faq.tsx';

/** Defines <echojam-faq> (harmless when already defined). */
export const FaqElement = defineWidget({ ...faqContract, component: Faq, css });
