import { html, nothing, type TemplateResult } from 'lit-html';
import { DOWNLOAD_LINKS, PRODUCT_NAME } from '../config.ts';
import { iconShape } from './icons.ts';
import { MAIN_NAV } from '../content/routes.ts';
import { DOWNLOAD_BUTTON_LABEL, isCurrentPath } from './links.ts';
import { logoMarkTemplate } from './logo-mark.ts';

/**
 * The skip link and the fixed top navigation. On narrow screens the link list is a native popover
 * toggled by the menu button (works without JavaScript; src/site/menu.ts adds aria-expanded and
 * closes it when a link is chosen); while it is open the button shows a close (×) and says "Fechar menu"
 * (CSS, from the popover's own state, so it holds without JavaScript too). From 60rem up it is a plain
 * inline list.
 */
export function headerTemplate(routePath: string): TemplateResult {
  return html`<a class="skip-link" href="#conteudo">Pular para o conteúdo</a>
    <header class="site-header">
      <div class="container site-header__inner">
        <a class="brand" href="/">
          ${logoMarkTemplate()}
          <span class="brand__name">${PRODUCT_NAME}</span>
        </a>
        <button
          class="menu-toggle"
          type="button"
          popovertarget="site-menu"
          aria-controls="site-menu"
          aria-expanded="false"
        >
          <span class="menu-toggle__closed">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">${iconShape('menu')}</svg>
            <span class="visually-hidden">Abrir menu</span>
          </span>
          <span class="menu-toggle__open">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">${iconShape('cross')}</svg>
            <span class="visually-hidden">Fechar menu</span>
          </span>
        </button>
        <nav id="site-menu" class="site-nav" popover aria-label="Principal">
          <ul class="site-nav__list">
            ${MAIN_NAV.map(
              (link) =>
                html`<li>
                  <a
                    class="site-nav__link"
                    href=${link.href}
                    aria-current=${isCurrentPath(link.href, routePath) ? 'page' : nothing}
                    >${link.label}</a
                  >
                </li>`,
            )}
          </ul>
          <a
            class="button button--primary site-nav__download"
            href=${DOWNLOAD_LINKS.windows}
            target="_blank"
            rel="noopener noreferrer"
            data-download-os="auto"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">${iconShape('download')}</svg>
            ${DOWNLOAD_BUTTON_LABEL}<span class="visually-hidden"> (abre em nova aba)</span>
          </a>
        </nav>
      </div>
    </header>`;
}
