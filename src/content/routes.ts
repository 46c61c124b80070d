/**
 * Every route of the site: its page file, its title and description (for <title>, meta, Open Graph),
 * its place in the navigation, and whether the fixed download bar shows on it.
 * The build (shell, head tags, sitemap) and the end-to-end tests read this list.
 */
export interface SiteRoute {
  /** Clean URL path, as the navigation links it: '/', '/criar-sala'. */
  path: string;
  /** HTML file under pages/. */
  file: string;
  title: string;
  description: string;
  /** Label in the top navigation, when the route is one of its six links. */
  navLabel?: string;
  /** The fixed download bar shows at the bottom of the page. */
  downloadBar: boolean;
  /** Listed in sitemap.xml and indexed by search engines. */
  indexable: boolean;
}

/**
 * A widget's page on the developers' workbench: widgets/<name>/ shown alone, as a developer tries one
 * widget at a time (pages/widgets/<name>/index.html). `what` names the widget in a sentence.
 */
function workbenchRoute(name: string, what: string): SiteRoute {
  return {
    path: `/widgets/${name}`,
    file: `widgets/${name}/index.html`,
    title: `echojam-${name} na bancada — EchoJam`,
    description: `${what} do EchoJam ao vivo na bancada de widgets: mude os atributos, acompanhe os eventos e copie o código para incorporar.`,
    downloadBar: false,
    indexable: true,
  };
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
  workbenchRoute('community-rooms', 'As salas da comunidade'),
  workbenchRoute('contact-form', 'O formulário de contato'),
  workbenchRoute('create-room', 'A prévia de criação de sala'),
  workbenchRoute('download-bar', 'A barra de download'),
  workbenchRoute('faq', 'As perguntas frequentes'),
  workbenchRoute('player-demo', 'A demonstração do player'),
  {
    path: '/404',
    file: '404.html',
    title: 'Página não encontrada — EchoJam',
    description: 'Esta página não existe. Volte ao início do EchoJam.',
    downloadBar: false,
    indexable: false,
  },
];

export function routeForFile(file: string): SiteRoute | undefined {
  return ROUTES.find((route) => route.file === file);
}
