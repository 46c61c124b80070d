import { requestDefinition } from './lazy-define.ts';
import {
  TOASTER_API,
  TOASTER_READY_EVENT,
  TOASTER_TAG,
  type ToasterApi,
  type ToasterElement,
  type ToastRequest,
} from './toaster-api.ts';

/** How long to wait for the toaster's code and first render before giving up. */
const READY_TIMEOUT_MS = 10_000;

/**
 * The page's one <echojam-toaster>: the one already there (a partner may place it), or a new one
 * appended to document.body. Synchronous, so two forms asking at once still share one.
 */
export function ensureToaster(doc: Document = document): ToasterElement {
  const existing = doc.querySelector<ToasterElement>(TOASTER_TAG);
  if (existing) return existing;
  const created = doc.createElement(TOASTER_TAG) as ToasterElement;
  doc.body.append(created);
  return created;
}

/** Resolves with the element's API once its <Toaster/> is mounted and listening. */
function whenMounted(element: ToasterElement): Promise<ToasterApi> {
  const ready = element[TOASTER_API];
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      element.removeEventListener(TOASTER_READY_EVENT, onReady);
      reject(new Error(`<${TOASTER_TAG}> did not mount within ${READY_TIMEOUT_MS} ms`));
    }, READY_TIMEOUT_MS);
    function onReady() {
      const api = element[TOASTER_API];
      if (!api) return;
      clearTimeout(timer);
      element.removeEventListener(TOASTER_READY_EVENT, onReady);
      resolve(api);
    }
    element.addEventListener(TOASTER_READY_EVENT, onReady);
  });
}

/**
 * Makes sure the toast area exists, its code is loaded (its own chunk, with sonner, through the page's
 * lazy definer) and it is mounted; resolves with its API. Call it early (when a submission starts).
 */
export async function prepareToaster(): Promise<ToasterApi> {
  const element = ensureToaster();
  await requestDefinition(TOASTER_TAG);
  return whenMounted(element);
}

/** Shows a toast in the page's toast area, creating and loading it when needed. */
export async function showToast(request: ToastRequest): Promise<void> {
  const api = await prepareToaster();
  api.show(request);
}
