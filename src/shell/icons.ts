import { html, type TemplateResult } from 'lit-html';
import { unsafeSVG } from 'lit-html/directives/unsafe-svg.js';
import { ICON_SHAPES, type IconName } from '../lib/icon-shapes.ts';

/** The inside of icon `name`'s `<svg viewBox="0 0 24 24">`, for the shell's own icon boxes. */
export function iconShape(name: IconName) {
  return unsafeSVG(ICON_SHAPES[name]);
}

/**
 * Icon `name` as an inline `<svg>`, decorative: hidden from assistive technology and never focusable;
 * the link, button or text beside it carries the name.
 * `size` (px) gives it a box of its own before any CSS, so nothing shifts; CSS may size it in rem.
 */
export function iconSvg(name: IconName, size = 24): TemplateResult {
  return html`<svg viewBox="0 0 24 24" width=${size} height=${size} aria-hidden="true" focusable="false">
    ${iconShape(name)}
  </svg>`;
}
