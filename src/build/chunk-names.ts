import type { Rolldown } from 'vite';

/** Names a widget's chunk after its folder (widgets/faq/define.ts → "faq") instead of "define". */
export function chunkName(chunk: Rolldown.PreRenderedChunk): string {
  const widget = chunk.facadeModuleId?.match(/[\\/]widgets[\\/]([^\\/]+)[\\/]define\.ts$/)?.[1];
  return widget ?? chunk.name;
}
