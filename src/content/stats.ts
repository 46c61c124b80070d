import type { IconName } from '../lib/icon-shapes.ts';

/** Static figures of SPEC §9: the community page's stats and the about page's headline stats. */
export interface CommunityStat {
  id: 'active-users' | 'rooms' | 'songs' | 'hours';
  /** Formatted for pt-BR when shown: 2847 → '2.847'. */
  value: number;
  label: string;
  /** Decorative: the icon of that name (src/shell/icons.ts), drawn as inline SVG above the figure. */
  icon: IconName;
}

export const COMMUNITY_STATS: readonly CommunityStat[] = [
  { id: 'active-users', value: 2847, label: 'usuários ativos hoje', icon: 'people' },
  { id: 'rooms', value: 1234, label: 'salas', icon: 'headphones' },
  { id: 'songs', value: 45892, label: 'músicas tocadas', icon: 'music' },
  { id: 'hours', value: 12456, label: 'horas de música em Jams', icon: 'stopwatch' },
];

export interface HeadlineStat {
  /** Shown as is: '50K+'. */
  value: string;
  label: string;
}

export const ABOUT_STATS: readonly HeadlineStat[] = [
  { value: '50K+', label: 'usuários' },
  { value: '1M+', label: 'músicas sincronizadas' },
  { value: '100%', label: 'grátis' },
  { value: '24/7', label: 'suporte da comunidade' },
];
