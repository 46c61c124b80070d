import { defineWidget } from '../../src/lib/define-widget.tsx';
import { playerDemoContract } from './contract.ts';
import css from './player-demo.css?inline';
import { PlayerDemo } from './PlayerDemo.tsx';

/** Defines <echojam-player-demo> (harmless when already defined). */
export const PlayerDemoElement = defineWidget({ ...playerDemoContract, component: PlayerDemo, css });
