/**
 * Events React queues while a root is still hydrating and re-dispatches afterwards on the event's
 * original target. Inside a shadow root the browser has cleared that target by then (null), and React's
 * replay throws ("Cannot read properties of null (reading 'dispatchEvent')") when the pointer or focus
 * moves over a widget while it comes alive. Clicks, keys and input are not queued (React hydrates at once
 * for them) and pass untouched.
 */
const QUEUED_BY_REACT = [
  'focusin',
  'focusout',
  'dragenter',
  'dragleave',
  'mouseover',
  'mouseout',
  'pointerover',
  'pointerout',
  'gotpointercapture',
  'lostpointercapture',
] as const;

/**
 * Keeps those events from React's listeners in `container` (a widget's shadow root) until `release()`:
 * the browser still moves focus and hover; only the replay that would throw is avoided.
 */
export function shieldHydration(container: EventTarget): () => void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of QUEUED_BY_REACT) container.addEventListener(type, stop, true);
  return () => {
    for (const type of QUEUED_BY_REACT) container.removeEventListener(type, stop, true);
  };
}
