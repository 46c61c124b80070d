import { html, type TemplateResult } from 'lit-html';
import { HERO_BADGES } from '../content/claims.ts';
import { HOME_FEATURES } from '../content/features.ts';

/** The hero's three badges. */
export function heroBadges(): TemplateResult {
  return html`<ul class="badges hero__badges">
    ${HERO_BADGES.map((badge) => html`<li class="badge">${badge}</li>`)}
  </ul>`;
}

/** The four cards under 'Por que EchoJam?'. */
export function homeFeatures(): TemplateResult {
  return html`<ul class="grid feature-grid">
    ${HOME_FEATURES.map(
      (feature) => html`<li class="card feature-card">
        <span class="feature-card__icon" aria-hidden="true">${feature.icon}</span>
        <h3 class="feature-card__title">${feature.title}</h3>
        <p class="muted">${feature.description}</p>
      </li>`,
    )}
  </ul>`;
}
