/** The player demo's sample of people connected to a Jam. */
export type ConnectedUserStatus = 'host' | 'active' | 'listening';

export interface ConnectedUser {
  name: string;
  /** An emoji. */
  avatar: string;
  status: ConnectedUserStatus;
}

/** SPEC §4: host shown as Anfitrião, active as Ativo, listening as Ouvindo. */
export const STATUS_LABELS: Readonly<Record<ConnectedUserStatus, string>> = {
  host: 'Anfitrião',
  active: 'Ativo',
  listening: 'Ouvindo',
};

export const CONNECTED_USERS: readonly ConnectedUser[] = [
  { name: 'Camila', avatar: '🎧', status: 'host' },
  { name: 'Rafa', avatar: '🎸', status: 'active' },
  { name: 'Júlia', avatar: '🎤', status: 'listening' },
  { name: 'Pedro', avatar: '🥁', status: 'listening' },
];
