import { html, type TemplateResult } from 'lit-html';
import { AVAILABLE_STATUS, PRODUCTS, type ProductCard } from '../content/products.ts';
import { ROADMAP, ROADMAP_STATUS_LABELS } from '../content/roadmap.ts';
import { primaryDownloadLink } from './download-links.ts';

function productAction(product: ProductCard): TemplateResult {
  if (product.status === AVAILABLE_STATUS) {
    return html`<div class="product-card__action">
      ${primaryDownloadLink(product.cta, 'product-card__button')}
      <p class="product-card__note muted">Para Windows, Mac e Linux.</p>
    </div>`;
  }
  const reasonId = `produto-${product.id}-motivo`;
  return html`<div class="product-card__action">
    <button class="button product-card__button" type="button" disabled aria-describedby=${reasonId}>
      ${product.cta}
    </button>
    <p class="product-card__note muted" id=${reasonId}>${product.unavailableReason ?? ''}</p>
  </div>`;
}

function statusSlug(product: ProductCard): string {
  return product.status === AVAILABLE_STATUS
    ? 'available'
    : product.status === 'Em Desenvolvimento'
      ? 'development'
      : 'roadmap';
}

/** The four ecosystem cards; only the available one has an enabled button. */
export function productCards(): TemplateResult {
  return html`<ul class="product-grid">
    ${PRODUCTS.map(
      (product) =>
        html`<li
          class="card product-card ${product.highlight ? 'product-card--highlight' : ''}"
          data-product=${product.id}
        >
          <p class="product-card__status product-card__status--${statusSlug(product)}">${product.status}</p>
          <h3 class="product-card__name">${product.name}</h3>
          <p class="muted">${product.description}</p>
          <ul class="check-list">
            ${product.features.map((feature) => html`<li>${feature}</li>`)}
          </ul>
          <p class="product-card__price">${product.price}</p>
          ${productAction(product)}
        </li>`,
    )}
  </ul>`;
}

/** The four-step roadmap: each status in words and in colour. */
export function roadmap(): TemplateResult {
  return html`<ol class="roadmap">
    ${ROADMAP.map(
      (item) =>
        html`<li class="roadmap__item roadmap__item--${item.status}" data-status=${item.status}>
          <p class="roadmap__period">${item.period}</p>
          <h3 class="roadmap__title">${item.title}</h3>
          <p class="muted">${item.description}</p>
          <p class="roadmap__status">
            <span class="status-dot" aria-hidden="true"></span>${ROADMAP_STATUS_LABELS[item.status]}
          </p>
        </li>`,
    )}
  </ol>`;
}
