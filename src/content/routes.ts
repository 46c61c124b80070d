/**
 * Every page of pages/, read from the folder: a page's route is its file (pages/criar-sala/index.html is
 * /criar-sala, pages/404.html is /404), and its title, description, navigation entry and download bar are
 * in its own <head> (src/build/page-metadata.ts). A new page is its file: the build (shell, head tags,
 * sitemap) and the end-to-end tests read this list. The workbench's page of each widget has no file:
 * `workbenchRoute` makes it from the widget's folder name (src/build/site-routes.ts lists them from widgets/).
 */
import { readPageFiles, type PageFile } from '../build/page-files.ts';
import { readPageMetadata } from '../build/page-metadata.ts';

export type SiteRoute = PageFile;

/** Navigation entries first, in their nav-order; then the other pages by path, those left out of search engines last. */
function byNavigationThenPath(a: SiteRoute, b: SiteRoute): number {
  return (
    (a.navOrder ?? Infinity) - (b.navOrder ?? Infinity) ||
    Number(!a.indexable) - Number(!b.indexable) ||
    a.path.localeCompare(b.path)
  );
}

export const ROUTES: readonly SiteRoute[] = readPageFiles().sort(byNavigationThenPath);

for (const [index, route] of ROUTES.entries()) {
  const twin = ROUTES.slice(index + 1).find(
    (other) => route.navOrder !== undefined && other.navOrder === route.navOrder,
  );
  if (twin) throw new Error(`pages/${route.file} and pages/${twin.file} have the same nav-order ${route.navOrder}`);
}

/**
 * A widget's page on the developers' workbench, /widgets/<name>, for widgets/<name>/: made from the folder
 * name alone, so a new widget needs no entry here. `html` is its page (src/workbench/widget-page.html).
 */
export function workbenchRoute(name: string, html: string): SiteRoute {
  const file = `widgets/${name}/index.html`;
  return { path: `/widgets/${name}`, file, ...readPageMetadata(html, `${file} (src/workbench/widget-page.html)`) };
}

export interface NavLink {
  href: string;
  label: string;
}

/** The links of the top navigation (header and mobile menu), in order: the pages with a nav-label. */
export const MAIN_NAV: readonly NavLink[] = ROUTES.flatMap((route) =>
  route.navLabel ? [{ href: route.path, label: route.navLabel }] : [],
);

/** A route's navigation label, for other lists of links that name the page the same way (the footer). */
export function navLabelOf(path: string): string {
  const label = ROUTES.find((route) => route.path === path)?.navLabel;
  if (!label) throw new Error(`${path} has no <meta name="nav-label"> in its page file`);
  return label;
}
