/**
 * The product's fixed facts, as its owner set them: every quoted text, count, figure, date and status the site must show,
 * asserted here once against the content sources (src/content/) and the page files that hold them.
 * Every other test takes its expectations from those sources, so a change to one of these facts fails
 * here, naming the requirement, and nowhere else. Copy the product owner leaves to us (answers, cards,
 * legal paragraphs) and colours are pinned by no test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOM_LIMITS, STUDIO_MAX_LISTENERS, SYNC_LATENCY_MS, HERO_BADGES } from '../../src/content/claims.ts';
import { COMPARISON_COLUMNS, COMPARISON_ROWS } from '../../src/content/comparison.ts';
import { CONNECTED_USERS, STATUS_LABELS } from '../../src/content/connected-users.ts';
import {
  CONTACT_DELAY_MS,
  CONTACT_SENDING_LABEL,
  CONTACT_SUCCESS_DESCRIPTION,
  CONTACT_SUCCESS_TITLE,
} from '../../src/content/contact.ts';
import { DEFAULT_ROOM_TYPE, ROOM_TYPES } from '../../src/content/create-room.ts';
import { DOWNLOAD_BAR_SUBTITLE, downloadBarTitle } from '../../src/content/download-bar.ts';
import { FAQ } from '../../src/content/faq.ts';
import { HOME_FEATURES } from '../../src/content/features.ts';
import { MIX_CONTROLS } from '../../src/content/mixer.ts';
import { POLICY_DATE } from '../../src/content/policy.ts';
import { AVAILABLE_STATUS, PRODUCTS } from '../../src/content/products.ts';
import { NOW_PLAYING, UP_NEXT } from '../../src/content/queue.ts';
import { RANKING } from '../../src/content/ranking.ts';
import { SYSTEM_REQUIREMENTS } from '../../src/content/requirements.ts';
import { ROADMAP } from '../../src/content/roadmap.ts';
import { ROOM_AVATAR_LIMIT, SAMPLE_ROOMS } from '../../src/content/rooms.ts';
import { MAIN_NAV } from '../../src/content/routes.ts';
import { ABOUT_STATS, COMMUNITY_STATS } from '../../src/content/stats.ts';
import { SERVICE_STATE_LABELS, SERVICES } from '../../src/content/status.ts';
import { FOOTER_BADGES } from '../../src/shell/footer.ts';
import { DOWNLOAD_BUTTON_LABEL, FOOTER_GROUPS, socialProfiles } from '../../src/shell/links.ts';

/** A page of pages/, parsed: the texts the page's own markup holds. */
const page = (file: string) =>
  new DOMParser().parseFromString(readFileSync(resolve(import.meta.dirname, '../../pages', file), 'utf8'), 'text/html');
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('fixed facts: navigation and shell', () => {
  it('has the six top-navigation links, in order', () => {
    expect(
      MAIN_NAV.map((link) => [link.href, link.label]),
      'required: the links Home, Criar Sala, Player Demo, Comunidade, Produtos, Sobre',
    ).toEqual([
      ['/', 'Home'],
      ['/criar-sala', 'Criar Sala'],
      ['/player', 'Player Demo'],
      ['/comunidade', 'Comunidade'],
      ['/produtos', 'Produtos'],
      ['/sobre', 'Sobre'],
    ]);
  });

  it('has the footer links, /produtos labelled Ecossistema and /sobre as FAQ and Contato, and four social icons', () => {
    const links = FOOTER_GROUPS.flatMap((group) => group.links);
    expect(
      links.map((link) => link.href.split('#')[0]),
      'required: footer links to /criar-sala, /player, /comunidade, /produtos, /documentacao, /status, /sobre (twice), /termos-uso, /politica, /licenca',
    ).toEqual([
      '/criar-sala',
      '/player',
      '/comunidade',
      '/produtos',
      '/documentacao',
      '/status',
      '/sobre',
      '/sobre',
      '/termos-uso',
      '/politica',
      '/licenca',
    ]);
    expect(links.find((link) => link.href === '/produtos')?.label, 'required: /produtos labelled "Ecossistema"').toBe(
      'Ecossistema',
    );
    expect(
      links.filter((link) => link.href.startsWith('/sobre')).map((link) => link.label),
      'required: the /sobre links labelled "FAQ" and "Contato"',
    ).toEqual(['FAQ', 'Contato']);
    expect(socialProfiles(), 'required: four social icons in the footer').toHaveLength(4);
  });

  it('has the footer badges, the top bar button and the 404 texts', () => {
    expect(FOOTER_BADGES, 'required: the footer badges 100% Grátis, Sem Anúncios, Código Aberto').toEqual([
      '100% Grátis',
      'Sem Anúncios',
      'Código Aberto',
    ]);
    expect(DOWNLOAD_BUTTON_LABEL, 'required: the top bar button "Baixar Grátis"').toBe('Baixar Grátis');
    const notFound = page('404.html');
    expect(text(notFound.querySelector('h1')), 'required: the 404 title "Oops! Página não encontrada"').toBe(
      'Oops! Página não encontrada',
    );
    const links = [...notFound.querySelectorAll('main a[href="/"]')].map(text);
    expect(links, 'required: the 404 link "Voltar ao Início" to /').toContain('Voltar ao Início');
  });

  it('has the download bar: "Baixe o EchoJam agora / Grátis, sem anúncios, sem cadastro"', () => {
    expect(
      [downloadBarTitle('EchoJam'), DOWNLOAD_BAR_SUBTITLE],
      'required: the banner "Baixe o {product} agora / Grátis, sem anúncios, sem cadastro"',
    ).toEqual(['Baixe o EchoJam agora', 'Grátis, sem anúncios, sem cadastro']);
  });

  it('has the home headline and the feature grid title', () => {
    const home = page('index.html');
    expect(text(home.querySelector('h1')), 'required: the home headline "Escute junto, viva o som"').toBe(
      'Escute junto, viva o som',
    );
    const headings = [...home.querySelectorAll('h2')].map(text);
    expect(headings, 'required: the feature grid title "Por que EchoJam?"').toContain('Por que EchoJam?');
  });
});

describe('fixed facts: home', () => {
  it('has three hero badges and a four-card feature grid', () => {
    expect(HERO_BADGES, 'required: three badges in the hero').toHaveLength(3);
    expect(HOME_FEATURES, 'required: a four-card feature grid on the home page').toHaveLength(4);
  });

  it('compares the product with a paid streaming service, a watch-party app and chat-bot players on six criteria, yes on all six', () => {
    expect(
      COMPARISON_COLUMNS.map((column) => column.id),
      'required: the product against three alternatives',
    ).toEqual(['echojam', 'streaming', 'watch-party', 'chat-bots']);
    expect(
      COMPARISON_ROWS.map((row) => row.id),
      'required: six criteria: real-time sync, cost, individual mixing, multiplatform, offline, no sign-up',
    ).toEqual(['sync', 'cost', 'mixing', 'multiplatform', 'offline', 'no-signup']);
    for (const row of COMPARISON_ROWS)
      expect(row.cells[0].mark, `required: the product to say yes on "${row.criterion}"`).toBe('yes');
  });
});

describe('fixed facts: create room and player', () => {
  it('defaults the room type to public, with a public and a private choice', () => {
    expect(DEFAULT_ROOM_TYPE, 'required: public as the default room type').toBe('public');
    expect(
      ROOM_TYPES.map((type) => type.value),
      'required: the room types public and private',
    ).toEqual(['public', 'private']);
  });

  it('has 4 connected users with the status labels Anfitrião, Ativo, Ouvindo', () => {
    expect(CONNECTED_USERS, 'required: 4 connected sample users').toHaveLength(4);
    expect(STATUS_LABELS, 'required: host as Anfitrião, active as Ativo, listening as Ouvindo').toEqual({
      host: 'Anfitrião',
      active: 'Ativo',
      listening: 'Ouvindo',
    });
  });

  it('has a queue of the song now playing plus 2 upcoming', () => {
    expect(NOW_PLAYING.title.trim(), 'required: a song now playing').not.toBe('');
    expect(UP_NEXT, 'required: 2 upcoming songs in the queue').toHaveLength(2);
  });

  it('has the sliders volume 70, bass 50, treble 60, each from 0 to 100 in steps of 1', () => {
    expect(
      MIX_CONTROLS.map((control) => [control.id, control.value]),
      'required: the slider defaults volume 70, bass 50, treble 60',
    ).toEqual([
      ['volume', 70],
      ['bass', 50],
      ['treble', 60],
    ]);
    for (const control of MIX_CONTROLS)
      expect(
        [control.min, control.max, control.step],
        `required: the ${control.id} slider to range 0 to 100, step 1`,
      ).toEqual([0, 100, 1]);
  });
});

describe('fixed facts: community', () => {
  it('has 4 sample rooms, avatars shown up to 6 then +N', () => {
    expect(SAMPLE_ROOMS, 'required: 4 sample active rooms').toHaveLength(4);
    expect(ROOM_AVATAR_LIMIT, 'required: at most 6 avatars per room, then a +N count').toBe(6);
  });

  it('has a top-5 ranking, ranked 1 to 5', () => {
    expect(
      RANKING.map((user) => user.rank),
      'required: a top-5 ranking with ranks 1 to 5',
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('has the community figures 2,847 users today, 1,234 rooms, 45,892 songs, 12,456 hours', () => {
    expect(
      COMMUNITY_STATS.map((stat) => [stat.id, stat.value]),
      'required: the community stats 2,847 active users today, 1,234 rooms, 45,892 songs played, 12,456 hours',
    ).toEqual([
      ['active-users', 2847],
      ['rooms', 1234],
      ['songs', 45892],
      ['hours', 12456],
    ]);
  });
});

describe('fixed facts: products and roadmap', () => {
  it('has 4 product cards, Free, Studio, API and Mobile, with the three status texts', () => {
    expect(
      PRODUCTS.map((product) => product.id),
      'required: 4 product cards: Free, Studio, API, Mobile',
    ).toEqual(['free', 'studio', 'api', 'mobile']);
    expect(AVAILABLE_STATUS, 'required: the available status named "Disponível Agora"').toBe('Disponível Agora');
    expect(
      new Set(PRODUCTS.map((product) => product.status)),
      'required: the product statuses Disponível Agora, Em Desenvolvimento, Roadmap 2024',
    ).toEqual(new Set(['Disponível Agora', 'Em Desenvolvimento', 'Roadmap 2024']));
  });

  it('offers Studio live broadcasts for up to 1000 listeners', () => {
    expect(STUDIO_MAX_LISTENERS, 'required: Studio broadcasts for up to 1000 listeners').toBe(1000);
  });

  it('has the 4-step roadmap Q4 2024 Free v2.0, Q1 2025 Mobile Beta, Q2 2025 Studio Alpha, Q3 2025 API Public Beta', () => {
    expect(
      ROADMAP.map((item) => [item.period, item.title]),
      'required: a 4-step roadmap: Q4 2024 Free v2.0; Q1 2025 Mobile Beta; Q2 2025 Studio Alpha; Q3 2025 API Public Beta',
    ).toEqual([
      ['Q4 2024', 'Free v2.0'],
      ['Q1 2025', 'Mobile Beta'],
      ['Q2 2025', 'Studio Alpha'],
      ['Q3 2025', 'API Public Beta'],
    ]);
    expect(
      new Set(ROADMAP.map((item) => item.status)),
      'required: the roadmap statuses active, upcoming, future',
    ).toEqual(new Set(['active', 'upcoming', 'future']));
  });
});

describe('fixed facts: about and contact', () => {
  it('has an 8-item FAQ', () => {
    expect(FAQ, 'required: an 8-item FAQ on /sobre').toHaveLength(8);
  });

  it('has the headline stats 50K+, 1M+, 100%, 24/7', () => {
    expect(
      ABOUT_STATS.map((stat) => stat.value),
      'required: the about stats 50K+ users, 1M+ songs synced, 100% free, 24/7 community support',
    ).toEqual(['50K+', '1M+', '100%', '24/7']);
  });

  it('sends nothing: "Enviando..." for 1000 ms, then the success toast', () => {
    expect(CONTACT_SENDING_LABEL, 'required: the sending label "Enviando..."').toBe('Enviando...');
    expect(CONTACT_DELAY_MS, 'required: a simulated delay of 1000 ms').toBe(1000);
    expect(CONTACT_SUCCESS_TITLE, 'required: the toast title "Mensagem enviada com sucesso! 🎵"').toBe(
      'Mensagem enviada com sucesso! 🎵',
    );
    expect(
      CONTACT_SUCCESS_DESCRIPTION,
      'required: the toast description "Obrigado pelo contato! Responderemos em breve."',
    ).toBe('Obrigado pelo contato! Responderemos em breve.');
  });
});

describe('fixed facts: documentation, status and legal pages', () => {
  it('has the system requirements: 4GB RAM, 500MB free, Windows 10, macOS 10.15, Ubuntu 18.04 or later', () => {
    expect(
      SYSTEM_REQUIREMENTS.map((requirement) => requirement.version),
      'required: Windows 10, macOS 10.15 and Ubuntu 18.04 or later',
    ).toEqual(['Windows 10 ou superior', 'macOS 10.15 ou superior', 'Ubuntu 18.04 ou superior']);
    for (const requirement of SYSTEM_REQUIREMENTS) {
      expect(requirement.memory, `required: 4GB RAM on ${requirement.name}`).toContain('4 GB');
      expect(requirement.storage, `required: 500MB free space on ${requirement.name}`).toContain('500 MB');
    }
  });

  it('has 3 services, all operational', () => {
    expect(SERVICES, 'required: 3 services on /status').toHaveLength(3);
    for (const service of SERVICES)
      expect(service.state, `required: "${service.name}" to be operational`).toBe('operational');
    expect(SERVICE_STATE_LABELS.operational, 'operational, in words').toBe('Operacional');
  });

  it('dates the policy documents 22 September 2025', () => {
    expect(POLICY_DATE, 'required: the policy documents dated 22 September 2025').toEqual({
      iso: '2025-09-22',
      text: '22 de setembro de 2025',
    });
  });
});

describe('fixed facts: product claims', () => {
  it('claims public rooms up to 50, private rooms up to 10, and sync under 100 ms', () => {
    expect(ROOM_LIMITS, 'required: public rooms up to 50 users and private rooms up to 10').toEqual({
      publicMaxUsers: 50,
      privateRecommendedUsers: 10,
    });
    expect(SYNC_LATENCY_MS, 'required: a sync latency claim under 100 ms').toBe(100);
  });
});
