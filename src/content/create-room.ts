/** Copy of the create-room preview (/criar-sala): the room types and the app-only notice. */
import type { IconName } from '../lib/icon-shapes.ts';
import { ROOM_LIMITS } from './claims.ts';

export type RoomType = 'public' | 'private';

export interface RoomTypeOption {
  value: RoomType;
  /** Decorative, beside the label. */
  icon: IconName;
  label: string;
  description: string;
}

/** A new room is public unless the visitor chooses otherwise. */
export const DEFAULT_ROOM_TYPE: RoomType = 'public';

export const ROOM_TYPES: readonly RoomTypeOption[] = [
  {
    value: 'public',
    icon: 'globe',
    label: 'Pública',
    description: `Aparece para a comunidade e recebe até ${ROOM_LIMITS.publicMaxUsers} pessoas ao mesmo tempo.`,
  },
  {
    value: 'private',
    icon: 'lock',
    label: 'Privada',
    description: `Só entra quem você convidar. Recomendada para até ${ROOM_LIMITS.privateRecommendedUsers} pessoas.`,
  },
];

/** What the modal says: creating rooms is exclusive to the desktop app. */
export const APP_EXCLUSIVE_TITLE = 'Criar salas é exclusivo do app';
export const APP_EXCLUSIVE_TEXT =
  'As Jams são criadas e tocadas no app EchoJam. Baixe grátis para Windows, Mac ou Linux, abra a sua sala por lá e chame a galera.';
