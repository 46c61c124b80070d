/** The ecosystem page's four product cards (SPEC §2, §3, §4). */
export type ProductStatus = 'Disponível Agora' | 'Em Desenvolvimento' | 'Roadmap 2024';

/** The one status whose card has an enabled button (a download link). */
export const AVAILABLE_STATUS: ProductStatus = 'Disponível Agora';

export interface ProductCard {
  id: 'free' | 'studio' | 'api' | 'mobile';
  name: string;
  status: ProductStatus;
  description: string;
  features: readonly string[];
  price: string;
  /** The call-to-action button's label. */
  cta: string;
  /** Visually emphasised card. */
  highlight: boolean;
  /** Why the button is disabled, shown next to it; absent on the available product. */
  unavailableReason?: string;
}

export const PRODUCTS: readonly ProductCard[] = [
  {
    id: 'free',
    name: 'EchoJam Free',
    status: 'Disponível Agora',
    description: 'O app completo para ouvir música junto com os amigos, sincronizada, no Windows, no Mac e no Linux.',
    features: [
      'Salas públicas com até 50 pessoas e privadas recomendadas para até 10',
      'Sincronização em tempo real, abaixo de 100 ms',
      'Mixagem individual de volume, graves e agudos',
      'YouTube, Spotify, SoundCloud e mais',
      'Fila compartilhada, votação e chat com emojis',
    ],
    price: 'Grátis para sempre',
    cta: 'Baixar Grátis',
    highlight: true,
  },
  {
    id: 'studio',
    name: 'EchoJam Studio',
    status: 'Em Desenvolvimento',
    description: 'Para DJs, artistas e criadores que querem levar suas Jams a um público maior.',
    features: [
      'Transmissões ao vivo para até 1.000 ouvintes',
      'Permissões de moderador configuráveis para a sua equipe',
      'Chat com emojis e votação com o público',
    ],
    price: 'Preço a anunciar',
    cta: 'Em breve',
    highlight: false,
    unavailableReason: 'Ainda em desenvolvimento: acompanhe no roadmap abaixo.',
  },
  {
    id: 'api',
    name: 'EchoJam API',
    status: 'Roadmap 2024',
    description: 'Para desenvolvedores que querem criar integrações, bots e experiências a partir das Jams.',
    features: [
      'Acesso às salas e à fila compartilhada',
      'Eventos de sincronização em tempo real',
      'Código aberto, como o app',
    ],
    price: 'Condições a anunciar',
    cta: 'Em breve',
    highlight: false,
    unavailableReason: 'Planejada no roadmap: ainda não está disponível.',
  },
  {
    id: 'mobile',
    name: 'EchoJam Mobile',
    status: 'Em Desenvolvimento',
    description: 'Suas Jams no bolso: entre nas salas dos amigos pelo celular, onde você estiver.',
    features: [
      'Entre em salas públicas e privadas',
      'Fila compartilhada e chat com emojis',
      'Mixagem individual também no celular',
    ],
    price: 'Preço a anunciar',
    cta: 'Em breve',
    highlight: false,
    unavailableReason: 'Ainda em desenvolvimento: a versão beta vem primeiro.',
  },
];
