import { defineWidget } from '../../src/lib/define-widget.tsx';
import css from './community-rooms.css?inline';
import { CommunityRooms } from './CommunityRooms.tsx';
import { communityRoomsContract } from './contract.ts';

/** Defines <echojam-community-rooms> (harmless when already defined). */
export const CommunityRoomsElement = defineWidget({ ...communityRoomsContract, component: CommunityRooms, css });
