import { html, svg, type TemplateResult } from 'lit-html';
import { LOGO } from '../brand/logo.ts';

/**
 * The logo mark inline (header, footer): the brand's one drawing (src/brand/logo.ts), coloured by the
 * site's custom properties (.logo-mark__* in shell.css). Decorative: the product name beside it is the text.
 */
export function logoMarkTemplate(size = 28): TemplateResult {
  const [wave, echo] = LOGO.waves;
  return html`<svg
    class="logo-mark"
    viewBox=${LOGO.viewBox}
    width=${size}
    height=${size}
    aria-hidden="true"
    focusable="false"
  >
    ${svg`<rect class="logo-mark__tile" width="64" height="64" rx=${LOGO.tileRadius} />
      <path class="logo-mark__wave" d=${wave} stroke-width=${LOGO.strokeWidth} />
      <path class="logo-mark__echo" d=${echo} stroke-width=${LOGO.strokeWidth} />`}
  </svg>`;
}

/**
 * The mark's motif alone: the two waves without the tile, for a page's illustration (the 404 page), a
 * divider or an empty state. Its size comes from CSS. Decorative.
 */
export function echoWavesTemplate(): TemplateResult {
  const [wave, echo] = LOGO.waves;
  return html`<svg
    class="echo-waves"
    viewBox="8 12 48 40"
    width="192"
    height="160"
    aria-hidden="true"
    focusable="false"
  >
    ${svg`<path class="echo-waves__wave" d=${wave} stroke-width=${LOGO.strokeWidth / 2} />
      <path class="echo-waves__echo" d=${echo} stroke-width=${LOGO.strokeWidth / 2} />`}
  </svg>`;
}

/**
 * A divider between two sections on the same background: a hairline that turns into the two waves at its
 * middle, the brand's motif. Decorative (a section's heading says where the next part starts).
 */
export function echoDividerTemplate(): TemplateResult {
  return html`<div class="echo-divider" aria-hidden="true">${echoWavesTemplate()}</div>`;
}
