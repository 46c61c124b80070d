/**
 * Whether a widget's pre-rendered tree has come alive (hydrated, or rendered for the first time) in
 * this page, and a way to wait for it: what early-interaction replay (event-replay.ts) waits on.
 * The element shows it as the custom state `:state(live)` (CSS, tests, partners' scripts).
 */
const live = new WeakSet<Element>();
const waiting = new WeakMap<Element, (() => void)[]>();
const internalsOf = new WeakMap<Element, ElementInternals>();

/** Called by the element's constructor: its custom states carry `live`. */
export function trackLiveState(host: Element, internals: ElementInternals): void {
  internalsOf.set(host, internals);
}

export function isLive(host: Element): boolean {
  return live.has(host);
}

/** `:state(live)` on or off; where custom states are missing or older (`--live` only), the state is simply not shown. */
function showLiveState(host: Element, on: boolean): void {
  const states = internalsOf.get(host)?.states;
  try {
    if (on) states?.add('live');
    else states?.delete('live');
  } catch {
    // A convenience for CSS and tests, never a reason to break the widget.
  }
}

/** Called once the widget's first commit is in the DOM. */
export function markLive(host: Element): void {
  live.add(host);
  showLiveState(host, true);
  for (const resolve of waiting.get(host) ?? []) resolve();
  waiting.delete(host);
}

/** Called when the widget unmounts (removed from the page for good). */
export function markDormant(host: Element): void {
  live.delete(host);
  showLiveState(host, false);
}

export function whenLive(host: Element): Promise<void> {
  if (live.has(host)) return Promise.resolve();
  return new Promise((resolve) => waiting.set(host, [...(waiting.get(host) ?? []), resolve]));
}
