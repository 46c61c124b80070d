import { downloadBarContract } from './contract.ts';
import css from './download-bar.css?inline';
import { DownloadBar } from './DownloadBar.tsx';

/** <echojam-download-bar>: contract, component and CSS. Rendered into our pages at build time and defined by define.ts. */
export const downloadBarWidget = { ...downloadBarContract, component: DownloadBar, css };
