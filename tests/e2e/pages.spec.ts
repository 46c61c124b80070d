import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../../src/build/site-routes.ts';
import { DOWNLOAD_LINKS, LINKS, OPERATING_SYSTEMS, OS_LABELS, PRIVACY, SITE_URL } from '../../src/config.ts';
import { HERO_BADGES } from '../../src/content/claims.ts';
import { COMPARISON_COLUMNS, COMPARISON_ROWS } from '../../src/content/comparison.ts';
import { CONNECTED_USERS, roleLabel } from '../../src/content/connected-users.ts';
import { CONTACT_DEMO_NOTE, CONTACT_SUBMIT_LABEL } from '../../src/content/contact.ts';
import { APP_EXCLUSIVE_TITLE, ROOM_TYPES } from '../../src/content/create-room.ts';
import { FAQ } from '../../src/content/faq.ts';
import { HOME_FEATURES, PLAYER_FEATURES, ROOM_FEATURES } from '../../src/content/features.ts';
import { formatCount } from '../../src/content/format.ts';
import { APP_ONLY_LABEL, MIX_CONTROLS } from '../../src/content/mixer.ts';
import { PLAYER_PREVIEW_SIZE } from '../../src/content/player-preview.ts';
import { POLICY_DATE } from '../../src/content/policy.ts';
import { AVAILABLE_STATUS, PRODUCTS } from '../../src/content/products.ts';
import { NOW_PLAYING, UP_NEXT } from '../../src/content/queue.ts';
import { RANKING } from '../../src/content/ranking.ts';
import { ROADMAP, ROADMAP_STATUS_LABELS } from '../../src/content/roadmap.ts';
import { SYSTEM_REQUIREMENTS } from '../../src/content/requirements.ts';
import { SAMPLE_ROOMS, TRENDING_LABEL } from '../../src/content/rooms.ts';
import { ABOUT_STATS, COMMUNITY_STATS } from '../../src/content/stats.ts';
import { RECENT_UPDATES, SERVICE_STATE_LABELS, SERVICES, UPCOMING_UPDATES } from '../../src/content/status.ts';
import { whenWidgetsLive } from './island-state.ts';
import { axeViolations } from './page-checks.ts';
import { sourceText } from './page-source.ts';

/** Clean URL of a route as visitors type it: '/criar-sala/' → '/criar-sala'. */
const url = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const LEGAL_PAGES = ['/termos-uso', '/politica', '/licenca'] as const;

/**
 * Texts from the content sources that a page holds inside <main>, JavaScript or not, by path. Every visitor
 * page gets the generic checks below from pages/ (src/content/routes.ts); a page listed here gets these too.
 */
const CONTENT_TEXTS: Readonly<Record<string, readonly string[]>> = {
  '/': [
    ...HERO_BADGES,
    ...HOME_FEATURES.map((feature) => feature.title),
    ...COMPARISON_ROWS.map((row) => row.criterion),
    ...Object.values(OS_LABELS).map((os) => `Baixar para ${os}`),
  ],
  '/criar-sala': [
    APP_EXCLUSIVE_TITLE,
    ...ROOM_TYPES.flatMap((type) => [type.label, type.description]),
    ...ROOM_FEATURES.map((feature) => feature.title),
  ],
  '/player': [
    NOW_PLAYING.title,
    ...UP_NEXT.map((track) => track.title),
    ...CONNECTED_USERS.map((user) => user.name),
    ...CONNECTED_USERS.map(roleLabel),
    ...PLAYER_FEATURES.map((feature) => feature.title),
    ...MIX_CONTROLS.map((control) => control.label),
    APP_ONLY_LABEL,
  ],
  '/comunidade': [
    ...COMMUNITY_STATS.flatMap((stat) => [formatCount(stat.value), stat.label]),
    ...SAMPLE_ROOMS.map((room) => room.name),
    ...RANKING.map((user) => user.name),
    TRENDING_LABEL,
  ],
  '/produtos': [
    ...PRODUCTS.flatMap((product) => [product.name, product.status, ...product.features]),
    ...ROADMAP.flatMap((item) => [item.period, item.title]),
  ],
  '/sobre': [...ABOUT_STATS.flatMap((stat) => [stat.value, stat.label]), ...FAQ.map((item) => item.question)],
  '/documentacao': SYSTEM_REQUIREMENTS.flatMap((requirement) => [
    requirement.version,
    requirement.memory,
    requirement.storage,
  ]),
  '/status': [
    ...SERVICES.map((service) => service.name),
    SERVICE_STATE_LABELS.operational,
    ...RECENT_UPDATES.map((update) => update.title),
    ...UPCOMING_UPDATES.map((update) => update.title),
  ],
  '/termos-uso': [POLICY_DATE.text],
  '/politica': [POLICY_DATE.text],
  '/licenca': [POLICY_DATE.text],
};

const NOT_FOUND_PATH = '/esta-pagina-nao-existe';

/** Every page the site serves: the routes, plus an unknown path for the 404 page. */
const ALL_PATHS = [
  ...SITE_ROUTES.filter((route) => route.path !== '/404').map((route) => url(route.path)),
  NOT_FOUND_PATH,
];

/** Developer pages (partners' guide, widget workbench) have their own specs; the checks of the built HTML cover them too. */
const DEVELOPER_PAGES = new Set([
  '/parceiros',
  ...SITE_ROUTES.map((route) => route.path).filter((path) => path.startsWith('/widgets')),
]);

/** The pages of pages/ a visitor reads: all but the 404 page and the developer pages. */
const VISITOR_ROUTES = SITE_ROUTES.filter((route) => route.path !== '/404' && !DEVELOPER_PAGES.has(url(route.path)));

test('the content texts above are for pages that exist', () => {
  const paths = new Set(VISITOR_ROUTES.map((route) => url(route.path)));
  for (const path of Object.keys(CONTENT_TEXTS)) expect(paths.has(path), path).toBe(true);
});

test.describe('every page with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of VISITOR_ROUTES) {
    test(`${route.path}: 200, one h1 and its content in the HTML`, async ({ page }) => {
      const response = await page.goto(url(route.path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(sourceText(route.file, 'h1'));
      const main = page.locator('main#conteudo');
      for (const text of CONTENT_TEXTS[url(route.path)] ?? []) await expect(main, text).toContainText(text);
    });
  }

  test('/: comparison table has caption, headers and marks in words; EchoJam says yes on every criterion', async ({
    page,
  }) => {
    await page.goto('/');
    const table = page.getByRole('table', { name: /Comparação/ });
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(COMPARISON_COLUMNS.length + 1);
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(COMPARISON_ROWS.map((row) => row.criterion));
    const ours = table.locator('tbody tr td:nth-of-type(1)');
    await expect(ours).toHaveCount(COMPARISON_ROWS.length);
    for (const [index, row] of COMPARISON_ROWS.entries()) {
      await expect(ours.nth(index)).toContainText(row.cells[0].text);
      await expect(ours.nth(index)).toHaveClass(/comparison__cell--yes/);
      await expect(ours.nth(index).locator('.comparison__mark svg[aria-hidden="true"]')).toHaveCount(1);
    }
    const image = page.locator('main picture img');
    await expect(image).toHaveAttribute('alt', /player/);
    await expect(image).toHaveAttribute('width', String(PLAYER_PREVIEW_SIZE.width));
    await expect(image).toHaveAttribute('height', String(PLAYER_PREVIEW_SIZE.height));
  });

  // Emoji and symbol characters send the browser looking for fallback fonts during the first layout.
  test('the pages draw their icons as inline SVG, not as emoji or symbol characters (widgets and avatars aside)', async ({
    page,
  }) => {
    for (const path of ['/', '/comunidade', '/documentacao', '/player', '/produtos']) {
      await page.goto(path);
      const text = await page.locator('main#conteudo').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const element of copy.querySelectorAll('*'))
          if (element.localName.startsWith('echojam-') || element.matches('.avatar')) element.remove();
        return copy.textContent ?? '';
      });
      expect(text, path).not.toMatch(/[\p{Extended_Pictographic}\u2713\u2717\u25D0-\u25D3]/u);
      expect(await page.locator('main .feature-card__icon svg, main .stats__icon svg').count(), path).toBe(
        await page.locator('main .feature-card__icon, main .stats__icon').count(),
      );
    }
  });

  test('/criar-sala: the form says rooms are created in the app and shows a download link per system', async ({
    page,
  }) => {
    await page.goto('/criar-sala');
    const fallback = page.locator('echojam-create-room');
    await expect(fallback.getByText(APP_EXCLUSIVE_TITLE)).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Criar sala' }), 'no button that cannot work').toBeHidden();
    for (const os of OPERATING_SYSTEMS) {
      const link = fallback.getByRole('link', { name: new RegExp(`Baixar para ${OS_LABELS[os]}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', DOWNLOAD_LINKS[os]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const feature of ROOM_FEATURES)
      await expect(fallback.getByRole('listitem').filter({ hasText: feature.title })).toHaveCount(1);
  });

  test('/player: disabled sliders at their values, disabled playback, the people with roles, the queue', async ({
    page,
  }) => {
    await page.goto('/player');
    const demo = page.locator('echojam-player-demo');
    for (const control of MIX_CONTROLS) {
      const slider = demo.getByRole('slider', { name: control.label });
      await expect(slider).toBeDisabled();
      await expect(slider).toHaveValue(String(control.value));
      await expect(slider).toHaveAccessibleDescription(APP_ONLY_LABEL);
    }
    await expect(demo.locator('[part="mixer"] .app-only')).toHaveText([APP_ONLY_LABEL]);
    const playback = demo.locator('[part="playback-button"]');
    await expect(playback).toHaveCount(3);
    for (const button of await playback.all()) await expect(button).toBeDisabled();
    const people = demo.locator('.people__item');
    await expect(people).toHaveCount(CONNECTED_USERS.length);
    for (const [index, user] of CONNECTED_USERS.entries()) {
      await expect(people.nth(index)).toContainText(user.name);
      await expect(people.nth(index)).toContainText(roleLabel(user));
    }
    await expect(demo.locator('.now-playing')).toContainText(NOW_PLAYING.title);
    await expect(demo.locator('.queue li')).toHaveCount(UP_NEXT.length);
    await expect(demo.locator('img')).toHaveAttribute('alt', /.+/);
  });

  test('/comunidade: the ranking, stats formatted for pt-BR, the rooms with disabled join buttons', async ({
    page,
  }) => {
    await page.goto('/comunidade');
    const ranking = page.getByRole('table', { name: new RegExp(`Top ${RANKING.length}`) });
    const rows = ranking.locator('tbody tr');
    await expect(rows).toHaveCount(RANKING.length);
    for (const [index, user] of RANKING.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(`${user.rank}º`);
      await expect(row).toContainText(user.name);
      await expect(row).toContainText(user.avatar);
      await expect(row).toContainText(user.badge);
      await expect(row).toContainText(formatCount(user.sessions));
      await expect(row).toContainText(formatCount(user.hours));
    }
    const stats = page.locator('main .stats__item');
    await expect(stats).toHaveCount(COMMUNITY_STATS.length);
    for (const [index, stat] of COMMUNITY_STATS.entries()) {
      await expect(stats.nth(index).locator('.stats__value')).toHaveText(formatCount(stat.value));
      await expect(stats.nth(index)).toContainText(stat.label);
    }
    const rooms = page.locator('echojam-community-rooms [part="room"]');
    await expect(rooms).toHaveCount(SAMPLE_ROOMS.length);
    for (const [index, room] of SAMPLE_ROOMS.entries()) {
      const card = rooms.nth(index);
      await expect(card).toContainText(room.name);
      await expect(card).toContainText(`${room.users} na sala`);
      await expect(card).toContainText(room.genre);
      await expect(card).toContainText(room.host);
      await expect(card).toContainText(room.duration);
      await expect(card.getByText(TRENDING_LABEL)).toHaveCount(room.trending ? 1 : 0);
      await expect(card.getByRole('button', { name: 'Entrar na sala' })).toBeDisabled();
    }
    await expect(page.locator('echojam-community-rooms [part="avatar-more"]').first()).toContainText(/^\+\d+/);
  });

  test('/produtos: only the available product has an enabled button, a download link; the roadmap steps', async ({
    page,
  }) => {
    await page.goto('/produtos');
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(PRODUCTS.length);
    for (const [index, product] of PRODUCTS.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('.product-card__status')).toHaveText(product.status);
      await expect(card).toContainText(product.price);
      if (product.status === AVAILABLE_STATUS) {
        const link = card.getByRole('link', { name: new RegExp(product.cta) });
        await expect(link).toHaveAttribute('href', DOWNLOAD_LINKS.windows);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(card.getByRole('button')).toHaveCount(0);
      } else {
        const button = card.getByRole('button', { name: product.cta });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(product.unavailableReason ?? '');
        await expect(card.getByText(product.unavailableReason ?? '')).toBeVisible();
        await expect(card.getByRole('link')).toHaveCount(0);
      }
    }
    const available = PRODUCTS.filter((product) => product.status === AVAILABLE_STATUS).length;
    await expect(page.locator('.product-grid a.button')).toHaveCount(available);
    await expect(page.locator('.product-grid button:disabled')).toHaveCount(PRODUCTS.length - available);

    const steps = page.locator('ol.roadmap > li');
    await expect(steps).toHaveCount(ROADMAP.length);
    for (const [index, item] of ROADMAP.entries()) {
      await expect(steps.nth(index)).toContainText(item.period);
      await expect(steps.nth(index)).toContainText(item.title);
      await expect(steps.nth(index).locator('.roadmap__status')).toHaveText(ROADMAP_STATUS_LABELS[item.status]);
      await expect(steps.nth(index)).toHaveAttribute('data-status', item.status);
    }
  });

  test('/sobre: headline stats, every FAQ answer readable, a contact form that says it needs JavaScript', async ({
    page,
  }) => {
    await page.goto('/sobre');
    await expect(page.locator('.stats--headline .stats__value')).toHaveText(ABOUT_STATS.map((stat) => stat.value));
    await expect(page.locator('echojam-faq [part="trigger"]')).toHaveText(FAQ.map((item) => item.question));
    const answers = page.locator('echojam-faq [part="answer"]');
    await expect(answers).toHaveCount(FAQ.length);
    for (const [index, item] of FAQ.entries()) {
      await expect(answers.nth(index)).toBeVisible();
      await expect(answers.nth(index)).toContainText(item.answer[0] ?? '');
    }
    await expect(page.locator('#faq')).toHaveCount(1);
    await expect(page.locator('#contato')).toHaveCount(1);
    const contact = page.locator('echojam-contact-form');
    await expect(contact).toContainText(CONTACT_DEMO_NOTE);
    await expect(contact.getByText('precisa de JavaScript')).toBeVisible();
    await expect(
      contact.getByRole('button', { name: CONTACT_SUBMIT_LABEL }),
      'no button that cannot work',
    ).toBeHidden();
    // Where the source code is: a link only when the build was given its address (ECHOJAM_SOURCE_URL).
    const note = page.locator('#contato .source-code-note');
    await expect(note).toContainText('O código do EchoJam é aberto');
    if (LINKS.sourceCode === undefined) await expect(note.getByRole('link')).toHaveCount(0);
    else await expect(note.getByRole('link', { name: /código-fonte/ })).toHaveAttribute('href', LINKS.sourceCode);
  });

  test('/documentacao: requirements for each OS and the links for developers and partners', async ({ page }) => {
    await page.goto('/documentacao');
    const cards = page.locator('.requirements__card');
    await expect(cards).toHaveCount(SYSTEM_REQUIREMENTS.length);
    for (const [index, requirement] of SYSTEM_REQUIREMENTS.entries()) {
      await expect(cards.nth(index)).toContainText(requirement.version);
      await expect(cards.nth(index)).toContainText(requirement.memory);
      await expect(cards.nth(index)).toContainText(requirement.storage);
    }
    const developers = page.locator('#desenvolvedores');
    await expect(developers.locator('a[href="/parceiros"]')).toHaveCount(1);
    await expect(developers.locator('a[href="/widgets"]')).toHaveCount(1);
    await expect(page.locator('ol.usage-steps > li')).not.toHaveCount(0);
  });

  test('/status: every service with its state in words', async ({ page }) => {
    await page.goto('/status');
    const services = page.locator('.service');
    await expect(services).toHaveCount(SERVICES.length);
    for (const [index, service] of SERVICES.entries()) {
      await expect(services.nth(index)).toContainText(service.name);
      await expect(services.nth(index).locator('.service__state')).toHaveText(SERVICE_STATE_LABELS[service.state]);
    }
    await expect(page.locator('.updates--recent li')).not.toHaveCount(0);
    await expect(page.locator('.updates--upcoming li')).not.toHaveCount(0);
  });

  for (const path of LEGAL_PAGES) {
    test(`${path}: dated, table of contents pointing at existing sections`, async ({ page }) => {
      await page.goto(path);
      const date = page.locator(`main time[datetime="${POLICY_DATE.iso}"]`);
      await expect(date).toHaveText(POLICY_DATE.text);
      const links = page.locator('nav.toc a');
      const count = await links.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (const link of await links.all()) {
        const href = await link.getAttribute('href');
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        const target = page.locator(`[id="${href?.slice(1)}"]`);
        await expect(target, String(href)).toHaveCount(1);
        await expect(target.locator('h2')).toHaveCount(1);
      }
    });
  }

  test("/licenca states the five facts of the product's licence and names no other licence", async ({ page }) => {
    await page.goto('/licenca');
    const main = page.locator('main');
    await expect(main.locator('#uso')).toContainText('gratuita');
    await expect(main.locator('#uso')).toContainText('não exclusiva');
    await expect(main.locator('#uso')).toContainText('intransferível');
    for (const forbidden of ['distribuir', 'vender', 'sublicenciar'])
      await expect(main.locator('#restricoes')).toContainText(forbidden);
    await expect(main.locator('#codigo-aberto')).toContainText('própria licença');
    await expect(main.locator('#atualizacoes')).toContainText('versões futuras');
    await expect(main.locator('#atualizacoes')).toContainText('licença nova');
    await expect(main.locator('#fim')).toContainText('desinstala');
  });

  test('/politica and /termos-uso: the controller and the privacy contact, or a plain note that they will be published', async ({
    page,
  }) => {
    for (const [path, section] of [
      ['/politica', '#contato'],
      ['/termos-uso', '#contato'],
    ] as const) {
      await page.goto(path);
      const contact = page.locator(`main ${section}`);
      if (PRIVACY.controller === undefined) await expect(contact.locator('.privacy-controller')).toHaveCount(0);
      else await expect(contact.locator('.privacy-controller')).toHaveText(PRIVACY.controller);
      if (PRIVACY.contact === undefined) {
        await expect(contact).toContainText(/publicad[oa]s? nesta página/);
        await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(0);
      } else {
        await expect(contact.locator(`a[href="${PRIVACY.contact.href}"]`)).toHaveCount(1);
      }
    }
    // Terms §1 agrees with the policy's §3 and §6: some data does pass through the services.
    await page.goto('/termos-uso');
    await expect(page.locator('#aceitacao')).toContainText('nome de exibição');
    await expect(page.locator('#aceitacao')).toContainText('endereço IP');
    await expect(page.locator('#aceitacao')).not.toContainText('nenhum dado seu para apagar');
  });

  test('404: the message, the way home and the not-found marker, with status 404', async ({ page }) => {
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sourceText('404.html', 'h1'));
    await expect(page.getByRole('link', { name: sourceText('404.html', 'a') })).toHaveAttribute('href', '/');
    await expect(page.locator('main#conteudo[data-not-found]')).toHaveCount(1);
  });
});

/** The opening tags of `html`, one a line: its attributes, not a code sample's text (the workbench shows its widgets' HTML). */
function openingTags(html: string): string {
  return (html.match(/<[a-z][^>]*>/gi) ?? []).join('\n');
}

/** The served HTML of a path (any status). */
async function served(request: import('@playwright/test').APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

test.describe('the built HTML', () => {
  test('no page contains lorem, TODO, placeholder or an unfilled template marker', async ({ request }) => {
    for (const path of ALL_PATHS) {
      const html = await served(request, path);
      expect(html, path).not.toMatch(/lorem/i);
      expect(html, path).not.toContain('TODO');
      // A form field's placeholder attribute (an example, "Ex.: Sexta do Rock") and its CSS are not placeholder copy.
      expect(html.replace(/\splaceholder="[^"]*"|::placeholder/g, ''), path).not.toMatch(/placeholder/i);
      expect(html, path).not.toContain('<!-- @');
      expect(html, path).not.toContain('${');
      expect(html, path).not.toMatch(/<!--\/?lit-/);
    }
  });

  test('every page: one h1, headings without skipped levels, unique ids, alt on images, no inline script or style', async ({
    request,
  }) => {
    for (const path of ALL_PATHS) {
      const html = await served(request, path);
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
      for (let index = 1; index < levels.length; index += 1) {
        expect(
          levels[index]! - levels[index - 1]!,
          `${path}: h${levels[index - 1]} → h${levels[index]}`,
        ).toBeLessThanOrEqual(1);
      }
      // Ids are unique per tree: the page's, and each widget's shadow root (declarative in the HTML).
      const widgetTrees = html.match(/<template shadowrootmode="open">[\s\S]*?<\/template>/g) ?? [];
      const outsideWidgets = html.replace(/<template shadowrootmode="open">[\s\S]*?<\/template>/g, '');
      for (const tree of [outsideWidgets, ...widgetTrees]) {
        const ids = [...openingTags(tree).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
        expect(
          ids.filter((id, index) => ids.indexOf(id) !== index),
          path,
        ).toEqual([]);
      }
      for (const image of html.match(/<img\b[^>]*>/g) ?? []) expect(image, path).toMatch(/\salt="[^"]+"/);
      // No style attribute, in the pages' markup or in the widgets' build-time renders: the CSP allows none.
      expect(openingTags(html), path).not.toMatch(/\sstyle="/);
      expect(openingTags(html), path).not.toMatch(/\son[a-z]+="/);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      for (const script of scripts) expect(script, path).toMatch(/\ssrc="|type="application\/ld\+json"/);
    }
  });

  test('the head links nothing Chromium fetches during the load: the favicon is inline, no manifest; the one script is last in the body', async ({
    request,
  }) => {
    for (const path of ALL_PATHS) {
      const html = await served(request, path);
      const head = html.split('</head>')[0]!;
      expect(head, path).not.toMatch(/<link rel="manifest"/);
      // Chromium takes the SVG icon (the PNG is for browsers without SVG favicons, the touch icon for iOS).
      expect(head, path).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"/);
      expect(head, path).not.toMatch(/<script\b[^>]*\ssrc=/);
      // Last, so that the page's images are asked for before it (src/build/script-last.ts).
      expect(html.match(/<script\b[^>]*\ssrc="[^"]+"/g), path).toHaveLength(1);
      expect(html, path).toMatch(
        /<script type="module" crossorigin src="\/assets\/main-[^"]+\.js"><\/script>\s*<\/body>/,
      );
    }
  });

  test('every page: its own title and description, the same in Open Graph; canonical, og:url and og:image only from the configured address', async ({
    request,
  }) => {
    const meta = (head: string, key: string) =>
      new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];
    for (const route of SITE_ROUTES) {
      const path = route.path === '/404' ? NOT_FOUND_PATH : route.path;
      const head = (await served(request, path)).split('</head>')[0]!;
      const unescape = (text: string | undefined) =>
        text
          ?.replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'");
      expect(unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1]), path).toBe(route.title);
      expect(unescape(meta(head, 'description')), path).toBe(route.description);
      expect(unescape(meta(head, 'og:title')), path).toBe(route.title);
      expect(unescape(meta(head, 'og:description')), path).toBe(route.description);
      // X reads og:title, og:description and og:image when its own tags are absent: only the card type is its own.
      expect(head, path).not.toMatch(/<meta name="twitter:(title|description|image)"/);
      if (SITE_URL === undefined) {
        // No address was given: nothing that needs an absolute one.
        expect(head, path).not.toMatch(/rel="canonical"|property="og:(url|image)/);
        expect(meta(head, 'twitter:card'), path).toBe('summary');
        continue;
      }
      expect(meta(head, 'og:image'), path).toBe(`${SITE_URL}/images/og-image.png`);
      expect(meta(head, 'twitter:card'), path).toBe('summary_large_image');
      if (route.indexable) {
        expect(meta(head, 'og:url'), path).toBe(`${SITE_URL}${route.path}`);
        expect(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1], path).toBe(`${SITE_URL}${route.path}`);
      }
    }
  });

  test('no page names a licence the product does not state', async ({ request }) => {
    for (const path of ALL_PATHS) {
      const html = await served(request, path);
      expect(html, path).not.toMatch(/\bMIT\b|Copyright \(c\)|Colaboradores do EchoJam|Apache License|\bGPL\b/);
    }
  });

  test('no link to a social profile or a code repository unless the build was given it', async ({ request }) => {
    const configured = new Set([...Object.values(LINKS.social), LINKS.sourceCode].filter((href) => href !== undefined));
    const profileHost =
      /(^|\.)(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|discord\.gg|discord\.com|instagram\.com|youtube\.com|youtu\.be|x\.com|twitter\.com|tiktok\.com|facebook\.com)$/;
    for (const path of ALL_PATHS) {
      const html = await served(request, path);
      for (const [, href = ''] of html.matchAll(/\shref="(https?:[^"]+)"/g)) {
        const { hostname } = new URL(href.replaceAll('&amp;', '&'));
        if (profileHost.test(hostname)) expect(configured.has(href), `${path} → ${href}`).toBe(true);
      }
    }
  });

  // Wordings the copy left behind: live claims the sample content cannot make, and "sincronia" for the sync.
  test('the copy makes no live claim about the sample rooms and says sincronização', async ({ request }) => {
    const text = async (path: string) => (await served(request, path)).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const community = await text('/comunidade');
    expect(community).not.toContain('agora mesmo');
    expect(community).not.toMatch(/Ao vivo/);
    for (const path of ALL_PATHS) expect(await text(path), path).not.toMatch(/[Ss]incronia\b/);
  });

  test('one wording throughout: no copy slip on any page', async ({ request }) => {
    for (const path of ALL_PATHS) {
      const html = await served(request, path);
      const text = html
        .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      // "de outras fontes"; hours agree with hours; no colloquial "em cima"; one spacing for durations.
      expect(text, path).not.toMatch(/de mais fontes|horas [a-zà-ú ]*juntos|em cima das Jams|\b\d+h \d+ min\b/);
      // The paid service's column is the paid plan already: the offline cell says what it means.
      expect(text, path).not.toContain('Só no plano pago');
      // Typographic quotes in the copy, also in the widget docs shown on /widgets.
      expect(text, path).not.toMatch(/&quot;Em alta&quot;|"Em alta"/);
    }
    // The site's figures are the product's own published figures, said the same way on every page.
    const terms = (await served(request, '/termos-uso')).replace(/\s+/g, ' ');
    expect(terms).toContain('são os divulgados pelo próprio EchoJam');
    expect(terms).not.toMatch(/os números que aparecem aqui são exemplos/);
  });

  test('internal links of the pages lead to pages and sections that exist', async ({ request }) => {
    const pages = new Map<string, string>();
    const load = async (path: string) => {
      if (!pages.has(path)) pages.set(path, await served(request, path));
      return pages.get(path)!;
    };
    for (const path of ALL_PATHS) {
      const html = await load(path);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const [, href] of main.matchAll(/\shref="([^"]+)"/g)) {
        if (!href || /^https?:/.test(href)) continue;
        const [target = '', hash] = href.split('#');
        const targetPath = target === '' ? path : target;
        const response = await request.get(targetPath);
        expect(response.status(), `${path} → ${href}`).toBe(200);
        if (hash) expect(await load(targetPath), `${path} → ${href}`).toContain(`id="${hash}"`);
      }
    }
  });
});

/** Axe on the page as a visitor ends up with it: every widget it hydrates live (a state, not a quiet network). */
async function checkAxe(page: Page, path: string) {
  await page.goto(path);
  await whenWidgetsLive(page);
  expect(await axeViolations(page), path).toEqual([]);
}

test.describe('accessibility', () => {
  for (const path of ALL_PATHS) {
    test(`${path}: axe finds nothing`, async ({ page }) => {
      await checkAxe(page, path);
    });
  }

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    for (const path of ALL_PATHS) {
      test(`${path}: no horizontal scrolling of the page`, async ({ page }) => {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      });
    }

    test('/comunidade: the ranking fits without sideways scrolling, each badge on one line', async ({ page }) => {
      await page.goto('/comunidade');
      const ranking = page.locator('.ranking');
      expect(await ranking.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
      const badges = page.locator('.ranking__badge');
      await expect(badges).toHaveCount(RANKING.length);
      for (const badge of await badges.all()) {
        // One line box: the client rects of a wrapped inline-block's text would be taller than one line.
        const lines = await badge.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, (await badge.textContent()) ?? '').toBe(1);
      }
    });
  });
});
