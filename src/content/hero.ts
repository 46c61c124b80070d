import { CONNECTED_USERS } from './connected-users.ts';
import { NOW_PLAYING, UP_NEXT } from './queue.ts';

/**
 * The home hero's picture of the promise, drawn in HTML and CSS: a Jam's card with the song playing,
 * the friends' playheads on the same second, a chat message and a vote. Sample content, like the player demo.
 */

/** Said once to screen readers: the card itself is decorative. */
export const HERO_PROMISE =
  'Na Jam, todo mundo ouve o mesmo segundo da mesma música: a fila, o chat e os votos são da sala inteira.';

export const HERO_TRACK = NOW_PLAYING;

/** Where the song is, as the card shows it: the same second for everyone (1:24 of 3:42, 38 % in the CSS). */
export const HERO_POSITION = { elapsed: '1:24' } as const;

/** The friends in the card (the player demo's sample people), each at HERO_POSITION. */
export const HERO_LISTENERS: readonly string[] = CONNECTED_USERS.map((user) => user.name);

export const HERO_CHAT = { author: CONNECTED_USERS[1]?.name ?? '', text: 'Esse refrão junto é outra coisa!' } as const;

/** The next song gets one more vote while the visitor watches: from `votes` to `votes + 1`. */
export const HERO_VOTE = { track: UP_NEXT[0]?.title ?? '', votes: 3 } as const;
