import sonnerCss from 'sonner/dist/styles.css?inline';
import { defineWidget } from '../../src/lib/define-widget.tsx';
import { toasterContract } from './contract.ts';
import { EchoToaster } from './Toaster.tsx';
import css from './toaster.css?inline';

/**
 * Defines <echojam-toaster> (harmless when already defined). sonner puts its CSS into document.head,
 * which does not reach a shadow root: its stylesheet is adopted here, followed by our theme.
 */
export const ToasterElement = defineWidget({ ...toasterContract, component: EchoToaster, css: `${sonnerCss}\n${css}` });
