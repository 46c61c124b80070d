import { DOWNLOAD_LINKS, PRODUCT_NAME, type OperatingSystem } from '../../src/config.ts';
import type { RoomType } from '../../src/content/create-room.ts';
import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/define-widget.tsx';

export const createRoomAttributes = {
  productName: attr.text('Product name in the app-only notice.', PRODUCT_NAME, 40),
  windowsUrl: attr.url('Download URL for Windows.', DOWNLOAD_LINKS.windows),
  macUrl: attr.url('Download URL for Mac.', DOWNLOAD_LINKS.mac),
  linuxUrl: attr.url('Download URL for Linux.', DOWNLOAD_LINKS.linux),
};

export interface CreateRoomEvents {
  'echojam-room-preview': { name: string; type: RoomType };
  'echojam-download': { os: OperatingSystem; url: string };
}

export const createRoomContract: WidgetContract<typeof createRoomAttributes> = {
  tag: 'echojam-create-room',
  attributes: createRoomAttributes,
  docs: {
    summary:
      'Create-room preview: room name and type form; submitting opens a modal saying rooms are created in the desktop app, with download buttons. No room is created, no request is made.',
    events: {
      'echojam-room-preview':
        'The form was submitted (the modal opens); the name is trimmed. detail: { name: string, type: "public" | "private" }',
      'echojam-download':
        'A download button of the modal was chosen (the installer opens in a new tab). detail: { os: "windows" | "mac" | "linux", url: string }',
    },
    parts: {
      root: "The widget's outer box.",
      form: 'The card holding the form.',
      'name-input': 'The room name text field.',
      counter: 'The character counter ("12/40").',
      'type-option': 'Each room type choice (public, private).',
      submit: 'The submit button.',
      features: 'The card with the list of what every Jam comes with.',
      dialog: 'The modal <dialog>.',
      'download-button': 'Each download button in the modal.',
      close: "The modal's close button.",
    },
    cssProperties: {
      '--echojam-color-surface': 'Card and modal background (default #15131f).',
      '--echojam-color-surface-2': 'Field and choice background (default #1e1b2e).',
      '--echojam-color-border': 'Borders (default #2f2a45).',
      '--echojam-color-text': 'Text colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Secondary text colour (default #bdb8d1).',
      '--echojam-color-accent': 'Buttons and the chosen room type (default #7c3aed).',
      '--echojam-color-accent-hover': 'Buttons on hover (default #6d28d9).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Card corner radius (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
    },
  },
};
