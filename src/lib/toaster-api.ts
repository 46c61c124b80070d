/**
 * How code outside the toaster asks it for a toast. The mounted <echojam-toaster> puts a `show`
 * function on its element under a registered symbol: that function calls the very sonner `toast()`
 * its <Toaster/> listens to, so the two always share one module instance, even when another copy
 * of our bundle defined the element first. No React or sonner import here: the contact form's chunk
 * stays free of sonner until a toast is needed.
 */
export const TOASTER_TAG = 'echojam-toaster';

/** Symbol.for: the same key in every bundle that defines or calls the toaster. */
export const TOASTER_API = Symbol.for('echojam.toaster.api');

/** Fired on the element (not bubbling) once its <Toaster/> listens for toasts. */
export const TOASTER_READY_EVENT = 'echojam-toaster-ready';

export interface ToastRequest {
  type: 'success' | 'error';
  title: string;
  description?: string;
}

export interface ToasterApi {
  show(request: ToastRequest): void;
}

export type ToasterElement = HTMLElement & { [TOASTER_API]?: ToasterApi };

/** Publishes a mounted toaster's API on its element; returns the function that withdraws it. */
export function publishToasterApi(element: ToasterElement, api: ToasterApi): () => void {
  element[TOASTER_API] = api;
  element.dispatchEvent(new Event(TOASTER_READY_EVENT));
  return () => {
    if (element[TOASTER_API] === api) delete element[TOASTER_API];
  };
}
