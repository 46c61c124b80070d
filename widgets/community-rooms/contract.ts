import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/widget-types.ts';

export const communityRoomsAttributes = {
  headingLevel: attr.integer(
    'Nível de título (2–6) do nome de cada sala, para encaixar na hierarquia de títulos da página.',
    3,
    2,
    6,
  ),
};

export const communityRoomsContract: WidgetContract<typeof communityRoomsAttributes> = {
  tag: 'echojam-community-rooms',
  attributes: communityRoomsAttributes,
  // On our pages every control of this widget is disabled (SPEC): its build-time render is all it needs, no code.
  hydrateOnSite: false,
  docs: {
    summary:
      'As salas ativas de exemplo (Jams): nome, pessoas, gênero, anfitrião, tempo no ar, "Em alta"; só dá para entrar pelo app.',
    events: {},
    parts: {
      root: 'A caixa externa do widget.',
      note: 'A linha que explica que se entra nas salas pelo app.',
      list: 'A grade de salas.',
      room: 'O cartão de cada sala.',
      'room-name': 'O nome de cada sala.',
      trending: 'O selo "Em alta".',
      avatars: 'A fileira de avatares de cada sala.',
      'avatar-more': 'A contagem "+N" depois de seis avatares.',
      details: 'Os detalhes de cada sala (pessoas, gênero, anfitrião, tempo no ar).',
      join: 'Cada botão "Entrar na sala" (desativado).',
    },
    cssProperties: {
      '--echojam-color-surface': 'Fundo dos cartões (padrão: #15131f).',
      '--echojam-color-surface-2': 'Fundo dos avatares e do botão desativado (padrão: #1e1b2e).',
      '--echojam-color-border': 'Borda dos cartões (padrão: #2f2a45).',
      '--echojam-color-text': 'Cor do texto (padrão: #f4f2ff).',
      '--echojam-color-text-muted': 'Rótulos, nota e texto do botão desativado (padrão: #bdb8d1).',
      '--echojam-color-accent': 'Fundo do "+N" (padrão: #7c3aed).',
      '--echojam-color-pink': 'Cor do "Em alta" (padrão: #f472b6).',
      '--echojam-color-focus': 'Contorno de foco (padrão: #fde047).',
      '--echojam-radius': 'Raio dos cantos dos cartões (padrão: 0.875rem).',
      '--echojam-font-family': 'Família de fontes (padrão: a fonte de interface do sistema).',
    },
  },
};
