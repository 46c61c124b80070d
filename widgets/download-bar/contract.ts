import { DOWNLOAD_LINKS, PRODUCT_NAME, type OperatingSystem } from '../../src/config.ts';
import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/define-widget.tsx';

export const downloadBarAttributes = {
  variant: attr.oneOf('"fixed": the bar sticks to the bottom of the window; "inline": it sits in the page flow.', ['fixed', 'inline'], 'fixed'),
  persistent: attr.boolean('Hides the close button, so the bar cannot be dismissed.'),
  productName: attr.text('Product name in the heading.', PRODUCT_NAME, 40),
  windowsUrl: attr.url('Download URL for Windows.', DOWNLOAD_LINKS.windows),
  macUrl: attr.url('Download URL for Mac.', DOWNLOAD_LINKS.mac),
  linuxUrl: attr.url('Download URL for Linux.', DOWNLOAD_LINKS.linux),
};

export interface DownloadBarEvents {
  'echojam-download': { os: OperatingSystem; url: string };
  'echojam-dismiss': { remembered: boolean };
}

export const downloadBarContract: WidgetContract<typeof downloadBarAttributes> = {
  tag: 'echojam-download-bar',
  attributes: downloadBarAttributes,
  docs: {
    summary: 'Download call to action with Windows, Mac and Linux buttons; the visitor\'s own system is highlighted.',
    events: {
      'echojam-download': 'A download button was chosen (the installer opens in a new tab). detail: { os: "windows" | "mac" | "linux", url: string }',
      'echojam-dismiss': 'The visitor closed the bar; it stays closed for the browser session. detail: { remembered: boolean }',
    },
    parts: {
      root: 'The widget\'s outer box.',
      bar: 'The bar itself (background, border, padding).',
      title: 'The heading "Baixe o EchoJam agora".',
      subtitle: 'The line "Grátis, sem anúncios, sem cadastro".',
      button: 'Each download button.',
      'button-recommended': 'The button of the visitor\'s system (also has part "button").',
      dismiss: 'The close button.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Bar background (default #15131f).',
      '--echojam-color-border': 'Bar border (default #2f2a45).',
      '--echojam-color-text': 'Text colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Subtitle colour (default #bdb8d1).',
      '--echojam-color-accent': 'Recommended button background (default #7c3aed).',
      '--echojam-color-accent-hover': 'Recommended button background on hover (default #6d28d9).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Corner radius of the inline bar (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
    },
  },
};
