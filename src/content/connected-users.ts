/** The player demo's sample of people connected to a Jam. */
import type { IconName } from '../lib/icon-shapes.ts';

export type ConnectedUserStatus = 'host' | 'active' | 'listening';

export interface ConnectedUser {
  name: string;
  /** Their avatar: the icon drawn in its circle (decorative). */
  avatar: IconName;
  status: ConnectedUserStatus;
  /** Role labels agree with the person: Camila is 'Anfitriã', not 'Anfitrião'. */
  feminine?: boolean;
}

/** SPEC §4: host shown as Anfitrião, active as Ativo, listening as Ouvindo. */
export const STATUS_LABELS: Readonly<Record<ConnectedUserStatus, string>> = {
  host: 'Anfitrião',
  active: 'Ativo',
  listening: 'Ouvindo',
};

/** The same roles for a woman, where Portuguese changes the word (listening stays 'Ouvindo'). */
export const FEMININE_STATUS_LABELS: Readonly<Record<ConnectedUserStatus, string>> = {
  host: 'Anfitriã',
  active: 'Ativa',
  listening: 'Ouvindo',
};

/** The role label shown next to a person: SPEC §4's label, in the feminine for a woman. */
export function roleLabel(user: Pick<ConnectedUser, 'status' | 'feminine'>): string {
  return (user.feminine ? FEMININE_STATUS_LABELS : STATUS_LABELS)[user.status];
}

export const CONNECTED_USERS: readonly ConnectedUser[] = [
  { name: 'Camila', avatar: 'headphones', status: 'host', feminine: true },
  { name: 'Rafa', avatar: 'music', status: 'active' },
  { name: 'Júlia', avatar: 'mic', status: 'listening', feminine: true },
  { name: 'Pedro', avatar: 'drum', status: 'listening' },
];
