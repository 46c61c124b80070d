/**
 * The room name field's rules. The product sets no maximum; 40 characters fit a room name on one
 * line of the app's room list and of a phone screen, and keep the counter short ("12/40").
 */
export const ROOM_NAME_MAX_LENGTH = 40;

/** The name as it is submitted: spaces around it removed (a name of spaces alone is empty). */
export function normalizeRoomName(value: string): string {
  return value.trim();
}
