/** The navigation and footer links of SPEC §2, defined once for the header, the footer and the tests. */
export interface NavLink {
  href: string;
  label: string;
}

/** The six links of the top navigation, in order. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/criar-sala', label: 'Criar Sala' },
  { href: '/player', label: 'Player Demo' },
  { href: '/comunidade', label: 'Comunidade' },
  { href: '/produtos', label: 'Produtos' },
  { href: '/sobre', label: 'Sobre' },
];

export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Produto',
    links: [
      { href: '/criar-sala', label: 'Criar Sala' },
      { href: '/player', label: 'Player Demo' },
      { href: '/comunidade', label: 'Comunidade' },
      { href: '/produtos', label: 'Ecossistema' },
    ],
  },
  {
    title: 'Recursos',
    links: [
      { href: '/documentacao', label: 'Documentação' },
      { href: '/status', label: 'Status' },
    ],
  },
  {
    title: 'Sobre',
    links: [
      { href: '/sobre#faq', label: 'FAQ' },
      { href: '/sobre#contato', label: 'Contato' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/termos-uso', label: 'Termos de Uso' },
      { href: '/politica', label: 'Política de Privacidade' },
      { href: '/licenca', label: 'Licença' },
    ],
  },
];

export interface SocialLink extends NavLink {
  icon: 'github' | 'discord' | 'instagram' | 'youtube';
}

/** The four social profiles of the footer (SPEC §2 names four icon links). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { href: 'https://github.com/echojam', label: 'EchoJam no GitHub', icon: 'github' },
  { href: 'https://discord.gg/echojam', label: 'Comunidade EchoJam no Discord', icon: 'discord' },
  { href: 'https://www.instagram.com/echojam', label: 'EchoJam no Instagram', icon: 'instagram' },
  { href: 'https://www.youtube.com/@echojam', label: 'EchoJam no YouTube', icon: 'youtube' },
];

/** A link is the current page when its path (without #hash) equals the route's path. */
export function isCurrentPath(href: string, routePath: string): boolean {
  const linkPath = href.split('#')[0] ?? href;
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalise(linkPath) === normalise(routePath);
}
