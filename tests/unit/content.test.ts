/**
 * The content sources hold together: every field filled, ids unique, the helpers that shape the sample
 * data behave. The product's fixed facts (counts, figures, quoted texts) are in spec-facts.test.ts;
 * nothing here restates a count or a piece of copy.
 */
import { describe, expect, it } from 'vitest';
import { ROOM_LIMITS, STUDIO_MAX_LISTENERS } from '../../src/content/claims.ts';
import { COMPARISON_COLUMNS, COMPARISON_ROWS } from '../../src/content/comparison.ts';
import { CONNECTED_USERS, roleLabel, STATUS_LABELS } from '../../src/content/connected-users.ts';
import { ROOM_TYPES } from '../../src/content/create-room.ts';
import { FAQ } from '../../src/content/faq.ts';
import { APP_FEATURES, HOME_FEATURES, PLAYER_FEATURES, ROOM_FEATURES } from '../../src/content/features.ts';
import { formatCount } from '../../src/content/format.ts';
import { AVAILABLE_STATUS, PRODUCTS } from '../../src/content/products.ts';
import { NOW_PLAYING, UP_NEXT } from '../../src/content/queue.ts';
import { RANKING } from '../../src/content/ranking.ts';
import { ROADMAP_STATUS_LABELS } from '../../src/content/roadmap.ts';
import { ROOM_AVATAR_LIMIT, roomAvatars, SAMPLE_ROOMS } from '../../src/content/rooms.ts';
import { RECENT_UPDATES, UPCOMING_UPDATES } from '../../src/content/status.ts';

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;
const filled = (text: string) => text.trim() !== '';

describe('sample rooms', () => {
  it('gives every room its fields, within the public room limit, with unique ids', () => {
    for (const room of SAMPLE_ROOMS) {
      for (const text of [room.name, room.genre, room.host]) expect(filled(text), room.id).toBe(true);
      // One spacing for every duration: '5 h 40 min' beside '45 min'.
      expect(room.duration).toMatch(/^(\d+ h )?\d{1,2} min$/);
      expect(Number.isInteger(room.users) && room.users > 0).toBe(true);
      expect(room.users).toBeLessThanOrEqual(ROOM_LIMITS.publicMaxUsers);
    }
    expect(unique(SAMPLE_ROOMS.map((room) => room.id))).toBe(true);
  });

  it('shows both cases: a room over the avatar limit and a trending room', () => {
    expect(SAMPLE_ROOMS.some((room) => room.users > ROOM_AVATAR_LIMIT)).toBe(true);
    expect(SAMPLE_ROOMS.some((room) => room.trending)).toBe(true);
    const six = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(roomAvatars({ users: 28, avatars: six })).toEqual({ avatars: six, overflow: 22 });
    expect(roomAvatars({ users: 4, avatars: six })).toEqual({ avatars: six.slice(0, 4), overflow: 0 });
  });

  it('gives each room its own avatars: as many as it shows, none repeated in a room or across rooms', () => {
    for (const room of SAMPLE_ROOMS) {
      expect(room.avatars, room.id).toHaveLength(Math.min(room.users, ROOM_AVATAR_LIMIT));
      for (const avatar of room.avatars) expect(avatar, room.id).toMatch(/^\p{Lu}{1,2}$/u);
    }
    expect(unique(SAMPLE_ROOMS.flatMap((room) => room.avatars))).toBe(true);
  });
});

describe('ranking', () => {
  it('gives everyone an emoji avatar, a badge, sessions and hours, in order of sessions', () => {
    for (const user of RANKING) {
      expect(filled(user.name) && filled(user.badge)).toBe(true);
      expect(user.avatar).toMatch(/\p{Extended_Pictographic}/u);
      expect(user.sessions).toBeGreaterThan(0);
      expect(user.hours).toBeGreaterThan(0);
    }
    const sessions = RANKING.map((user) => user.sessions);
    expect([...sessions].sort((a, b) => b - a)).toEqual(sessions);
  });
});

describe('player demo', () => {
  it('has one host among the connected people', () => {
    expect(CONNECTED_USERS.filter((user) => user.status === 'host')).toHaveLength(1);
  });

  it('labels each person by their status', () => {
    for (const user of CONNECTED_USERS) expect(roleLabel(user)).toBe(STATUS_LABELS[user.status]);
  });

  it('gives every song of the queue a duration as m:ss', () => {
    for (const track of [NOW_PLAYING, ...UP_NEXT]) expect(track.duration).toMatch(/^\d+:\d{2}$/);
  });
});

describe('products and roadmap', () => {
  it('has exactly one available product, the highlighted one', () => {
    const available = PRODUCTS.filter((product) => product.status === AVAILABLE_STATUS);
    expect(available).toHaveLength(1);
    expect(PRODUCTS.filter((product) => product.highlight)).toEqual(available);
  });

  it('gives every card its fields and every unavailable one a reason', () => {
    for (const product of PRODUCTS) {
      for (const text of [product.name, product.description, product.price, product.cta])
        expect(filled(text), product.id).toBe(true);
      expect(product.features.length).toBeGreaterThan(0);
      if (product.status === AVAILABLE_STATUS) expect(product.unavailableReason).toBeUndefined();
      else expect(filled(product.unavailableReason ?? ''), product.id).toBe(true);
    }
  });

  it('writes the Studio listener limit as pt-BR does', () => {
    const studio = PRODUCTS.find((product) => product.id === 'studio');
    expect(studio?.features.join(' ')).toContain(formatCount(STUDIO_MAX_LISTENERS));
  });

  it('names each roadmap status in distinct words', () => {
    expect(unique(Object.values(ROADMAP_STATUS_LABELS))).toBe(true);
  });
});

describe('FAQ', () => {
  it('has questions with answers and unique ids', () => {
    expect(unique(FAQ.map((item) => item.id))).toBe(true);
    expect(unique(FAQ.map((item) => item.question))).toBe(true);
    for (const item of FAQ) {
      expect(item.question.trim().endsWith('?'), item.id).toBe(true);
      expect(item.answer.length, item.id).toBeGreaterThan(0);
      for (const paragraph of item.answer) expect(filled(paragraph), item.id).toBe(true);
    }
  });
});

describe('copy', () => {
  it('gives every feature list unique ids', () => {
    for (const list of [HOME_FEATURES, ROOM_FEATURES, APP_FEATURES, PLAYER_FEATURES])
      expect(unique(list.map((feature) => feature.id))).toBe(true);
  });

  it('states each room type’s limit from the claims', () => {
    const [publicType, privateType] = ROOM_TYPES;
    expect(publicType?.description).toContain(String(ROOM_LIMITS.publicMaxUsers));
    expect(privateType?.description).toContain(String(ROOM_LIMITS.privateRecommendedUsers));
  });
});

describe('comparison table', () => {
  it('has a cell for every column in words, and no alternative says yes everywhere', () => {
    for (const row of COMPARISON_ROWS) {
      expect(row.cells).toHaveLength(COMPARISON_COLUMNS.length);
      for (const cell of row.cells) expect(filled(cell.text)).toBe(true);
    }
    for (let column = 1; column < COMPARISON_COLUMNS.length; column += 1)
      expect(COMPARISON_ROWS.some((row) => row.cells[column]?.mark !== 'yes')).toBe(true);
  });
});

describe('status', () => {
  it('has recent and upcoming updates', () => {
    expect(RECENT_UPDATES.length).toBeGreaterThan(0);
    expect(UPCOMING_UPDATES.length).toBeGreaterThan(0);
  });
});
