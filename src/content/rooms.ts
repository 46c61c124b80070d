/** Sample active rooms (Jams) of the community page. Hard-coded sample content: the site creates no rooms. */
import type { IconName } from '../lib/icon-shapes.ts';

export interface SampleRoom {
  /** Stable identifier, usable as an id or key. */
  id: string;
  name: string;
  /** Number of people in the room right now. */
  users: number;
  genre: string;
  /** Display name of the room's host (anfitrião). */
  host: string;
  /** How long the room has been on, as shown: '2h 15 min'. */
  duration: string;
  /** Shown as 'Em alta'. */
  trending: boolean;
}

/** Room avatars show at most this many users, then a '+N' count. */
export const ROOM_AVATAR_LIMIT = 6;

/** The icons drawn as a room's participants (sample avatars), in turn. */
export const ROOM_AVATARS: readonly IconName[] = ['headphones', 'music', 'mic', 'drum'];

export const TRENDING_LABEL = 'Em alta';

export const SAMPLE_ROOMS: readonly SampleRoom[] = [
  {
    id: 'lofi-pra-estudar',
    name: 'Lo-fi pra Estudar',
    users: 28,
    genre: 'Lo-fi',
    host: 'Ana Beatriz',
    duration: '5h 40 min',
    trending: true,
  },
  {
    id: 'sexta-do-rock-nacional',
    name: 'Sexta do Rock Nacional',
    users: 12,
    genre: 'Rock',
    host: 'Lucas Mendes',
    duration: '2h 15 min',
    trending: true,
  },
  {
    id: 'pagode-de-domingo',
    name: 'Pagode de Domingo',
    users: 7,
    genre: 'Pagode',
    host: 'Thiago Rocha',
    duration: '1h 05 min',
    trending: false,
  },
  {
    id: 'indie-e-cafe',
    name: 'Indie & Café',
    users: 4,
    genre: 'Indie',
    host: 'Marina Alves',
    duration: '45 min',
    trending: false,
  },
];

/** The avatars a room shows and how many people are left over for the '+N' count. */
export function roomAvatars(room: Pick<SampleRoom, 'users'>): { avatars: IconName[]; overflow: number } {
  const visible = Math.min(room.users, ROOM_AVATAR_LIMIT);
  const avatars = Array.from(
    { length: visible },
    (_, index) => ROOM_AVATARS[index % ROOM_AVATARS.length] ?? 'headphones',
  );
  return { avatars, overflow: Math.max(0, room.users - ROOM_AVATAR_LIMIT) };
}
