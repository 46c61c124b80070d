import { useEffect, useSyncExternalStore } from 'react';
import { toast, Toaster } from 'sonner';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import type { toasterAttributes } from './contract.ts';
import { publishToasterApi, type ToasterElement, type ToastRequest } from '../../src/lib/toaster-api.ts';

type ToasterProps = WidgetProps<typeof toasterAttributes>;

// Lifted by --echojam-toast-offset-bottom, so toasts can clear a fixed bar at the bottom of the page.
const OFFSET = { bottom: 'var(--echojam-toast-offset-bottom, 24px)' };
// On a phone the toasts come from the top (lowered by --echojam-toast-offset-top, e.g. under a fixed
// header): at the bottom they would cover the buttons the visitor's thumb just used.
const MOBILE_OFFSET = { top: 'var(--echojam-toast-offset-top, 16px)' };

/** sonner's own phone width: under it, toasts span the window and take MOBILE_OFFSET. */
const PHONE_WIDTH = '(max-width: 600px)';

function subscribeToPhoneWidth(onChange: () => void): () => void {
  const query = matchMedia(PHONE_WIDTH);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-width window; false at build time and while hydrating, so both renders match. */
function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribeToPhoneWidth,
    () => matchMedia(PHONE_WIDTH).matches,
    () => false,
  );
}

function show({ type, title, description }: ToastRequest): void {
  toast[type](title, { description });
}

/**
 * sonner's <Toaster/> with sonner's defaults: bottom-right
 * (top of the window on a phone), 3 visible toasts, 4000 ms, 14 px gap, 356 px wide, Alt+T to reach them. Its <section> is an
 * aria-live="polite" region present before any toast, so screen readers announce each new one.
 */
export function EchoToaster({ host }: ToasterProps) {
  // Children's effects run first: <Toaster/> has subscribed to toast() by the time this runs.
  useEffect(() => (host ? publishToasterApi(host as ToasterElement, { show }) : undefined), [host]);
  const phone = usePhoneWidth();

  return (
    <Toaster
      theme="dark"
      position={phone ? 'top-center' : 'bottom-right'}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
