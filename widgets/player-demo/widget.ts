import { playerDemoContract } from './contract.ts';
import css from './player-demo.css?inline';
import { PlayerDemo } from './PlayerDemo.tsx';

/** <echojam-player-demo>: contract, component and CSS. Rendered into our pages at build time and defined by define.ts. */
export const playerDemoWidget = { ...playerDemoContract, component: PlayerDemo, css };
