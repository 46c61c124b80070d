import type { WidgetContract } from '../../src/lib/widget-types.ts';

// No attributes: position, count and duration are fixed site-wide (see README.md).
export const toasterAttributes = {};

export const toasterContract: WidgetContract<typeof toasterAttributes> = {
  tag: 'echojam-toaster',
  attributes: toasterAttributes,
  hydrateOnSite: true,
  docs: {
    summary:
      'A única área de avisos (toasts) da página, feita com sonner: fica no canto inferior direito e é anunciada por leitores de tela. Widgets como o formulário de contato a criam quando ela ainda não existe.',
    events: {
      'echojam-toaster-ready':
        'A área de avisos foi montada e já recebe pedidos. Este evento não sobe pela página e é usado pela API de avisos (src/lib/show-toast.ts). detail: null',
    },
    parts: {
      root: 'A caixa externa do widget (tamanho zero: os avisos ficam fixos na janela).',
    },
    cssProperties: {
      '--echojam-color-surface-2': 'Fundo dos avisos (padrão: #1e1b2e).',
      '--echojam-color-border': 'Borda dos avisos (padrão: #2f2a45).',
      '--echojam-color-text': 'Cor do título dos avisos (padrão: #f4f2ff).',
      '--echojam-color-text-muted': 'Cor da descrição dos avisos (padrão: #bdb8d1).',
      '--echojam-color-success': 'Cor do ícone de sucesso (padrão: #34d399).',
      '--echojam-color-danger': 'Cor do ícone e da borda de erro (padrão: #f87171).',
      '--echojam-color-focus': 'Contorno de foco (padrão: #fde047).',
      '--echojam-radius': 'Raio dos cantos dos avisos (padrão: 0.875rem).',
      '--echojam-font-family': 'Família de fontes (padrão: a fonte de interface do sistema).',
      '--echojam-toast-offset-bottom':
        'Distância dos avisos até a base da janela, por exemplo para não cobrir uma barra fixa (padrão: 24px; 16px em telas com menos de 600px de largura).',
    },
  },
};
