import { defineWidget } from '../../src/lib/define-widget.tsx';
import { downloadBarWidget } from './widget.ts';

/** Defines <echojam-download-bar> (harmless when already defined). */
export const DownloadBarElement = defineWidget(downloadBarWidget);
