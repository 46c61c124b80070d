import { defineWidget } from '../../src/lib/define-widget.tsx';
import { createRoomWidget } from './widget.ts';

/** Defines <echojam-create-room> (harmless when already defined). */
export const CreateRoomElement = defineWidget(createRoomWidget);
