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
  // On our pages every control of this widget is disabled (joining happens in the app): its build-time render is all it needs, no code.
  hydrateOnSite: false,
  docs: {
    summary:
      'As salas ativas de exemplo (Jams): nome, pessoas, gênero, anfitrião, tempo no ar, “Em alta”; só dá para entrar pelo app.',
    events: {},
    parts: {
      root: 'A caixa externa do widget.',
      note: 'A linha que explica que se entra nas salas pelo app.',
      list: 'A grade de salas.',
      room: 'O cartão de cada sala.',
      'room-name': 'O nome de cada sala.',
      trending: 'O selo “Em alta”.',
      avatars: 'A fileira de avatares de cada sala (decorativa: o número de pessoas está nos detalhes).',
      'avatar-more': 'A contagem “+N” depois de seis avatares.',
      details: 'Os detalhes de cada sala (pessoas, gênero, anfitrião, tempo no ar).',
      join: 'Cada botão “Entrar na sala” (desativado).',
      'app-only': 'O selo “Só no app” ao lado de cada botão.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Fundo dos cartões',
      '--echojam-color-surface-2': 'Fundo do “+N”, misturado aos tons dos avatares',
      '--echojam-color-border': 'Borda dos cartões e do botão desativado',
      '--echojam-color-text': 'Cor do texto',
      '--echojam-color-text-muted': 'Rótulos, nota e texto do botão desativado',
      '--echojam-color-accent': 'Tons dos avatares: a cor e duas vizinhas dela',
      '--echojam-color-pink': 'Cor do “Em alta”',
      '--echojam-color-focus': 'Contorno de foco',
      '--echojam-radius': 'Raio dos cantos dos cartões',
      '--echojam-font-family': 'Família de fontes',
    },
  },
};
