import { faqContract } from './contract.ts';
import css from './faq.css?inline';
import { Faq } from './Faq.tsx';

/** <echojam-faq>: contract, component and CSS. Rendered into our pages at build time and defined by define.ts. */
export const faqWidget = { ...faqContract, component: Faq, css };
