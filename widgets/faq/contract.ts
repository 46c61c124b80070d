import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/widget-types.ts';

export const faqAttributes = {
  headingLevel: attr.integer(
    'Nível de título (2–6) de cada pergunta, para encaixar na hierarquia de títulos da página.',
    3,
    2,
    6,
  ),
};

export interface FaqEvents {
  'echojam-faq-toggle': { id: string; open: boolean };
}

export const faqContract: WidgetContract<typeof faqAttributes> = {
  tag: 'echojam-faq',
  attributes: faqAttributes,
  hydrateOnSite: true,
  docs: {
    summary:
      'As perguntas frequentes sobre o EchoJam, com as respostas, em um acordeão cujos itens abrem e fecham de forma independente.',
    events: {
      'echojam-faq-toggle':
        'Uma pergunta foi aberta ou fechada. O id é o da pergunta, por exemplo "gratis". detail: { id: string, open: boolean }',
    },
    parts: {
      root: 'A caixa externa do widget.',
      item: 'A caixa de cada pergunta com sua resposta.',
      trigger: 'O botão de cada pergunta.',
      icon: 'O sinal +/× de cada pergunta.',
      answer: 'Cada resposta.',
    },
    cssProperties: {
      '--echojam-color-bg': 'Fundo dos itens',
      '--echojam-color-border': 'Borda dos itens',
      '--echojam-color-accent': 'Borda do item aberto, misturada à cor da borda',
      '--echojam-color-accent-text': 'O sinal +/×',
      '--echojam-color-surface-2': 'Fundo do sinal +/×',
      '--echojam-color-text': 'Cor das perguntas',
      '--echojam-color-text-muted': 'Cor das respostas',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos dos itens',
      '--echojam-font-family': 'Família de fontes',
    },
  },
};
