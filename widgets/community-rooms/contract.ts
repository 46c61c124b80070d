import { attr } from '../../src/lib/attributes.ts';
import type { WidgetContract } from '../../src/lib/define-widget.tsx';

export const communityRoomsAttributes = {
  headingLevel: attr.integer('Heading level (2–6) of each room name, to fit the page\'s outline.', 3, 2, 6),
};

export const communityRoomsContract: WidgetContract<typeof communityRoomsAttributes> = {
  tag: 'echojam-community-rooms',
  attributes: communityRoomsAttributes,
  docs: {
    summary:
      'The four sample active rooms (Jams): name, people, genre, host, time on air, "Em alta"; joining is only possible in the app.',
    events: {},
    parts: {
      root: 'The widget\'s outer box.',
      note: 'The line explaining that rooms are joined in the app.',
      list: 'The grid of rooms.',
      room: 'Each room card.',
      'room-name': 'Each room name.',
      trending: 'The "Em alta" label.',
      avatars: 'Each room\'s row of avatars.',
      'avatar-more': 'The "+N" count after six avatars.',
      details: 'Each room\'s details (people, genre, host, time on air).',
      join: 'Each (disabled) "Entrar na sala" button.',
    },
    cssProperties: {
      '--echojam-color-surface': 'Card background (default #15131f).',
      '--echojam-color-surface-2': 'Avatar and disabled button background (default #1e1b2e).',
      '--echojam-color-border': 'Card border (default #2f2a45).',
      '--echojam-color-text': 'Text colour (default #f4f2ff).',
      '--echojam-color-text-muted': 'Labels, note and disabled button text (default #bdb8d1).',
      '--echojam-color-accent': '"+N" background (default #7c3aed).',
      '--echojam-color-pink': '"Em alta" colour (default #f472b6).',
      '--echojam-color-focus': 'Focus ring (default #fde047).',
      '--echojam-radius': 'Corner radius of the cards (default 0.875rem).',
      '--echojam-font-family': 'Font stack (default the system UI font).',
    },
  },
};
