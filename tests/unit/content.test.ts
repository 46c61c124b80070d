import { describe, expect, it } from 'vitest';
import { HERO_BADGES, ROOM_LIMITS, STUDIO_MAX_LISTENERS, SYNC_LATENCY_MS } from '../../src/content/claims.ts';
import { COMPARISON_COLUMNS, COMPARISON_ROWS } from '../../src/content/comparison.ts';
import { CONNECTED_USERS, roleLabel, STATUS_LABELS } from '../../src/content/connected-users.ts';
import {
  CONTACT_DELAY_MS,
  CONTACT_SENDING_LABEL,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from '../../src/content/contact.ts';
import { DEFAULT_ROOM_TYPE, ROOM_TYPES } from '../../src/content/create-room.ts';
import { FAQ } from '../../src/content/faq.ts';
import { APP_FEATURES, HOME_FEATURES, ROOM_FEATURES } from '../../src/content/features.ts';
import { formatCount } from '../../src/content/format.ts';
import { MIX_CONTROLS } from '../../src/content/mixer.ts';
import { POLICY_DATE } from '../../src/content/policy.ts';
import { AVAILABLE_STATUS, PRODUCTS } from '../../src/content/products.ts';
import { NOW_PLAYING, UP_NEXT } from '../../src/content/queue.ts';
import { RANKING } from '../../src/content/ranking.ts';
import { SYSTEM_REQUIREMENTS } from '../../src/content/requirements.ts';
import { ROADMAP, ROADMAP_STATUS_LABELS } from '../../src/content/roadmap.ts';
import { ROOM_AVATAR_LIMIT, roomAvatars, SAMPLE_ROOMS } from '../../src/content/rooms.ts';
import { ABOUT_STATS, COMMUNITY_STATS } from '../../src/content/stats.ts';
import { RECENT_UPDATES, SERVICE_STATE_LABELS, SERVICES, UPCOMING_UPDATES } from '../../src/content/status.ts';

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('sample rooms', () => {
  it('has exactly 4 rooms with every field', () => {
    expect(SAMPLE_ROOMS).toHaveLength(4);
    for (const room of SAMPLE_ROOMS) {
      expect(room.name.trim()).not.toBe('');
      expect(room.genre.trim()).not.toBe('');
      expect(room.host.trim()).not.toBe('');
      // One spacing for every duration: '5 h 40 min' beside '45 min'.
      expect(room.duration).toMatch(/^(\d+ h )?\d{1,2} min$/);
      expect(Number.isInteger(room.users) && room.users > 0).toBe(true);
      expect(room.users).toBeLessThanOrEqual(ROOM_LIMITS.publicMaxUsers);
      expect(typeof room.trending).toBe('boolean');
    }
    expect(unique(SAMPLE_ROOMS.map((room) => room.id))).toBe(true);
  });

  it('shows at most 6 avatars, then a +N count, and at least one room overflows', () => {
    expect(ROOM_AVATAR_LIMIT).toBe(6);
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
  it('has 5 people ranked 1 to 5 in order, with avatar, badge, sessions and hours', () => {
    expect(RANKING).toHaveLength(5);
    expect(RANKING.map((user) => user.rank)).toEqual([1, 2, 3, 4, 5]);
    for (const user of RANKING) {
      expect(user.name.trim()).not.toBe('');
      expect(user.avatar).toMatch(/\p{Extended_Pictographic}/u);
      expect(user.badge.trim()).not.toBe('');
      expect(user.sessions).toBeGreaterThan(0);
      expect(user.hours).toBeGreaterThan(0);
    }
    const sessions = RANKING.map((user) => user.sessions);
    expect([...sessions].sort((a, b) => b - a)).toEqual(sessions);
  });
});

describe('player demo', () => {
  it('has 4 connected users, one host, and the SPEC labels', () => {
    expect(CONNECTED_USERS).toHaveLength(4);
    expect(CONNECTED_USERS.filter((user) => user.status === 'host')).toHaveLength(1);
    expect(STATUS_LABELS).toEqual({ host: 'Anfitrião', active: 'Ativo', listening: 'Ouvindo' });
  });

  it("labels each person with the sample roles, the host as 'Anfitrião'", () => {
    expect(CONNECTED_USERS.map((user) => [user.name, roleLabel(user)])).toEqual([
      ['Caio', 'Anfitrião'],
      ['Rafa', 'Ativo'],
      ['Júlia', 'Ouvindo'],
      ['Pedro', 'Ouvindo'],
    ]);
    expect(roleLabel({ status: 'host' })).toBe('Anfitrião');
  });

  it('has a song playing now and exactly 2 up next', () => {
    expect(NOW_PLAYING.title.trim()).not.toBe('');
    expect(UP_NEXT).toHaveLength(2);
    for (const track of [NOW_PLAYING, ...UP_NEXT]) expect(track.duration).toMatch(/^\d+:\d{2}$/);
  });

  it('has the sliders of SPEC §9: 0–100, step 1, volume 70, bass 50, treble 60', () => {
    expect(MIX_CONTROLS.map((control) => [control.id, control.label, control.value])).toEqual([
      ['volume', 'Volume', 70],
      ['bass', 'Graves', 50],
      ['treble', 'Agudos', 60],
    ]);
    for (const control of MIX_CONTROLS) expect([control.min, control.max, control.step]).toEqual([0, 100, 1]);
  });
});

describe('products and roadmap', () => {
  it('has the four products, and exactly one is available now', () => {
    expect(PRODUCTS.map((product) => product.id)).toEqual(['free', 'studio', 'api', 'mobile']);
    const available = PRODUCTS.filter((product) => product.status === 'Disponível Agora');
    expect(available).toHaveLength(1);
    expect(available[0]?.id).toBe('free');
    expect(AVAILABLE_STATUS).toBe('Disponível Agora');
  });

  it('uses only the three SPEC status texts, each at least once', () => {
    expect(new Set(PRODUCTS.map((product) => product.status))).toEqual(
      new Set(['Disponível Agora', 'Em Desenvolvimento', 'Roadmap 2024']),
    );
  });

  it('gives every card its fields and every unavailable one a reason', () => {
    for (const product of PRODUCTS) {
      for (const text of [product.name, product.description, product.price, product.cta])
        expect(text.trim()).not.toBe('');
      expect(product.features.length).toBeGreaterThan(0);
      if (product.status === AVAILABLE_STATUS) expect(product.unavailableReason).toBeUndefined();
      else expect(product.unavailableReason?.trim()).toBeTruthy();
    }
    expect(PRODUCTS.filter((product) => product.highlight).map((product) => product.id)).toEqual(['free']);
  });

  it('offers Studio live broadcasts for up to 1000 listeners, written 1.000', () => {
    expect(STUDIO_MAX_LISTENERS).toBe(1000);
    const studio = PRODUCTS.find((product) => product.id === 'studio');
    expect(studio?.features.join(' ')).toContain('até 1.000 ouvintes');
  });

  it('has the four roadmap steps of SPEC §9 with their statuses', () => {
    expect(ROADMAP.map((item) => [item.period, item.title, item.status])).toEqual([
      ['Q4 2024', 'Free v2.0', 'active'],
      ['Q1 2025', 'Mobile Beta', 'upcoming'],
      ['Q2 2025', 'Studio Alpha', 'future'],
      ['Q3 2025', 'API Public Beta', 'future'],
    ]);
    expect(Object.keys(ROADMAP_STATUS_LABELS).sort()).toEqual(['active', 'future', 'upcoming']);
    expect(unique(Object.values(ROADMAP_STATUS_LABELS))).toBe(true);
  });
});

describe('FAQ', () => {
  it('has 8 questions with answers and unique ids', () => {
    expect(FAQ).toHaveLength(8);
    expect(unique(FAQ.map((item) => item.id))).toBe(true);
    expect(unique(FAQ.map((item) => item.question))).toBe(true);
    for (const item of FAQ) {
      expect(item.question.trim().endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(0);
    }
  });

  it('states the room limits and the sync claim', () => {
    const text = FAQ.flatMap((item) => item.answer).join(' ');
    expect(text).toContain('até 50 pessoas');
    expect(text).toContain('até 10 pessoas');
    expect(text).toContain('abaixo de 100 ms');
  });
});

describe('stats', () => {
  it('has the community figures of SPEC §9, formatted for pt-BR', () => {
    expect(COMMUNITY_STATS.map((stat) => stat.value)).toEqual([2847, 1234, 45892, 12456]);
    expect(COMMUNITY_STATS.map((stat) => formatCount(stat.value))).toEqual(['2.847', '1.234', '45.892', '12.456']);
    expect(COMMUNITY_STATS[0]?.label).toBe('usuários ativos hoje');
  });

  it('has the about figures of SPEC §9', () => {
    expect(ABOUT_STATS).toEqual([
      { value: '50K+', label: 'usuários' },
      { value: '1M+', label: 'músicas sincronizadas' },
      { value: '100%', label: 'grátis' },
      { value: '24/7', label: 'suporte da comunidade' },
    ]);
  });
});

describe('copy and claims', () => {
  it('has the SPEC limits and the hero badges', () => {
    expect(ROOM_LIMITS).toEqual({ publicMaxUsers: 50, privateRecommendedUsers: 10 });
    expect(SYNC_LATENCY_MS).toBe(100);
    expect(HERO_BADGES).toEqual(['100% Grátis', 'Sem Anúncios', 'Sem Cadastro']);
  });

  it('has four home cards and the feature lists', () => {
    expect(HOME_FEATURES).toHaveLength(4);
    for (const list of [HOME_FEATURES, ROOM_FEATURES, APP_FEATURES])
      expect(unique(list.map((feature) => feature.id))).toBe(true);
  });

  it('defaults the room type to public and describes both types', () => {
    expect(DEFAULT_ROOM_TYPE).toBe('public');
    expect(ROOM_TYPES.map((type) => type.value)).toEqual(['public', 'private']);
    expect(ROOM_TYPES[0]?.description).toContain('50');
    expect(ROOM_TYPES[1]?.description).toContain('10');
  });

  it('has the contact form texts and delay of SPEC §4, §8 and §9', () => {
    expect(CONTACT_SENDING_LABEL).toBe('Enviando...');
    expect(CONTACT_DELAY_MS).toBe(1000);
    expect(CONTACT_SUCCESS_TITLE).toBe('Mensagem enviada com sucesso! 🎵');
    expect(CONTACT_SUCCESS_DESCRIPTION).toBe('Obrigado pelo contato! Responderemos em breve.');
  });

  it('dates the legal documents 22 September 2025', () => {
    expect(POLICY_DATE).toEqual({ iso: '2025-09-22', text: '22 de setembro de 2025' });
  });
});

describe('comparison table', () => {
  it('compares EchoJam with three generic alternatives on six criteria, EchoJam yes on all', () => {
    expect(COMPARISON_COLUMNS.map((column) => column.name)).toEqual([
      'EchoJam',
      'Streaming pago',
      'Apps de watch party',
      'Bots de música em chats',
    ]);
    expect(COMPARISON_ROWS.map((row) => row.criterion)).toEqual([
      'Sincronização em tempo real',
      'Custo',
      'Mixagem individual',
      'Multiplataforma',
      'Uso offline',
      'Sem cadastro',
    ]);
    for (const row of COMPARISON_ROWS) {
      expect(row.cells).toHaveLength(COMPARISON_COLUMNS.length);
      expect(row.cells[0].mark).toBe('yes');
      for (const cell of row.cells) expect(cell.text.trim()).not.toBe('');
    }
    // The alternatives are not rated yes everywhere.
    for (let column = 1; column < COMPARISON_COLUMNS.length; column += 1) {
      expect(COMPARISON_ROWS.some((row) => row.cells[column]?.mark !== 'yes')).toBe(true);
    }
  });
});

describe('system requirements and status', () => {
  it('has the requirements of SPEC §9 for each OS', () => {
    expect(SYSTEM_REQUIREMENTS.map((requirement) => requirement.version)).toEqual([
      'Windows 10 ou superior',
      'macOS 10.15 ou superior',
      'Ubuntu 18.04 ou superior',
    ]);
    for (const requirement of SYSTEM_REQUIREMENTS) {
      expect(requirement.memory).toContain('4 GB');
      expect(requirement.storage).toContain('500 MB');
    }
  });

  it('has 3 services, all operational, and recent and upcoming updates', () => {
    expect(SERVICES).toHaveLength(3);
    expect(SERVICES.every((service) => service.state === 'operational')).toBe(true);
    expect(SERVICE_STATE_LABELS.operational).toBe('Operacional');
    expect(RECENT_UPDATES.length).toBeGreaterThan(0);
    expect(UPCOMING_UPDATES.length).toBeGreaterThan(0);
  });
});
