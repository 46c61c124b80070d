/** The player demo's sample queue: what is playing now and the next two songs. */
export interface QueueTrack {
  title: string;
  artist: string;
  /** As shown: '3:42'. */
  duration: string;
  /** Who added the song to the shared queue. */
  addedBy: string;
}

export const NOW_PLAYING: QueueTrack = {
  title: 'Maré Alta',
  artist: 'Banda Farol',
  duration: '3:42',
  addedBy: 'Caio',
};

export const UP_NEXT: readonly QueueTrack[] = [
  { title: 'Noite de Neon', artist: 'Lumi', duration: '4:05', addedBy: 'Rafa' },
  { title: 'Café no Terraço', artist: 'Trio Aurora', duration: '3:18', addedBy: 'Júlia' },
];

/** Under the queue: the shared queue is voted on (the same words as the player screenshot). */
export const QUEUE_NOTE = 'Quem está na Jam vota: a mais votada toca primeiro.';
