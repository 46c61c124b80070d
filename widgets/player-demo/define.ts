import { defineWidget } from '../../src/lib/define-widget.tsx';
import { playerDemoWidget } from './widget.ts';

/** Defines <echojam-player-demo> (harmless when already defined). */
export const PlayerDemoElement = defineWidget(playerDemoWidget);
