import { defineWidget } from '../../src/lib/define-widget.tsx';
import { downloadBarContract } from './contract.ts';
import css from './download-bar.css?inline';
import { DownloadBar } from './DownloadBar.tsx';

/** Defines <echojam-download-bar> (harmless when already defined). */
export const DownloadBarElement = defineWidget({ ...downloadBarContract, component: DownloadBar, css });
