import { defineWidget } from '../../src/lib/define-widget.tsx';
import { toasterWidget } from './widget.ts';

/** Defines <echojam-toaster> (harmless when already defined). */
export const ToasterElement = defineWidget(toasterWidget);
