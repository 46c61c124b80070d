import { defineWidget } from '../../src/lib/define-widget.tsx';
import { communityRoomsWidget } from './widget.ts';

/** Defines <echojam-community-rooms> (harmless when already defined). */
export const CommunityRoomsElement = defineWidget(communityRoomsWidget);
