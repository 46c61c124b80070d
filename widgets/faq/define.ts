import { defineWidget } from '../../src/lib/define-widget.tsx';
import { faqWidget } from './widget.ts';

/** Defines <echojam-faq> (harmless when already defined). */
export const FaqElement = defineWidget(faqWidget);
