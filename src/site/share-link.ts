import { DESKTOP_APP_NOTICE } from '../content/desktop-notice.ts';
import type { ToastRequest } from '../lib/toaster-api.ts';

interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Sends the page's address onward, from a phone to the visitor's computer: the system's share sheet where
 * the browser has the Web Share API, else the clipboard. A toast confirms; nothing goes to a server.
 */
export async function shareLink(
  url: string,
  navigatorLike: ShareNavigator = navigator,
  toast: (request: ToastRequest) => Promise<void> = showToast,
): Promise<void> {
  if (typeof navigatorLike.share === 'function') {
    try {
      await navigatorLike.share({ title: document.title, text: DESKTOP_APP_NOTICE.shareText, url });
      await toast({ type: 'success', title: DESKTOP_APP_NOTICE.sharedTitle });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to say. Any other failure: try the clipboard.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    if (!navigatorLike.clipboard) throw new Error('no clipboard');
    await navigatorLike.clipboard.writeText(url);
    await toast({ type: 'success', title: DESKTOP_APP_NOTICE.copiedTitle, description: DESKTOP_APP_NOTICE.copiedText });
  } catch {
    await toast({ type: 'error', title: DESKTOP_APP_NOTICE.failedTitle, description: url });
  }
}

/** The toast area's code is a chunk of its own, loaded at the first toast: nothing of it in the page's script. */
async function showToast(request: ToastRequest): Promise<void> {
  const toasts = await import('../lib/show-toast.ts');
  await toasts.showToast(request);
}

/** Wires every `[data-share-link]` button of the page (the hero's, for phones) to shareLink. */
export function enhanceShareButtons(root: Document = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-share-link]')) {
    button.addEventListener('click', () => {
      const url = `${location.origin}${location.pathname}`;
      void shareLink(url);
    });
  }
}
