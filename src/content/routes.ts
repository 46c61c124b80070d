/**
 * Every page of pages/: its file, its title and description (for <title>, meta, Open Graph), its label
 * in the top navigation, and whether the fixed download bar shows on it. The workbench's page of each
 * widget is not listed: `workbenchRoute` makes it from the widget's folder name (src/build/site-routes.ts
 * lists them from widgets/). The build (shell, head tags, sitemap) and the end-to-end tests read this list.
 */
export interface SiteRoute {
  /** Clean URL path, as the navigation links it: '/', '/criar-sala'. */
  path: string;
  /** HTML file under pages/. */
  file: string;
  title: string;
  description: string;
  /** Label in the top navigation (header and mobile menu), in list order; absent when it is not a link there. */
  navLabel?: string;
  /** The fixed download bar shows at the bottom of the page. */
  downloadBar: boolean;
  /** Listed in sitemap.xml and indexed by search engines. */
  indexable: boolean;
}

export const ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    file: 'index.html',
    title: 'EchoJam — Escute junto, viva o som',
    description:
      'Ouça música com seus amigos em tempo real, em salas compartilhadas. Grátis para sempre, sem anúncios e sem cadastro, para Windows, Mac e Linux.',
    navLabel: 'Home',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/criar-sala',
    file: 'criar-sala/index.html',
    title: 'Criar Sala — EchoJam',
    description:
      'Veja como é criar uma Jam no EchoJam: dê um nome à sala, escolha se ela é pública ou privada e chame seus amigos pelo app.',
    navLabel: 'Criar Sala',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/player',
    file: 'player/index.html',
    title: 'Player Demo — EchoJam',
    description:
      'Conheça o player do EchoJam: fila compartilhada, mixagem individual de volume, graves e agudos e quem está ouvindo com você.',
    navLabel: 'Player Demo',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/comunidade',
    file: 'comunidade/index.html',
    title: 'Comunidade — EchoJam',
    description:
      'Veja como a comunidade EchoJam ouve música junto: exemplos de salas públicas por gênero, um ranking de exemplo dos ouvintes e os números da comunidade.',
    navLabel: 'Comunidade',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/produtos',
    file: 'produtos/index.html',
    title: 'Produtos: ecossistema e roadmap — EchoJam',
    description:
      'Conheça o ecossistema EchoJam: o app Free, grátis para sempre, e o que está a caminho com Studio, API e Mobile. Acompanhe cada etapa no roadmap.',
    navLabel: 'Produtos',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/sobre',
    file: 'sobre/index.html',
    title: 'Sobre, FAQ e contato — EchoJam',
    description:
      'Por que o EchoJam nasceu e o que decidimos desde o começo: grátis, sem anúncios, sem cadastro e com código aberto. E as respostas para as dúvidas mais comuns.',
    navLabel: 'Sobre',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/documentacao',
    file: 'documentacao/index.html',
    title: 'Documentação — EchoJam',
    description:
      'Como instalar e usar o EchoJam, seus recursos e os requisitos de sistema para Windows, macOS e Linux.',
    downloadBar: true,
    indexable: true,
  },
  {
    path: '/status',
    file: 'status/index.html',
    title: 'Status do sistema — EchoJam',
    description:
      'A situação dos serviços do EchoJam (site e downloads, sincronização das Jams e salas públicas), o que mudou nas últimas atualizações e o que vem a seguir.',
    downloadBar: false,
    indexable: true,
  },
  {
    path: '/termos-uso',
    file: 'termos-uso/index.html',
    title: 'Termos de Uso — EchoJam',
    description: 'Os termos de uso do EchoJam, o app gratuito e de código aberto para ouvir música junto.',
    downloadBar: false,
    indexable: true,
  },
  {
    path: '/politica',
    file: 'politica/index.html',
    title: 'Política de Privacidade — EchoJam',
    description: 'Como o EchoJam trata seus dados: sem contas, sem anúncios e sem rastreamento.',
    downloadBar: false,
    indexable: true,
  },
  {
    path: '/licenca',
    file: 'licenca/index.html',
    title: 'Licença de Software — EchoJam',
    description:
      'A licença de uso do EchoJam em linguagem simples: o que você pode fazer com o app, o que não é permitido, as atualizações e quando a licença termina.',
    downloadBar: false,
    indexable: true,
  },
  {
    path: '/parceiros',
    file: 'parceiros/index.html',
    title: 'Guia para parceiros — EchoJam',
    description:
      'Coloque a barra de download ou o player do EchoJam no seu site com uma tag de script: atributos, eventos, temas e a Content-Security-Policy necessária.',
    downloadBar: false,
    indexable: true,
  },
  {
    path: '/widgets',
    file: 'widgets/index.html',
    title: 'Bancada de widgets — EchoJam',
    description:
      'Os widgets do EchoJam, cada um na sua página da bancada: atributos editáveis, eventos ao vivo e o código para incorporar.',
    downloadBar: false,
    indexable: true,
  },
  {
    path: '/404',
    file: '404.html',
    title: 'Página não encontrada — EchoJam',
    description: 'Esta página não existe. Volte ao início do EchoJam.',
    downloadBar: false,
    indexable: false,
  },
];

/**
 * A widget's page on the developers' workbench, /widgets/<name>, for widgets/<name>/: made from the folder
 * name alone, so a new widget needs no entry here.
 */
export function workbenchRoute(name: string): SiteRoute {
  return {
    path: `/widgets/${name}`,
    file: `widgets/${name}/index.html`,
    title: `echojam-${name} na bancada — EchoJam`,
    description: `O elemento echojam-${name} do EchoJam ao vivo na bancada de widgets: mude os atributos, acompanhe os eventos e copie o código para incorporar.`,
    downloadBar: false,
    indexable: true,
  };
}

export interface NavLink {
  href: string;
  label: string;
}

/** The links of the top navigation (header and mobile menu), in order: the routes with a `navLabel`. */
export const MAIN_NAV: readonly NavLink[] = ROUTES.flatMap((route) =>
  route.navLabel ? [{ href: route.path, label: route.navLabel }] : [],
);

/** A route's navigation label, for other lists of links that name the page the same way (the footer). */
export function navLabelOf(path: string): string {
  const label = ROUTES.find((route) => route.path === path)?.navLabel;
  if (!label) throw new Error(`${path} has no navLabel in src/content/routes.ts`);
  return label;
}
