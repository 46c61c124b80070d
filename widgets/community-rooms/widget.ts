import css from './community-rooms.css?inline';
import { CommunityRooms } from './CommunityRooms.tsx';
import { communityRoomsContract } from './contract.ts';

/** <echojam-community-rooms>: contract, component and CSS. Rendered into our pages at build time and defined by define.ts. */
export const communityRoomsWidget = { ...communityRoomsContract, component: CommunityRooms, css };
