import { html, nothing, type TemplateResult } from 'lit-html';
import { PRODUCT_NAME } from '../config.ts';
import { iconShape } from './icons.ts';
import { logoMarkTemplate } from './logo-mark.ts';
import { FOOTER_GROUPS, isCurrentPath, socialProfiles, type SocialProfile } from './links.ts';

export const FOOTER_BADGES = ['100% Grátis', 'Sem Anúncios', 'Código Aberto'] as const;

export interface FooterOptions {
  routePath: string;
  /** The fixed download bar follows the footer on this page. */
  downloadBar: boolean;
  /** Shown in the copyright line: the year the site was built. */
  year: number;
  /** The four social icons; by default the configured ones (src/config.ts). */
  social?: readonly SocialProfile[];
}

/**
 * A configured profile is a link that opens in a new tab. One nobody gave an address for is a link with no
 * target: an <a> without href (so not focusable, nothing to follow) given back its link role, unavailable
 * and named, so a screen reader hears "EchoJam no GitHub, link, unavailable". The explicit role also keeps
 * it out of Lighthouse's crawlable-anchors audit, which checks only role-less anchors.
 */
export function socialIconTemplate(profile: SocialProfile): TemplateResult {
  const icon = html`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    ${iconShape(profile.icon)}
  </svg>`;
  return profile.href === undefined
    ? html`<a class="social-link social-link--inactive" role="link" aria-disabled="true" aria-label=${profile.label}
        >${icon}</a
      >`
    : html`<a
        class="social-link"
        href=${profile.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label=${`${profile.label} (abre em nova aba)`}
        >${icon}</a
      >`;
}

/** Footer, then the fixed download bar where the route shows it (toasts create their own area when needed). */
export function footerTemplate({
  routePath,
  downloadBar,
  year,
  social = socialProfiles(),
}: FooterOptions): TemplateResult {
  return html`<footer class="site-footer">
      <div class="container site-footer__inner">
        <div class="site-footer__about">
          <a class="brand" href="/">
            ${logoMarkTemplate()}
            <span class="brand__name">${PRODUCT_NAME}</span>
          </a>
          <p class="muted">Música junto com quem você gosta, em tempo real.</p>
          <ul class="badges" aria-label="Compromissos do ${PRODUCT_NAME}">
            ${FOOTER_BADGES.map((badge) => html`<li class="badge">${badge}</li>`)}
          </ul>
          <ul class="site-footer__social" aria-label="Redes sociais">
            ${social.map((profile) => html`<li>${socialIconTemplate(profile)}</li>`)}
          </ul>
        </div>
        <nav class="site-footer__nav" aria-label="Rodapé">
          ${FOOTER_GROUPS.map(
            (group) =>
              html`<div class="site-footer__group">
                <h2 class="site-footer__title">${group.title}</h2>
                <ul>
                  ${group.links.map(
                    (link) =>
                      html`<li>
                        <a
                          href=${link.href}
                          aria-current=${!link.href.includes('#') && isCurrentPath(link.href, routePath) ? 'page' : nothing}
                          >${link.label}</a
                        >
                      </li>`,
                  )}
                </ul>
              </div>`,
          )}
        </nav>
        <p class="site-footer__copyright">© ${year} ${PRODUCT_NAME}. Software de código aberto.</p>
      </div>
    </footer>
    ${downloadBar ? html`<echojam-download-bar class="site-download-bar"></echojam-download-bar>` : nothing}`;
}
