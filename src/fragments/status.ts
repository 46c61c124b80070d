import { html, type TemplateResult } from 'lit-html';
import {
  RECENT_UPDATES,
  SERVICE_STATE_LABELS,
  SERVICES,
  UPCOMING_UPDATES,
  type StatusUpdate,
} from '../content/status.ts';

/** The three services and their state, in words and colour. */
export function serviceStatus(): TemplateResult {
  return html`<ul class="services">
    ${SERVICES.map(
      (service) =>
        html`<li class="card service service--${service.state}" data-service=${service.id}>
          <div>
            <h3 class="service__name">${service.name}</h3>
            <p class="muted">${service.description}</p>
          </div>
          <p class="service__state">
            <span class="status-dot" aria-hidden="true"></span>${SERVICE_STATE_LABELS[service.state]}
          </p>
        </li>`,
    )}
  </ul>`;
}

function updateList(updates: readonly StatusUpdate[], kind: 'recent' | 'upcoming'): TemplateResult {
  return html`<ul class="updates updates--${kind}">
    ${updates.map(
      (update) =>
        html`<li class="updates__item">
          <h3 class="updates__title">${update.title}</h3>
          <p class="muted">${update.description}</p>
        </li>`,
    )}
  </ul>`;
}

export function recentUpdates(): TemplateResult {
  return updateList(RECENT_UPDATES, 'recent');
}

export function upcomingUpdates(): TemplateResult {
  return updateList(UPCOMING_UPDATES, 'upcoming');
}
