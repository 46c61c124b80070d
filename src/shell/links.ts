/**
 * The footer's links and social profiles, defined once for the footer and the tests. The top navigation
 * is the routes' `navLabel` (MAIN_NAV in src/content/routes.ts); footer links to the same pages reuse
 * those labels unless the footer names the page otherwise.
 */
import { LINKS, PRODUCT_NAME, type ProjectLinks, type SocialNetwork } from '../config.ts';
import { navLabelOf, type NavLink } from '../content/routes.ts';

/** The top bar's button that opens the installer download in a new tab. */
export const DOWNLOAD_BUTTON_LABEL = 'Baixar Grátis';

/** A footer link to a page of the top navigation, under the same label. */
const navLink = (path: string): NavLink => ({ href: path, label: navLabelOf(path) });

export interface FooterGroup {
  title: string;
  links: readonly NavLink[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Produto',
    links: [
      navLink('/criar-sala'),
      navLink('/player'),
      navLink('/comunidade'),
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
  /** The network's name. */
  network: string;
  /** The link's accessible name (with "(abre em nova aba)" when the profile has an address). */
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

/** The footer's social icons, in order, with the addresses the build was given. */
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
