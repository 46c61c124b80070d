import sonnerCss from 'sonner/dist/styles.css?inline';
import { toasterContract } from './contract.ts';
import { EchoToaster } from './Toaster.tsx';
import css from './toaster.css?inline';

/**
 * <echojam-toaster>: contract, component and CSS. sonner puts its CSS into document.head, which does
 * not reach a shadow root: its stylesheet is part of the widget's CSS, followed by our theme.
 */
export const toasterWidget = { ...toasterContract, component: EchoToaster, css: `${sonnerCss}\n${css}` };
