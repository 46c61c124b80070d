import { html, nothing, type TemplateResult } from 'lit-html';
import type { Feature } from '../content/features.ts';
import { iconSvg } from '../shell/icons.ts';

export interface FeatureGridOptions {
  /** Smaller cards with the icon beside the title and text (two or three columns on wide screens). */
  compact?: boolean;
  /** Gives each card the id `${idPrefix}${feature.id}`, for links to one feature. */
  idPrefix?: string;
}

/** Feature cards: an icon tile (decorative), the title and the description. */
export function featureGrid(features: readonly Feature[], options: FeatureGridOptions = {}): TemplateResult {
  const { compact = false, idPrefix } = options;
  return html`<ul class=${compact ? 'grid feature-grid feature-grid--compact' : 'grid feature-grid'}>
    ${features.map(
      (feature) =>
        html`<li class="card feature-card" id=${idPrefix === undefined ? nothing : `${idPrefix}${feature.id}`}>
          <span class="feature-card__icon">${iconSvg(feature.icon)}</span>
          <h3 class="feature-card__title">${feature.title}</h3>
          <p class="muted">${feature.description}</p>
        </li>`,
    )}
  </ul>`;
}
