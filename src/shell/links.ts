/** The navigation and footer links of SPEC §2, defined once for the header, the footer and the tests. */
import { LINKS, PRODUCT_NAME, type ProjectLinks, type SocialNetwork } from '../config.ts';

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

export interface SocialProfile {
  icon: SocialNetwork;
  /** The network's name: the text of the placeholder link when the profile has no address. */
  network: string;
  /** The link's accessible name when the profile has an address. */
  label: string;
  /** From the build configuration (src/config.ts, ECHOJAM_SOCIAL_*); undefined when nobody gave one. */
  href: string | undefined;
}

const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  github: 'GitHub',
  discord: 'Discord',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** The four social icons of the footer (SPEC §2), in order, with the addresses the build was given. */
export function socialProfiles(links: ProjectLinks = LINKS, productName = PRODUCT_NAME): SocialProfile[] {
  return (Object.keys(NETWORK_NAMES) as SocialNetwork[]).map((icon) => ({
    icon,
    network: NETWORK_NAMES[icon],
    label: `${productName} no ${NETWORK_NAMES[icon]}`,
    href: links.social[icon],
  }));
}

/** A link is the current page when its path (without #hash) equals the route's path. */
export function isCurrentPath(href: string, routePath: string): boolean {
  const linkPath = href.split('#')[0] ?? href;
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return normalise(linkPath) === normalise(routePath);
}
