/** The player demo's sample of people connected to a Jam. */
import type { IconName } from '../lib/icon-shapes.ts';

export type ConnectedUserStatus = 'host' | 'active' | 'listening';

export interface ConnectedUser {
  name: string;
  /** Their avatar: the icon drawn in its circle (decorative). */
  avatar: IconName;
  status: ConnectedUserStatus;
}

/**
 * The sample roles: host shown as Anfitrião, active as Ativo, listening as Ouvindo. The sample people are
 * chosen so that these words read naturally next to their names (a man hosts, 'Ouvindo' fits anyone).
 */
export const STATUS_LABELS: Readonly<Record<ConnectedUserStatus, string>> = {
  host: 'Anfitrião',
  active: 'Ativo',
  listening: 'Ouvindo',
};

/** The role label shown next to a person. */
export function roleLabel(user: Pick<ConnectedUser, 'status'>): string {
  return STATUS_LABELS[user.status];
}

export const CONNECTED_USERS: readonly ConnectedUser[] = [
  { name: 'Caio', avatar: 'headphones', status: 'host' },
  { name: 'Rafa', avatar: 'music', status: 'active' },
  { name: 'Júlia', avatar: 'mic', status: 'listening' },
  { name: 'Pedro', avatar: 'drum', status: 'listening' },
];
