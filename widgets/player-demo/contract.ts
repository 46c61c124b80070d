import { PRODUCT_NAME, type OperatingSystem } from '../../src/config.ts';
import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/widget-types.ts';

export const playerDemoAttributes = {
  variant: attr.oneOf(
    '"full": o layout da página /player (prévia, música tocando, botões de reprodução, mixagem, fila, pessoas na sala, chamada para download); "compact": uma versão reduzida (prévia, música tocando, chamada para download).',
    ['full', 'compact'],
    'full',
  ),
  productName: attr.text('Nome do produto nos textos.', PRODUCT_NAME, 40),
  downloadUrl: attr.optionalUrl(
    'URL de download da chamada: um só link no lugar dos três sistemas. Padrão: um link por sistema (Windows, Mac e Linux), o do visitante em destaque.',
  ),
  imageBase: attr.optionalUrl(
    'Origem (ou pasta) de onde vêm as imagens da prévia: <image-base>/images/player-preview-{640,768,1280}.{avif,webp}. Sem o atributo: a origem de onde o script do widget foi carregado, para funcionar também no site do parceiro.',
  ),
  imageLoading: attr.oneOf(
    'Quando a imagem da prévia é baixada: "eager", logo, com prioridade (o player abre a página); "lazy", só quando chega perto da tela (o player fica mais abaixo); "auto", "eager" no layout full e "lazy" no compact.',
    ['auto', 'eager', 'lazy'],
    'auto',
  ),
};

export interface PlayerDemoEvents {
  'echojam-download': { os: OperatingSystem; url: string };
}

export const playerDemoContract: WidgetContract<typeof playerDemoAttributes> = {
  tag: 'echojam-player-demo',
  attributes: playerDemoAttributes,
  // On our pages every control of this widget is disabled (playback happens in the app): its build-time render is all it needs, no code.
  hydrateOnSite: false,
  docs: {
    summary:
      'Demonstração estática do player do EchoJam: imagem de prévia, música tocando, botões de reprodução e controles da mixagem desativados (só no app), as próximas músicas, as pessoas na sala e uma chamada para download.',
    events: {
      'echojam-download':
        'O visitante escolheu a chamada para download (o instalador abre em uma nova aba). detail: { os: "windows" | "mac" | "linux", url: string }',
    },
    parts: {
      root: 'A caixa externa do widget.',
      preview: 'A figura com a imagem de prévia.',
      overlay: 'O selo “Prévia estática” sobre a imagem.',
      'now-playing': 'O bloco com a música tocando.',
      'playback-button': 'Cada botão de reprodução (desativado): anterior, tocar, próxima.',
      mixer: 'O bloco com os controles (desativados) de volume, graves e agudos.',
      'app-only': 'Cada selo “Só no app”.',
      queue: 'O bloco com as próximas músicas.',
      people: 'O bloco com as pessoas na sala.',
      role: 'Cada selo de papel na sala (Anfitrião, Ativo, Ouvindo).',
      download: 'O bloco da chamada para download.',
      'download-button': 'Cada link de download (Windows, Mac e Linux; um só com download-url).',
      'download-button-recommended':
        'O link do sistema do visitante, quando o widget está ativo (também tem a parte "download-button").',
    },
    cssProperties: {
      '--echojam-color-surface': 'Fundo do cartão',
      '--echojam-color-surface-2': 'Fundos internos',
      '--echojam-color-border': 'Bordas',
      '--echojam-color-text': 'Cor do texto',
      '--echojam-color-text-muted': 'Cor do texto secundário',
      '--echojam-color-accent': 'Botão de download e botão de tocar',
      '--echojam-color-accent-hover': 'Botão de download com o mouse em cima',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos do cartão',
      '--echojam-font-family': 'Família de fontes',
    },
  },
};
