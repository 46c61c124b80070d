import { html, type TemplateResult } from 'lit-html';
import { APP_FEATURES } from '../content/features.ts';
import { SYSTEM_REQUIREMENTS } from '../content/requirements.ts';

/** Everything the app does. */
export function appFeatures(): TemplateResult {
  return html`<ul class="grid feature-grid feature-grid--compact">
    ${APP_FEATURES.map(
      (feature) => html`<li class="card feature-card" id="recurso-${feature.id}">
        <span class="feature-card__icon" aria-hidden="true">${feature.icon}</span>
        <h3 class="feature-card__title">${feature.title}</h3>
        <p class="muted">${feature.description}</p>
      </li>`,
    )}
  </ul>`;
}

/** System requirements, one card per operating system. */
export function systemRequirements(): TemplateResult {
  return html`<ul class="grid requirements">
    ${SYSTEM_REQUIREMENTS.map(
      (requirement) => html`<li class="card requirements__card" data-os=${requirement.os}>
        <h3>${requirement.name}</h3>
        <ul class="check-list">
          <li>${requirement.version}</li>
          <li>${requirement.memory}</li>
          <li>${requirement.storage}</li>
        </ul>
      </li>`,
    )}
  </ul>`;
}
