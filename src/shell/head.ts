import { html, type TemplateResult } from 'lit-html';
import { color } from '../brand/tokens.ts';
import { PRODUCT_NAME, SITE_URL } from '../config.ts';
import type { SiteRoute } from '../content/routes.ts';
import { FAVICON_DATA_URL } from './favicon.ts';
import { renderToHtml } from './render-to-html.ts';

const OG_IMAGE = { path: '/images/og-image.png', width: 1200, height: 630, alt: 'EchoJam: escute junto, viva o som' };

export function canonicalUrl(route: SiteRoute): string {
  return SITE_URL + route.path;
}

/** JSON-LD for the app itself (schema.org SoftwareApplication, free on the three desktop systems). */
export function softwareApplicationJsonLd(): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: PRODUCT_NAME,
    applicationCategory: 'MultimediaApplication',
    operatingSystem: 'Windows, macOS, Linux',
    inLanguage: 'pt-BR',
    url: SITE_URL + '/',
    image: SITE_URL + OG_IMAGE.path,
    description: 'Ouça música com seus amigos em tempo real, em salas compartilhadas chamadas Jams.',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL' },
  };
  // "<" escaped so the data can never close its <script> element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Everything in <head> of a page: meta, canonical, Open Graph and Twitter cards, icons, the site's
 * stylesheet (a link in the dev server; the build inlines it: src/build/inline-stylesheets.ts) and its one
 * module script (deferred by nature: it never blocks the first paint; the build moves it to the end of
 * <body>: src/build/script-last.ts).
 */
export function headTemplate(route: SiteRoute): TemplateResult {
  const url = canonicalUrl(route);
  const image = SITE_URL + OG_IMAGE.path;
  return html`<meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content=${route.description} />
    ${route.indexable ? html`<link rel="canonical" href=${url} />` : html`<meta name="robots" content="noindex" />`}
    <meta name="theme-color" content=${color.bg} />
    <meta name="color-scheme" content="dark" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content=${PRODUCT_NAME} />
    <meta property="og:locale" content="pt_BR" />
    <meta property="og:title" content=${route.title} />
    <meta property="og:description" content=${route.description} />
    <meta property="og:url" content=${url} />
    <meta property="og:image" content=${image} />
    <meta property="og:image:width" content=${String(OG_IMAGE.width)} />
    <meta property="og:image:height" content=${String(OG_IMAGE.height)} />
    <meta property="og:image:alt" content=${OG_IMAGE.alt} />
    <meta name="twitter:card" content="summary_large_image" />
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
