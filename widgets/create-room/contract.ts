import { DOWNLOAD_LINKS, PRODUCT_NAME, type OperatingSystem } from '../../src/config.ts';
import type { RoomType } from '../../src/content/create-room.ts';
import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/widget-types.ts';

export const createRoomAttributes = {
  productName: attr.text('Nome do produto no aviso de que salas só são criadas no app.', PRODUCT_NAME, 40),
  windowsUrl: attr.url('URL de download para Windows.', DOWNLOAD_LINKS.windows),
  macUrl: attr.url('URL de download para Mac.', DOWNLOAD_LINKS.mac),
  linuxUrl: attr.url('URL de download para Linux.', DOWNLOAD_LINKS.linux),
};

export interface CreateRoomEvents {
  'echojam-room-preview': { name: string; type: RoomType };
  'echojam-download': { os: OperatingSystem; url: string };
}

export const createRoomContract: WidgetContract<typeof createRoomAttributes> = {
  tag: 'echojam-create-room',
  attributes: createRoomAttributes,
  hydrateOnSite: true,
  docs: {
    summary:
      'Prévia da criação de sala: formulário com nome e tipo da sala; ao enviar, abre um modal avisando que as salas são criadas no app desktop, com botões de download. Nenhuma sala é criada e nenhuma requisição é feita.',
    events: {
      'echojam-room-preview':
        'O formulário foi enviado (o modal abre); o nome vem sem espaços nas pontas. detail: { name: string, type: "public" | "private" }',
      'echojam-download':
        'O visitante escolheu um botão de download do modal (o instalador abre em uma nova aba). detail: { os: "windows" | "mac" | "linux", url: string }',
    },
    parts: {
      root: 'A caixa externa do widget.',
      form: 'O cartão com o formulário.',
      'name-input': 'O campo de texto do nome da sala.',
      counter: 'O contador de caracteres ("12/40").',
      'type-option': 'Cada opção de tipo de sala (Pública, Privada).',
      submit: 'O botão de enviar.',
      features: 'O cartão com a lista do que toda Jam oferece.',
      dialog: 'O <dialog> do modal.',
      'download-button': 'Cada botão de download do modal.',
      'download-button-recommended':
        'O botão do sistema do visitante, o principal; os outros dois ficam secundários (também tem a parte "download-button").',
      close: 'O botão de fechar do modal.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Fundo dos cartões e do modal',
      '--echojam-color-surface-2': 'Fundo do campo e das opções',
      '--echojam-color-border': 'Bordas',
      '--echojam-color-text': 'Cor do texto',
      '--echojam-color-text-muted': 'Cor do texto secundário',
      '--echojam-color-accent': 'Botões e o tipo de sala escolhido',
      '--echojam-color-accent-hover': 'Botões com o mouse em cima',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos do cartão',
      '--echojam-font-family': 'Família de fontes',
    },
  },
};
