import { PRODUCT_NAME, type OperatingSystem } from '../../src/config.ts';
import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/define-widget.tsx';
import { OWN_ORIGIN } from './image-base.ts';

export const playerDemoAttributes = {
  variant: attr.oneOf(
    '"full": the /player layout (preview, now playing, playback buttons, mixer, queue, people in the room, download call); "compact": a small teaser (preview, now playing, download call).',
    ['full', 'compact'],
    'full',
  ),
  productName: attr.text('Product name in the texts.', PRODUCT_NAME, 40),
  downloadUrl: attr.optionalUrl(
    "Download URL of the call to action. Default: the installer for the visitor's system (Windows when it cannot be told).",
  ),
  imageBase: attr.url(
    'Origin (or folder) the preview images load from: <image-base>/images/player-preview-{640,1280}.{avif,webp}. Default: the origin the widget script was loaded from, so it works on a partner\'s page.',
    OWN_ORIGIN,
  ),
};

export interface PlayerDemoEvents {
  'echojam-download': { os: OperatingSystem; url: string };
}

export const playerDemoContract: WidgetContract<typeof playerDemoAttributes> = {
  tag: 'echojam-player-demo',
  attributes: playerDemoAttributes,
  docs: {
    summary:
      'Static demo of the EchoJam player: preview image, song now playing, disabled playback buttons and mixer sliders (app-only), the next songs, the people in the room and a download call.',
    events: {
      'echojam-download':
        'The download call was chosen (the installer opens in a new tab). detail: { os: "windows" | "mac" | "linux", url: string }',
    },
    parts: {
      root: "The widget's outer box.",
      preview: 'The figure with the preview image.',
      overlay: 'The "static preview" label over the image.',
      'now-playing': 'The block with the song now playing.',
      'playback-button': 'Each (disabled) playback button: previous, play, next.',
      mixer: 'The block with the (disabled) volume, bass and treble sliders.',
      'app-only': 'Each "Só no app" mark.',
      queue: 'The block with the next songs.',
      people: 'The block with the people in the room.',
      role: 'Each role label (Anfitrião, Ativo, Ouvindo).',
      download: 'The download call block.',
      'download-button': 'The download link.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Card background (default #15131f).',
      '--echojam-color-surface-2': 'Inner backgrounds (default #1e1b2e).',
      '--echojam-color-border': 'Borders (default #2f2a45).',
      '--echojam-color-text': 'Text colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Secondary text colour (default #bdb8d1).',
      '--echojam-color-accent': 'Download button and play button (default #7c3aed).',
      '--echojam-color-accent-hover': 'Download button on hover (default #6d28d9).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Card corner radius (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
    },
  },
};
