import { html, nothing, type TemplateResult } from 'lit-html';
import { color } from '../brand/tokens.ts';
import { PRODUCT_NAME, SITE_URL } from '../config.ts';
import type { SiteRoute } from '../content/routes.ts';
import { FAVICON_DATA_URL } from './favicon.ts';
import { renderToHtml } from './render-to-html.ts';

const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630, alt: 'EchoJam: escute junto, viva o som' };

/** The page's absolute address, when the site's address is configured (ECHOJAM_SITE_URL). */
function canonicalUrl(route: SiteRoute, siteUrl: string | undefined = SITE_URL): string | undefined {
  return siteUrl === undefined ? undefined : siteUrl + route.path;
}

/**
 * JSON-LD for the app itself (schema.org SoftwareApplication, free on the three desktop systems). Its url
 * and image are absolute addresses: only when the site's address is configured.
 */
function softwareApplicationJsonLd(siteUrl: string | undefined = SITE_URL): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: PRODUCT_NAME,
    applicationCategory: 'MultimediaApplication',
    operatingSystem: 'Windows, macOS, Linux',
    inLanguage: 'pt-BR',
    ...(siteUrl === undefined ? {} : { url: siteUrl + '/', image: siteUrl + OG_IMAGE.path }),
    description: 'Ouça música com seus amigos em tempo real, em salas compartilhadas chamadas Jams.',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL' },
  };
  // "<" escaped so the data can never close its <script> element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Open Graph's image: an absolute address, so only with the site's address configured. */
function openGraphImage(siteUrl: string | undefined): TemplateResult | typeof nothing {
  if (siteUrl === undefined) return nothing;
  return html`<meta property="og:image" content=${siteUrl + OG_IMAGE.path} />
    <meta property="og:image:width" content=${String(OG_IMAGE.width)} />
    <meta property="og:image:height" content=${String(OG_IMAGE.height)} />
    <meta property="og:image:alt" content=${OG_IMAGE.alt} />`;
}

/**
 * Everything in <head> of a page: meta, canonical, Open Graph and Twitter cards, icons, the site's
 * stylesheet (a link in the dev server; the build inlines it: src/build/inline-stylesheets.ts) and its one
 * module script (deferred by nature: it never blocks the first paint; the build moves it to the end of
 * <body>: src/build/script-last.ts). The canonical link, og:url and og:image need the site's address
 * (ECHOJAM_SITE_URL): without it they are left out, never guessed.
 */
function headTemplate(route: SiteRoute, siteUrl: string | undefined = SITE_URL): TemplateResult {
  const url = canonicalUrl(route, siteUrl);
  const indexing = route.indexable
    ? url === undefined
      ? nothing
      : html`<link rel="canonical" href=${url} />`
    : html`<meta name="robots" content="noindex" />`;
  return html`<meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content=${route.description} />
    ${indexing}
    <meta name="theme-color" content=${color.bg} />
    <meta name="color-scheme" content="dark" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content=${PRODUCT_NAME} />
    <meta property="og:locale" content="pt_BR" />
    <meta property="og:title" content=${route.title} />
    <meta property="og:description" content=${route.description} />
    ${url === undefined ? nothing : html`<meta property="og:url" content=${url} />`} ${openGraphImage(siteUrl)}
    <meta name="twitter:card" content=${siteUrl === undefined ? 'summary' : 'summary_large_image'} />
    <link rel="icon" href=${FAVICON_DATA_URL} type="image/svg+xml" />
    <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    <link rel="stylesheet" href="/src/styles/site.css" />
    <script type="module" src="/src/site/main.ts"></script>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The head as HTML; the home page also carries the app's JSON-LD (a data block, not a script the CSP governs). */
export function renderHead(route: SiteRoute): string {
  const jsonLd =
    route.path === '/' ? `\n<script type="application/ld+json">${softwareApplicationJsonLd()}</script>` : '';
  // <title> is a raw-text element lit cannot bind into: escaped here instead.
  return (
    `<meta charset="utf-8" />\n<title>${escapeText(route.title)}</title>\n` + renderToHtml(headTemplate(route)) + jsonLd
  );
}
