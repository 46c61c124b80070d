/** Static figures of SPEC §9: the community page's stats and the about page's headline stats. */
export interface CommunityStat {
  id: 'active-users' | 'rooms' | 'songs' | 'hours';
  /** Formatted for pt-BR when shown: 2847 → '2.847'. */
  value: number;
  label: string;
  /** An emoji, decorative. */
  icon: string;
}

export const COMMUNITY_STATS: readonly CommunityStat[] = [
  { id: 'active-users', value: 2847, label: 'usuários ativos hoje', icon: '👥' },
  { id: 'rooms', value: 1234, label: 'salas', icon: '🎧' },
  { id: 'songs', value: 45892, label: 'músicas tocadas', icon: '🎵' },
  { id: 'hours', value: 12456, label: 'horas de música juntos', icon: '⏱️' },
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
