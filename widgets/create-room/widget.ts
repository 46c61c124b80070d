import { createRoomContract } from './contract.ts';
import css from './create-room.css?inline';
import { CreateRoom } from './CreateRoom.tsx';

/** <echojam-create-room>: contract, component and CSS. Rendered into our pages at build time and defined by define.ts. */
export const createRoomWidget = { ...createRoomContract, component: CreateRoom, css };
