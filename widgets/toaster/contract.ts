import type { WidgetContract } from '../../src/lib/widget-types.ts';

// No attributes: position, count and duration are fixed site-wide (see README.md).
export const toasterAttributes = {};

export const toasterContract: WidgetContract<typeof toasterAttributes> = {
  tag: 'echojam-toaster',
  attributes: toasterAttributes,
  hydrateOnSite: true,
  docs: {
    summary:
      'A única área de avisos (toasts) da página, feita com sonner: fica no canto inferior direito (no topo da tela, no celular) e é anunciada por leitores de tela. Widgets como o formulário de contato a criam quando ela ainda não existe.',
    events: {
      'echojam-toaster-ready':
        'A área de avisos foi montada e já recebe pedidos. Este evento não sobe pela página e é usado pela API de avisos (src/lib/show-toast.ts). detail: null',
    },
    parts: {
      root: 'A caixa externa do widget (tamanho zero: os avisos ficam fixos na janela).',
    },
    cssProperties: {
      '--echojam-color-surface-2': 'Fundo dos avisos',
      '--echojam-color-border': 'Borda dos avisos',
      '--echojam-color-text': 'Cor do título dos avisos',
      '--echojam-color-text-muted': 'Cor da descrição dos avisos',
      '--echojam-color-success': 'Cor do ícone de sucesso',
      '--echojam-color-danger': 'Cor do ícone e da borda de erro',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos dos avisos',
      '--echojam-font-family': 'Família de fontes',
      '--echojam-toast-offset-bottom':
        'Distância dos avisos até a base da janela, por exemplo para não cobrir uma barra fixa (padrão: 24px).',
      '--echojam-toast-offset-top':
        'Em telas com menos de 600px de largura os avisos aparecem no topo: distância até o topo da janela, por exemplo para ficar abaixo de um cabeçalho fixo (padrão: 16px).',
    },
  },
};
