import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES, workbenchRoute, type SiteRoute } from '../content/routes.ts';
import { hasWorkbenchPage } from '../workbench/workbench-pages.ts';

const WIDGETS_DIR = resolve(import.meta.dirname, '../../widgets');
const WIDGET_PAGE_TEMPLATE = resolve(import.meta.dirname, '../workbench/widget-page.html');

/**
 * The widgets with a workbench page, by folder name: every folder of widgets/ with a contract, but those
 * shown without a page (src/workbench/workbench-pages.ts). Read from the folder, so a new widget gets its
 * page, its route and its place in the sitemap with nothing to register.
 */
export const WORKBENCH_WIDGETS: readonly string[] = readdirSync(WIDGETS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(WIDGETS_DIR, entry.name, 'contract.ts')))
  .map((entry) => entry.name)
  .filter(hasWorkbenchPage)
  .sort();

/** Every route the site serves: the pages of pages/ (src/content/routes.ts), each widget's workbench page after the index. */
export const SITE_ROUTES: readonly SiteRoute[] = ROUTES.flatMap((route) =>
  route.path === '/widgets'
    ? [route, ...WORKBENCH_WIDGETS.map((name) => workbenchRoute(name, workbenchPageHtml(name)))]
    : [route],
);

/** A widget's workbench page: the one template (src/workbench/widget-page.html) with the widget's panel. */
export function workbenchPageHtml(name: string): string {
  return readFileSync(WIDGET_PAGE_TEMPLATE, 'utf8').replaceAll('{name}', name);
}
