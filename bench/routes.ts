/**
 * Which routes `npm run bench` measures. By default every page a visitor lands on: the site's pages,
 * the partner guide /parceiros (public, indexable, where partners arrive from a link or a search) and the
 * 404 page. The developers' workbench (/widgets and its per-widget pages) is a tool, not a landing page:
 * measured only with --all.
 */
import { ROUTES, type SiteRoute } from '../src/content/routes.ts';

export const isWorkbench = (path: string): boolean => path === '/widgets' || path.startsWith('/widgets/');

export function benchRoutes(all: boolean, routes: readonly SiteRoute[] = ROUTES): SiteRoute[] {
  return routes.filter((route) => all || !isWorkbench(route.path));
}

/** Where each route is visited: the 404 page through a path that does not exist. */
export function visitPath(routePath: string): string {
  return routePath === '/404' ? '/nao-existe' : routePath;
}
