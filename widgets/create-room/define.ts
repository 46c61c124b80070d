import { defineWidget } from '../../src/lib/define-widget.tsx';
import { createRoomContract } from './contract.ts';
import css from './create-room.css?inline';
import { CreateRoom } from './CreateRoom.tsx';

/** Defines <echojam-create-room> (harmless when already defined). */
export const CreateRoomElement = defineWidget({ ...createRoomContract, component: CreateRoom, css });
