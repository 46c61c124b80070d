import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/widget-types.ts';

export const contactFormAttributes = {
  endpoint: attr.optionalUrl(
    'URL que recebe a mensagem por POST, em JSON { name, email, message }. Sem ela, o formulário só simula o envio (1000 ms) e não envia nada.',
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
  hydrateOnSite: true,
  docs: {
    summary:
      'Formulário de contato (nome, e-mail, mensagem) com validação nativa e mensagens em pt-BR; mostra um aviso (toast) ao terminar. Só envia algo se receber um endpoint.',
    events: {
      'echojam-contact-submit':
        'Um envio válido terminou (depois da espera simulada ou da resposta do endpoint, logo após o pedido do aviso). detail: { name: string, email: string, message: string, endpoint: string | null, status: "simulated" | "sent" | "failed" }',
    },
    parts: {
      root: 'A caixa externa do widget.',
      form: 'O formulário (fundo, borda, espaçamento interno).',
      note: 'A linha avisando que o formulário é uma demonstração (só sem endpoint).',
      label: 'O rótulo de cada campo.',
      input: 'Cada campo (<input> e <textarea>).',
      error: 'A mensagem de validação de cada campo.',
      submit: 'O botão de enviar.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Fundo do formulário',
      '--echojam-color-bg': 'Fundo dos campos',
      '--echojam-color-border': 'Bordas do formulário e dos campos',
      '--echojam-color-text': 'Cor do texto',
      '--echojam-color-text-muted': 'Cor da nota',
      '--echojam-color-accent': 'Fundo do botão de enviar',
      '--echojam-color-accent-hover': 'Fundo do botão de enviar com o mouse em cima',
      '--echojam-color-danger': 'Mensagens de validação e bordas dos campos inválidos',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos do formulário',
      '--echojam-font-family': 'Família de fontes',
    },
  },
};
