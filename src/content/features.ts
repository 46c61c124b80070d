import type { IconName } from '../lib/icon-shapes.ts';

/**
 * Feature copy: the home page's four cards, the create-room widget's feature list, the app's full feature list and
 * the player page's three cards.
 */
export interface Feature {
  id: string;
  /** Decorative: the icon of that name (src/shell/icons.ts), drawn as inline SVG beside the title, which says it in words. */
  icon: IconName;
  title: string;
  description: string;
}

/** Home: the four cards under 'Por que EchoJam?'. */
export const HOME_FEATURES: readonly Feature[] = [
  {
    id: 'sincronia',
    icon: 'bolt',
    title: 'Sincronização de verdade',
    description:
      'Todo mundo ouve o mesmo segundo da música, em tempo real, com diferença abaixo de 100 ms. Nada de contar até três para dar o play.',
  },
  {
    id: 'mixagem',
    icon: 'sliders',
    title: 'Cada um no seu som',
    description:
      'Com a mixagem individual, cada participante ajusta volume, graves e agudos do seu jeito, sem mexer no som dos amigos.',
  },
  {
    id: 'fontes',
    icon: 'music',
    title: 'Toda a sua música',
    description:
      'Toque músicas do YouTube, do Spotify, do SoundCloud e de outras fontes. Baixe faixas e ouça até offline.',
  },
  {
    id: 'gratis',
    icon: 'heart',
    title: 'Grátis e aberto',
    description:
      '100% grátis para sempre, sem anúncios e sem cadastro. O código é aberto: a comunidade vê, confere e sugere melhorias.',
  },
];

/** Create room: what every Jam comes with. */
export const ROOM_FEATURES: readonly Feature[] = [
  {
    id: 'fila',
    icon: 'document',
    title: 'Fila compartilhada',
    description: 'Todo mundo adiciona músicas à mesma fila.',
  },
  {
    id: 'votacao',
    icon: 'ballot',
    title: 'Votação nas próximas músicas',
    description: 'A sala decide o que toca em seguida.',
  },
  {
    id: 'chat',
    icon: 'chat',
    title: 'Chat com emojis',
    description: 'Comente cada faixa sem sair da Jam.',
  },
  {
    id: 'moderacao',
    icon: 'shield',
    title: 'Permissões de moderador',
    description: 'O anfitrião configura quem pode fazer o quê.',
  },
  {
    id: 'mixagem',
    icon: 'sliders',
    title: 'Mixagem individual',
    description: 'Volume, graves e agudos de cada um, do seu lado.',
  },
  {
    id: 'sincronia',
    icon: 'bolt',
    title: 'Sincronização precisa',
    description: 'Abaixo de 100 ms entre os participantes.',
  },
];

/** Documentation: the complete list of what the app does (SPEC §1). */
export const APP_FEATURES: readonly Feature[] = [
  {
    id: 'salas',
    icon: 'headphones',
    title: 'Salas públicas e privadas',
    description:
      'Salas públicas recebem até 50 pessoas ao mesmo tempo; as privadas são recomendadas para até 10 pessoas.',
  },
  {
    id: 'sincronia',
    icon: 'bolt',
    title: 'Sincronização em tempo real',
    description: 'A reprodução fica alinhada entre todos os participantes, com diferença abaixo de 100 ms.',
  },
  {
    id: 'mixagem',
    icon: 'sliders',
    title: 'Mixagem individual',
    description: 'Volume, graves e agudos ajustados por participante, sem afetar o som dos outros.',
  },
  {
    id: 'fontes',
    icon: 'music',
    title: 'Várias fontes de música',
    description: 'YouTube, Spotify, SoundCloud e mais, na mesma fila.',
  },
  {
    id: 'offline',
    icon: 'inbox',
    title: 'Modo offline',
    description: 'Baixe faixas para ouvir mesmo sem conexão.',
  },
  {
    id: 'fila',
    icon: 'document',
    title: 'Fila compartilhada e votação',
    description: 'Todos sugerem músicas e votam nas próximas.',
  },
  {
    id: 'chat',
    icon: 'chat',
    title: 'Chat com emojis',
    description: 'Converse com a sala enquanto a música toca.',
  },
  {
    id: 'moderacao',
    icon: 'shield',
    title: 'Permissões de moderador',
    description: 'O anfitrião define o que cada moderador pode fazer na sala.',
  },
  {
    id: 'aberto',
    icon: 'unlock',
    title: 'Grátis e de código aberto',
    description: 'Sem anúncios, sem cadastro e com o código aberto.',
  },
];

/** Player: what the demo only shows and the app does, under 'No app, tudo isso funciona de verdade'. */
export const PLAYER_FEATURES: readonly Feature[] = [
  {
    id: 'sincronia',
    icon: 'bolt',
    title: 'Todos no mesmo segundo',
    description: 'A reprodução fica sincronizada entre todos da sala, com diferença abaixo de 100 ms.',
  },
  {
    id: 'mixagem',
    icon: 'sliders',
    title: 'Sua mixagem, só sua',
    description: 'Volume, graves e agudos mudam só para você; os amigos continuam ouvindo do jeito deles.',
  },
  {
    id: 'fila',
    icon: 'ballot',
    title: 'A fila é de todo mundo',
    description:
      'Cada um adiciona músicas do YouTube, do Spotify, do SoundCloud e de outras fontes, e a sala vota nas próximas.',
  },
];
