/**
 * A slow link delivers a page in pieces, and the browser draws what has arrived: a widget rendered at build
 * time can be drawn with its later parts still missing. What that frame showed must not move when they come.
 * These helpers compare the two layouts side by side, without a network: a copy of the widget's box without
 * its later parts, next to the whole one.
 */

/** A copy of `box` placed right after it, without the parts `later` selects (what a frame drawn before they arrived showed). */
export function copyWithoutLaterParts(box: Element, later: string): Element {
  const early = box.cloneNode(true) as Element;
  for (const part of early.querySelectorAll(later)) part.remove();
  box.after(early);
  return early;
}

/** Where the first match of `selector` sits inside `box`: its offset from the box's corner, in CSS px. */
export function placeWithin(box: Element, selector: string): string {
  const outer = box.getBoundingClientRect();
  const inner = box.querySelector(selector)!.getBoundingClientRect();
  const px = (value: number) => Math.round(value * 2) / 2;
  return `${px(inner.x - outer.x)},${px(inner.y - outer.y)}`;
}
