import { DOWNLOAD_LINKS, PRODUCT_NAME, type OperatingSystem } from '../../src/config.ts';
import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/widget-types.ts';

export const downloadBarAttributes = {
  variant: attr.oneOf(
    '"fixed": a barra fica presa no rodapé da janela; "inline": ela entra no fluxo da página.',
    ['fixed', 'inline'],
    'fixed',
  ),
  persistent: attr.boolean('Esconde o botão de fechar: a barra não pode ser fechada.'),
  productName: attr.text('Nome do produto no título.', PRODUCT_NAME, 40),
  windowsUrl: attr.url('URL de download para Windows.', DOWNLOAD_LINKS.windows),
  macUrl: attr.url('URL de download para Mac.', DOWNLOAD_LINKS.mac),
  linuxUrl: attr.url('URL de download para Linux.', DOWNLOAD_LINKS.linux),
};

export interface DownloadBarEvents {
  'echojam-download': { os: OperatingSystem; url: string };
  'echojam-dismiss': { remembered: boolean };
}

export const downloadBarContract: WidgetContract<typeof downloadBarAttributes> = {
  tag: 'echojam-download-bar',
  attributes: downloadBarAttributes,
  hydrateOnSite: true,
  docs: {
    summary:
      'Chamada para download com botões de Windows, Mac e Linux; o botão do sistema do visitante fica em destaque.',
    events: {
      'echojam-download':
        'O visitante escolheu um botão de download (o instalador abre em uma nova aba). detail: { os: "windows" | "mac" | "linux", url: string }',
      'echojam-dismiss':
        'O visitante fechou a barra; ela continua fechada até o fim da sessão do navegador. detail: { remembered: boolean }',
    },
    parts: {
      root: 'A caixa externa do widget.',
      bar: 'A barra em si (fundo, borda, espaçamento interno).',
      title: 'O título "Baixe o EchoJam agora".',
      subtitle: 'A linha "Grátis, sem anúncios, sem cadastro".',
      button: 'Cada botão de download.',
      'button-recommended': 'O botão do sistema do visitante (também tem a parte "button").',
      more: 'Em janelas estreitas, o botão que abre o menu com os outros sistemas.',
      menu: 'O menu (popover) com os outros sistemas.',
      dismiss: 'O botão de fechar.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Fundo da barra',
      '--echojam-color-border': 'Borda da barra',
      '--echojam-color-text': 'Cor do texto',
      '--echojam-color-text-muted': 'Cor do subtítulo',
      '--echojam-color-accent': 'Fundo do botão recomendado',
      '--echojam-color-accent-hover': 'Fundo do botão recomendado com o mouse em cima',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos da barra na versão "inline"',
      '--echojam-font-family': 'Família de fontes',
    },
  },
};
