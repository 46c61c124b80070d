import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/define-widget.tsx';

export const faqAttributes = {
  headingLevel: attr.integer('Heading level (2–6) of each question, to fit the page\'s outline.', 3, 2, 6),
};

export interface FaqEvents {
  'echojam-faq-toggle': { id: string; open: boolean };
}

export const faqContract: WidgetContract<typeof faqAttributes> = {
  tag: 'echojam-faq',
  attributes: faqAttributes,
  docs: {
    summary: 'The eight questions and answers about EchoJam as an accordion whose items open and close independently.',
    events: {
      'echojam-faq-toggle': 'A question was opened or closed. The id is the question\'s id, e.g. "gratis". detail: { id: string, open: boolean }',
    },
    parts: {
      root: 'The widget\'s outer box.',
      item: 'Each question and answer box.',
      trigger: 'Each question button.',
      icon: 'The +/× sign of each question.',
      answer: 'Each answer.',
    },
    cssProperties: {
      '--echojam-color-bg': 'Item background (default #0b0a12).',
      '--echojam-color-border': 'Item border (default #2f2a45).',
      '--echojam-color-accent': 'Border of an open item, mixed with the border colour (default #7c3aed).',
      '--echojam-color-accent-text': 'The +/× sign (default #c4b5fd).',
      '--echojam-color-surface-2': 'Background of the +/× sign (default #1e1b2e).',
      '--echojam-color-text': 'Question colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Answer colour (default #bdb8d1).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Corner radius of the items (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
    },
  },
};
