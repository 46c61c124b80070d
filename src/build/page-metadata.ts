import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Element = DefaultTreeAdapterMap['element'];

/**
 * What a page file says about itself, in its <head>, in standard HTML a newcomer already reads:
 *
 *     <title>Criar Sala — EchoJam</title>
 *     <meta name="description" content="Veja como é criar uma Jam…" />
 *     <meta name="nav-label" content="Criar Sala" />   the top navigation's link, when it has one
 *     <meta name="nav-order" content="2" />            its place there (1 = first)
 *     <meta name="download-bar" content="shown" />     the fixed download bar at the bottom of the page
 *     <meta name="robots" content="noindex" />         out of the sitemap and of search engines
 *
 * Tags rather than a script block or a front-matter comment: they are valid HTML that any tool reads
 * (parse5 here), they carry no code for the CSP to allow, and the page file previews as it is. The build
 * drops them (pages-plugin.ts) and writes the head again from them (src/shell/head.ts).
 */
export interface PageMetadata {
  title: string;
  description: string;
  navLabel?: string;
  navOrder?: number;
  downloadBar: boolean;
  indexable: boolean;
}

/** The <meta> names of PageMetadata: read from the page, then dropped from it by the build. */
export const PAGE_META_NAMES: ReadonlySet<string> = new Set([
  'description',
  'nav-label',
  'nav-order',
  'download-bar',
  'robots',
]);

const attribute = (element: Element, name: string) => element.attrs.find((entry) => entry.name === name)?.value;

function headOf(html: string): Element | undefined {
  const document = parse(html);
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  return root?.childNodes.find((node): node is Element => node.nodeName === 'head');
}

/** The metadata of a page file (`where` names it in errors): a missing title or description, or a malformed value, throws. */
export function readPageMetadata(html: string, where: string): PageMetadata {
  const head = headOf(html);
  const elements = (head?.childNodes ?? []).filter((node): node is Element => 'tagName' in node);
  const title = elements
    .find((element) => element.tagName === 'title')
    ?.childNodes.map((node) => ('value' in node ? node.value : ''))
    .join('')
    .trim();
  const meta = (name: string) => {
    const element = elements.find((candidate) => candidate.tagName === 'meta' && attribute(candidate, 'name') === name);
    return element === undefined ? undefined : (attribute(element, 'content')?.trim() ?? '');
  };
  const description = meta('description');
  if (!title) throw new Error(`${where}: no <title> in its <head>`);
  if (!description) throw new Error(`${where}: no <meta name="description" content="…"> in its <head>`);
  const navLabel = meta('nav-label') || undefined;
  const order = meta('nav-order');
  const navOrder = order ? Number(order) : undefined;
  if (navOrder !== undefined && !(Number.isInteger(navOrder) && navOrder > 0))
    throw new Error(`${where}: nav-order "${order}" is not a whole number from 1`);
  if ((navLabel === undefined) !== (navOrder === undefined))
    throw new Error(`${where}: a navigation entry needs both <meta name="nav-label"> and <meta name="nav-order">`);
  const downloadBar = meta('download-bar');
  if (downloadBar !== undefined && downloadBar !== 'shown')
    throw new Error(`${where}: <meta name="download-bar"> takes content="shown" (or is left out)`);
  const robots = meta('robots');
  if (robots !== undefined && robots !== 'noindex')
    throw new Error(`${where}: <meta name="robots"> takes content="noindex" (or is left out)`);
  return {
    title,
    description,
    ...(navLabel === undefined ? {} : { navLabel, navOrder }),
    downloadBar: downloadBar === 'shown',
    indexable: robots === undefined,
  };
}
