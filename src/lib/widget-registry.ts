/**
 * Every custom element of the project and how to load its code. Dynamic imports: each widget is its
 * own chunk, React a chunk they share. The site's script and the embed script both define from here.
 */
export const WIDGET_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'echojam-download-bar': () => import('../../widgets/download-bar/define.ts'),
};
