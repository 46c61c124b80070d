import type { Rolldown } from 'vite';

/**
 * Names a widget's chunk after its folder (widgets/faq/define.ts → "faq") instead of "define", and the
 * workbench's after itself (src/workbench/main.ts → "workbench") instead of a second "main".
 */
export function chunkName(chunk: Rolldown.PreRenderedChunk): string {
  const widget = chunk.facadeModuleId?.match(/[\\/]widgets[\\/]([^\\/]+)[\\/]define\.ts$/)?.[1];
  if (widget) return widget;
  return /[\\/]src[\\/]workbench[\\/]main\.ts$/.test(chunk.facadeModuleId ?? '') ? 'workbench' : chunk.name;
}
