/** The community page's top-5 sample ranking. */
type Rank = 1 | 2 | 3 | 4 | 5;

export interface RankedUser {
  rank: Rank;
  name: string;
  /** An emoji. */
  avatar: string;
  badge: string;
  /** Jams joined. */
  sessions: number;
  /** Hours listened together. */
  hours: number;
}

export const RANKING: readonly RankedUser[] = [
  { rank: 1, name: 'Carol Nogueira', avatar: '🎧', badge: 'Lenda das Jams', sessions: 342, hours: 1280 },
  { rank: 2, name: 'Diego Martins', avatar: '🎸', badge: 'Mestre da Fila', sessions: 298, hours: 1054 },
  { rank: 3, name: 'Bia Tavares', avatar: '🎹', badge: 'Anfitriã de Ouro', sessions: 251, hours: 897 },
  { rank: 4, name: 'Rafael Lima', avatar: '🥁', badge: 'Caçador de Hits', sessions: 207, hours: 736 },
  { rank: 5, name: 'Júlia Costa', avatar: '🎤', badge: 'Maratonista', sessions: 184, hours: 642 },
];
