/**
 * Every custom element of the project and how to load its code. Dynamic imports: each widget is its
 * own chunk, React a chunk they share. The site's script and the embed script both define from here.
 */
export const WIDGET_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'echojam-download-bar': () => import('../../widgets/download-bar/define.ts'),
  'echojam-create-room': () => import('../../widgets/create-room/define.ts'),
  'echojam-player-demo': () => import('../../widgets/player-demo/define.ts'),
  'echojam-community-rooms': () => import('../../widgets/community-rooms/define.ts'),
  'echojam-faq': () => import('../../widgets/faq/define.ts'),
  'echojam-contact-form': () => import('../../widgets/contact-form/define.ts'),
};

/** Loaded on demand by the code that needs them, never by visibility (zero-size): widgets/toaster/show-toast.ts. */
export const ON_DEMAND_LOADERS: Readonly<Record<string, () => Promise<unknown>>> = { 'echojam-toaster': () => import('../../widgets/toaster/define.ts') };
