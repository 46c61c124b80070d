import { communityRoomsContract } from '../../widgets/community-rooms/contract.ts';
import { contactFormContract } from '../../widgets/contact-form/contract.ts';
import { createRoomContract } from '../../widgets/create-room/contract.ts';
import { downloadBarContract } from '../../widgets/download-bar/contract.ts';
import { faqContract } from '../../widgets/faq/contract.ts';
import { playerDemoContract } from '../../widgets/player-demo/contract.ts';
import { toasterContract } from '../../widgets/toaster/contract.ts';
import type { AttributeSchema } from './attributes.ts';
import type { WidgetContract } from './define-widget.tsx';

/**
 * The public contract of every element (tag, attributes, events, parts, custom properties), free of
 * React: the source of custom-elements.json, the TypeScript declarations, the partner guide and the workbench.
 */
export const WIDGET_CONTRACTS: readonly WidgetContract<AttributeSchema>[] = [
  downloadBarContract,
  playerDemoContract,
  createRoomContract,
  communityRoomsContract,
  faqContract,
  contactFormContract,
  toasterContract,
];
