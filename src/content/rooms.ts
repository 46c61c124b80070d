/** Sample active rooms (Jams) of the community page. Hard-coded sample content: the site creates no rooms. */

export interface SampleRoom {
  /** Stable identifier, usable as an id or key. */
  id: string;
  name: string;
  /** Number of people in the room right now. */
  users: number;
  genre: string;
  /** Display name of the room's host (anfitrião). */
  host: string;
  /** How long the room has been on, as shown: '2 h 15 min'. */
  duration: string;
  /** Shown as 'Em alta'. */
  trending: boolean;
  /**
   * The initials drawn as the room's first people (decorative avatars, the host first): as many as the room
   * shows, min(users, ROOM_AVATAR_LIMIT), each room its own.
   */
  avatars: readonly string[];
}

/** Room avatars show at most this many users, then a '+N' count. */
export const ROOM_AVATAR_LIMIT = 6;

export const TRENDING_LABEL = 'Em alta';

export const SAMPLE_ROOMS: readonly SampleRoom[] = [
  {
    id: 'lofi-pra-estudar',
    name: 'Lo-fi pra Estudar',
    users: 28,
    genre: 'Lo-fi',
    host: 'Ana Beatriz',
    duration: '5 h 40 min',
    trending: true,
    avatars: ['AB', 'GS', 'LP', 'MC', 'TF', 'RN'],
  },
  {
    id: 'sexta-do-rock-nacional',
    name: 'Sexta do Rock Nacional',
    users: 12,
    genre: 'Rock',
    host: 'Lucas Mendes',
    duration: '2 h 15 min',
    trending: true,
    avatars: ['LM', 'BR', 'CA', 'DV', 'FO', 'JP'],
  },
  {
    id: 'pagode-de-domingo',
    name: 'Pagode de Domingo',
    users: 7,
    genre: 'Pagode',
    host: 'Thiago Rocha',
    duration: '1 h 05 min',
    trending: false,
    avatars: ['TR', 'KS', 'NA', 'VM', 'EL', 'PH'],
  },
  {
    id: 'indie-e-cafe',
    name: 'Indie & Café',
    users: 4,
    genre: 'Indie',
    host: 'Marina Alves',
    duration: '45 min',
    trending: false,
    avatars: ['MA', 'IS', 'OB', 'YU'],
  },
];

/** The avatars a room shows and how many people are left over for the '+N' count. */
export function roomAvatars(room: Pick<SampleRoom, 'users' | 'avatars'>): { avatars: string[]; overflow: number } {
  return {
    avatars: room.avatars.slice(0, Math.min(room.users, ROOM_AVATAR_LIMIT)),
    overflow: Math.max(0, room.users - ROOM_AVATAR_LIMIT),
  };
}
