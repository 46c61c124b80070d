/**
 * The product's claims (free forever, no ads, no sign-up, sources, platforms) that the copy repeats in several places.
 * Marketing claims, not limits the site enforces.
 */

/** The three badges of the home page hero. */
export const HERO_BADGES: readonly string[] = ['100% Grátis', 'Sem Anúncios', 'Sem Cadastro'];

export const ROOM_LIMITS = {
  /** Public rooms: up to 50 simultaneous users. */
  publicMaxUsers: 50,
  /** Private rooms: recommended for up to 10 people. */
  privateRecommendedUsers: 10,
} as const;

/** Sync latency claim: under 100 ms. */
export const SYNC_LATENCY_MS = 100;

/** Studio: live broadcasts for up to 1000 listeners. */
export const STUDIO_MAX_LISTENERS = 1000;
