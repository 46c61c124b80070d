import { html, nothing, type TemplateResult } from 'lit-html';
import { DOWNLOAD_LINKS, PRODUCT_NAME } from '../config.ts';
import { iconShape } from './icons.ts';
import { logoMarkTemplate } from './logo-mark.ts';
import { isCurrentPath, MAIN_NAV } from './links.ts';

/**
 * The skip link and the fixed top navigation. On narrow screens the link list is a native popover
 * toggled by the menu button (works without JavaScript; src/site/menu.ts adds aria-expanded and
 * closes it when a link is chosen); from 60rem up it is a plain inline list.
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
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">${iconShape('menu')}</svg>
          <span class="visually-hidden">Menu</span>
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
            Baixar Grátis<span class="visually-hidden"> (abre em nova aba)</span>
          </a>
        </nav>
      </div>
    </header>`;
}
