import { html, type TemplateResult } from 'lit-html';
import { APP_FEATURES } from '../content/features.ts';
import { SYSTEM_REQUIREMENTS } from '../content/requirements.ts';
import { featureGrid } from './feature-grid.ts';

/** Everything the app does. */
export function appFeatures(): TemplateResult {
  return featureGrid(APP_FEATURES, { compact: true, idPrefix: 'recurso-' });
}

/** System requirements, one card per operating system. */
export function systemRequirements(): TemplateResult {
  return html`<ul class="grid requirements">
    ${SYSTEM_REQUIREMENTS.map(
      (requirement) =>
        html`<li class="card requirements__card" data-os=${requirement.os}>
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
