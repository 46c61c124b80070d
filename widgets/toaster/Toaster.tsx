import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import type { toasterAttributes } from './contract.ts';
import { publishToasterApi, type ToasterElement, type ToastRequest } from '../../src/lib/toaster-api.ts';

type ToasterProps = WidgetProps<typeof toasterAttributes>;

// Lifted by --echojam-toast-offset-bottom, so toasts can clear a fixed bar at the bottom of the page.
const OFFSET = { bottom: 'var(--echojam-toast-offset-bottom, 24px)' };
const MOBILE_OFFSET = { bottom: 'var(--echojam-toast-offset-bottom, 16px)' };

function show({ type, title, description }: ToastRequest): void {
  toast[type](title, { description });
}

/**
 * sonner's <Toaster/> with sonner's defaults, which are the product's second toast mechanism: bottom-right,
 * 3 visible toasts, 4000 ms, 14 px gap, 356 px wide, Alt+T to reach them. Its <section> is an
 * aria-live="polite" region present before any toast, so screen readers announce each new one.
 */
export function EchoToaster({ host }: ToasterProps) {
  // Children's effects run first: <Toaster/> has subscribed to toast() by the time this runs.
  useEffect(() => (host ? publishToasterApi(host as ToasterElement, { show }) : undefined), [host]);

  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  );
}
