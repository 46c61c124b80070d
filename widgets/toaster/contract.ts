import type { WidgetContract } from '../../src/lib/define-widget.tsx';

// No attributes: position, count and duration are fixed site-wide (see README.md).
export const toasterAttributes = {};

export const toasterContract: WidgetContract<typeof toasterAttributes> = {
  tag: 'echojam-toaster',
  attributes: toasterAttributes,
  docs: {
    summary:
      'The page\'s one toast area (sonner), bottom-right, announced to screen readers; widgets such as the contact form create it when it is missing.',
    events: {
      'echojam-toaster-ready': 'The toast area is mounted and listening (does not bubble; used by show-toast.ts). detail: null',
    },
    parts: {
      root: 'The widget\'s outer box (zero size: the toasts are fixed to the window).',
    },
    cssProperties: {
      '--echojam-color-surface-2': 'Toast background (default #1e1b2e).',
      '--echojam-color-border': 'Toast border (default #2f2a45).',
      '--echojam-color-text': 'Toast title colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Toast description colour (default #bdb8d1).',
      '--echojam-color-success': 'Success icon colour (default #34d399).',
      '--echojam-color-danger': 'Error icon and border colour (default #f87171).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Toast corner radius (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
      '--echojam-toast-offset-bottom': 'Distance of the toasts from the bottom of the window, e.g. to clear a fixed bar (default 24px, 16px under 600px wide).',
    },
  },
};
