import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's site on a second origin (another loopback server: Chromium blocks made-up origins),
 * serving the pages of tests/e2e/partner.spec.ts. Its scripts are files, never inline, so the strict
 * page's CSP holds for the partner's code too. /slow.png answers only once the test releases it.
 */
export interface PartnerSite {
  readonly origin: string;
  /** Lets the held /slow.png answer (and the page's `load` fire). */
  releaseSlowImage(): void;
  /** What /colado shows: HTML a partner pasted (the workbench's pre-rendered element). */
  paste(html: string): void;
  close(): Promise<void>;
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The partner's own script: records CSP violations, EchoJam events and when the download bar came
 * alive; cancels downloads while `partner.cancelDownloads` is true (a consent check would).
 */
const PARTNER_JS = `
const partner = (window.partner = { violations: [], downloads: [], cancelDownloads: false, barLiveAt: null, readyStateAtBar: null });
document.addEventListener('securitypolicyviolation', (event) => {
  partner.violations.push(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber);
});
document.addEventListener('echojam-download', (event) => {
  partner.downloads.push(event.detail.os);
  if (partner.cancelDownloads) event.preventDefault();
});
function watchBar() {
  const bar = document.querySelector('echojam-download-bar');
  if (bar && bar.matches(':state(live)')) {
    partner.barLiveAt = performance.now();
    partner.readyStateAtBar = document.readyState;
  } else {
    requestAnimationFrame(watchBar);
  }
}
requestAnimationFrame(watchBar);
`;

/** A partner's own custom element whose shadow root holds an EchoJam FAQ, made known with discover(). */
function partnerCardJs(site: string): string {
  return `
import { define, discover } from '${site}/embed/v1/echojam.js';
class PartnerCard extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<h2>Dúvidas</h2><echojam-faq heading-level="3"></echojam-faq>';
  }
  connectedCallback() {
    discover(this.shadowRoot);
  }
}
customElements.define('partner-card', PartnerCard);

// A property set before the code loads (as Angular or Lit's .prop= do) is honoured once it has.
const bar = document.createElement('echojam-download-bar');
bar.id = 'lazy-bar';
bar.variant = 'inline';
document.body.append(bar);
window.partner.defined = define(['echojam-download-bar']).then(() => 'defined', (error) => error.message);
window.partner.unknown = define(['echojam-nada']).then(() => 'defined', (error) => error.message);
`;
}

function page(site: string, partner: string, body: string, head = ''): string {
  const links = ['windows', 'mac', 'linux'].map((os) => `${os}-url="${partner}/baixar/${os}"`).join(' ');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Site parceiro</title>
<script src="/partner.js"></script>
<script type="module" src="${site}/embed/v1/echojam.js"></script>
${head}
</head>
<body>
${body.replaceAll('DOWNLOAD_LINKS', links)}
</body>
</html>`;
}

const PARTNER_TEXT = '<p class="partner-text">Conteúdo do parceiro.</p>';
const TALL_CONTENT = Array.from({ length: 30 }, (_, index) => `<p>Parágrafo ${index + 1} do parceiro.</p>`).join('\n');

function pages(site: string, partner: string, query: URLSearchParams): Record<string, { html: string; csp?: string }> {
  return {
    // The pinned embed of the guide, with its integrity: the one script tag is the whole embed.
    '/fixado': {
      html: `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Versão fixa</title>
<script type="module" src="${query.get('src')}" integrity="${query.get('integrity')}" crossorigin="anonymous"></script>
</head>
<body><echojam-download-bar variant="inline"></echojam-download-bar></body>
</html>`,
    },
    // Exactly the policy of the issue: our origin for scripts, nothing inline, styles only from 'self'.
    '/estrito': {
      csp: strictPartnerPolicy(site),
      html: page(
        site,
        partner,
        `<main>
<h1>Parceiro com CSP estrita</h1>
${PARTNER_TEXT}
<echojam-download-bar variant="inline" DOWNLOAD_LINKS></echojam-download-bar>
<echojam-player-demo variant="compact" image-base="${partner}/" download-url="${partner}/baixar/app"></echojam-player-demo>
<echojam-create-room DOWNLOAD_LINKS></echojam-create-room>
<echojam-community-rooms></echojam-community-rooms>
<echojam-faq heading-level="2"></echojam-faq>
<echojam-contact-form></echojam-contact-form>
</main>`,
      ),
    },
    '/imagem-lenta': {
      html: page(
        site,
        partner,
        `<main><h1>Imagem lenta</h1><img src="/slow.png" alt="Anúncio" width="300" height="250">\n<echojam-download-bar variant="inline" DOWNLOAD_LINKS></echojam-download-bar></main>`,
      ),
    },
    '/shadow-root': {
      html: page(
        site,
        partner,
        `<main><h1>Componente do parceiro</h1><partner-card></partner-card></main>`,
        `<script type="module" src="/partner-card.js"></script>`,
      ),
    },
    '/fonte-62-5': {
      html: page(
        site,
        partner,
        `<main><h1>Raiz de 10px</h1>
<echojam-download-bar id="padrao" variant="inline" DOWNLOAD_LINKS></echojam-download-bar>
<echojam-download-bar id="maior" variant="inline" DOWNLOAD_LINKS></echojam-download-bar></main>`,
        `<style>html { font-size: 62.5%; } #maior { --echojam-font-size: 20px; }</style>`,
      ),
    },
    '/claro': {
      html: page(
        site,
        partner,
        `<main><h1>Página clara</h1>
<echojam-download-bar theme="light" variant="inline" DOWNLOAD_LINKS></echojam-download-bar>
<echojam-community-rooms theme="light" heading-level="2"></echojam-community-rooms>
<echojam-faq theme="light" heading-level="2"></echojam-faq>
<echojam-contact-form theme="light"></echojam-contact-form>
<echojam-create-room theme="light" DOWNLOAD_LINKS></echojam-create-room>
<echojam-player-demo theme="light" variant="compact" download-url="${partner}/baixar/app"></echojam-player-demo></main>`,
        `<style>body { background: #fff; color: #111; }</style>`,
      ),
    },
    '/barra-fixa': {
      html: page(
        site,
        partner,
        `<main><h1>Barra fixa</h1>${TALL_CONTENT}
<echojam-contact-form></echojam-contact-form>
<button type="button" id="ultimo-botao">Botão do parceiro</button></main>
<echojam-download-bar DOWNLOAD_LINKS></echojam-download-bar>`,
        // The guide's advice: toasts clear the fixed bar (6.5 × 16px high, 4.25 × 16px from 48rem) by 16px.
        `<style>body { margin: 0; --echojam-toast-offset-bottom: 120px; } @media (min-width: 48rem) { body { --echojam-toast-offset-bottom: 84px; } }</style>`,
      ),
    },
  };
}

export async function startPartnerSite(site: string): Promise<PartnerSite> {
  let releaseSlowImage!: () => void;
  const slowImageReleased = new Promise<void>((resolve) => (releaseSlowImage = resolve));
  let partner = '';
  let pasted = '';

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://partner');
    const path = url.pathname;
    const entry =
      path === '/colado'
        ? { html: page(site, partner, `<main><h1>HTML colado</h1>${pasted}</main>`) }
        : pages(site, partner, url.searchParams)[path];
    if (entry) {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        ...(entry.csp ? { 'Content-Security-Policy': entry.csp } : {}),
      });
      response.end(entry.html);
    } else if (path === '/partner.js' || path === '/partner-card.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(path === '/partner.js' ? PARTNER_JS : partnerCardJs(site));
    } else if (path === '/slow.png') {
      await slowImageReleased;
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(ONE_PIXEL_PNG);
    } else if (path.startsWith('/images/')) {
      // The player's image-base points here: the partner serves our preview images from its own origin.
      const image = await fetch(`${site}${path}`);
      response.writeHead(image.status, {
        'Content-Type': image.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await image.arrayBuffer()));
    } else if (path === '/favicon.ico') {
      response.writeHead(204);
      response.end();
    } else if (path.startsWith('/baixar/')) {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Download do parceiro');
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Não encontrado');
    }
  }

  const server: Server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  partner = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin: partner,
    releaseSlowImage,
    paste: (html) => (pasted = html),
    close: () => {
      releaseSlowImage();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The strict policy of the partner guide's CSP section, with `site` (our origin) allowed for scripts. */
export function strictPartnerPolicy(site: string): string {
  return `default-src 'self'; script-src 'self' ${site}; style-src 'self'`;
}
