// @vitest-environment node
/**
 * End to end through the real build: a copy of the working tree is built once with the social, source-code,
 * privacy and site-address variables set and once without, and every built page is read. Unset, no page links
 * to a social profile or a code repository and no address appears that nobody gave; set, exactly the given
 * addresses appear where they belong. (Built in a temporary directory, so the project's dist/ is left alone.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_LINKS } from '../../src/config.ts';
import { ROUTES } from '../../src/content/routes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.cache', 'test-results', 'playwright-report', 'bench']);
const VARIABLES = [
  'ECHOJAM_SOCIAL_GITHUB',
  'ECHOJAM_SOCIAL_DISCORD',
  'ECHOJAM_SOCIAL_INSTAGRAM',
  'ECHOJAM_SOCIAL_YOUTUBE',
  'ECHOJAM_SOURCE_URL',
  'ECHOJAM_PRIVACY_CONTROLLER',
  'ECHOJAM_PRIVACY_CONTACT',
  'ECHOJAM_SITE_URL',
] as const;

const SET: Record<(typeof VARIABLES)[number], string> = {
  ECHOJAM_SOCIAL_GITHUB: 'https://profiles.example/github-owner',
  ECHOJAM_SOCIAL_DISCORD: 'https://profiles.example/discord-invite',
  ECHOJAM_SOCIAL_INSTAGRAM: 'https://profiles.example/instagram-owner',
  ECHOJAM_SOCIAL_YOUTUBE: 'https://profiles.example/youtube-owner',
  ECHOJAM_SOURCE_URL: 'https://code.example/owner/echojam',
  ECHOJAM_PRIVACY_CONTROLLER: 'Controladora Exemplo',
  ECHOJAM_PRIVACY_CONTACT: 'privacidade@example.com',
  ECHOJAM_SITE_URL: 'https://jams.site.example',
};
const SITE = SET.ECHOJAM_SITE_URL;

/** Hosts of social networks and code forges: a link to one of them must have been configured. */
const PROFILE_HOST =
  /(^|\.)(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|discord\.gg|discord\.com|instagram\.com|youtube\.com|youtu\.be|x\.com|twitter\.com|tiktok\.com|facebook\.com)$/;

interface Built {
  /** Every built HTML page, by its path under dist/. */
  pages: Map<string, string>;
  /** Every other text file of dist/ (scripts, styles, JSON, declarations, robots.txt, sitemap.xml), by path. */
  files: Map<string, string>;
  stderr: string;
}

const TEXT_FILE = /\.(html|js|css|json|txt|xml|ts|md)$/;

const workspaces: string[] = [];

function build(env: Partial<Record<(typeof VARIABLES)[number], string>>): Built {
  const workspace = mkdtempSync(join(tmpdir(), 'echojam-build-'));
  workspaces.push(workspace);
  cpSync(ROOT, workspace, {
    recursive: true,
    filter: (source) => {
      const path = relative(ROOT, source);
      return path === '' || !SKIPPED.has(path.split(/[\\/]/)[0]!);
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(workspace, 'node_modules'), 'dir');
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const name of VARIABLES) delete environment[name];
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: workspace,
    env: { ...environment, ...env },
    encoding: 'utf8',
    timeout: 170_000,
  });
  if (result.status !== 0) throw new Error(`build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  const pages = new Map<string, string>();
  const files = new Map<string, string>();
  const dist = join(workspace, 'dist');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.set(relative(dist, path), readFileSync(path, 'utf8'));
      else if (TEXT_FILE.test(entry.name)) files.set(relative(dist, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dist);
  return { pages, files, stderr: result.stderr };
}

const hrefs = (html: string) =>
  [...html.matchAll(/\shref="(https?:[^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('the built site with and without the link and privacy variables', () => {
  let unset: Built;
  let set: Built;

  beforeAll(() => {
    unset = build({});
    set = build(SET);
  }, 360_000);

  afterAll(() => {
    for (const workspace of workspaces) rmSync(workspace, { recursive: true, force: true });
  });

  it('builds every page both times', () => {
    expect(unset.pages.size).toBeGreaterThanOrEqual(14);
    expect([...set.pages.keys()].sort()).toEqual([...unset.pages.keys()].sort());
  });

  it('unset: no page links to a social profile or a repository, and the footer has a placeholder link per profile', () => {
    for (const [file, html] of unset.pages) {
      for (const href of hrefs(html))
        expect(PROFILE_HOST.test(new URL(href).hostname), `${file} → ${href}`).toBe(false);
      for (const value of Object.values(SET)) expect(html, file).not.toContain(value);
      if (!html.includes('site-footer__social')) continue;
      // A link with no target: an <a> without href, role link, unavailable, named.
      const placeholders = html.match(/<a class="social-link social-link--inactive"[^>]*>/g) ?? [];
      expect(
        placeholders.map((link) => /\saria-label="([^"]+)"/.exec(link)?.[1]),
        file,
      ).toEqual(['GitHub', 'Discord', 'Instagram', 'YouTube'].map((network) => `EchoJam no ${network}`));
      for (const link of placeholders) {
        expect(link, file).toMatch(/\srole="link"\s+aria-disabled="true"/);
        expect(link, file).not.toMatch(/\shref=|\stabindex=/);
      }
      expect(html, file).not.toMatch(/<a\s+class="social-link"\s+href=/);
    }
    expect(unset.pages.get('sobre/index.html')).toContain(
      'O endereço onde ele é publicado será informado nesta página.',
    );
  });

  it('unset: the build warns, naming both privacy variables, and the legal pages say the facts will be published there', () => {
    expect(unset.stderr).toMatch(/ECHOJAM_PRIVACY_CONTROLLER and ECHOJAM_PRIVACY_CONTACT are not set/);
    for (const file of ['politica/index.html', 'termos-uso/index.html']) {
      const html = unset.pages.get(file)!.replace(/\s+/g, ' ');
      expect(html, file).toContain('A identificação do controlador dos dados pessoais e o canal de contato');
      expect(html, file).not.toContain('mailto:');
    }
  });

  it('set: every footer links every profile, /sobre the source code, the legal pages name the controller and the contact', () => {
    const profiles = [
      SET.ECHOJAM_SOCIAL_GITHUB,
      SET.ECHOJAM_SOCIAL_DISCORD,
      SET.ECHOJAM_SOCIAL_INSTAGRAM,
      SET.ECHOJAM_SOCIAL_YOUTUBE,
    ];
    for (const [file, html] of set.pages) {
      if (!html.includes('site-footer__social')) continue;
      for (const profile of profiles) {
        expect(html, file).toMatch(
          new RegExp(`<a\\s+class="social-link"\\s+href="${profile}"\\s+target="_blank"\\s+rel="noopener noreferrer"`),
        );
      }
      expect(html, file).not.toMatch(/<a class="social-link social-link--inactive"/);
    }
    expect(set.pages.get('sobre/index.html')).toMatch(
      /href="https:\/\/code\.example\/owner\/echojam" target="_blank" rel="noopener noreferrer"/,
    );
    expect(set.stderr).not.toContain('ECHOJAM_PRIVACY');
    for (const file of ['politica/index.html', 'termos-uso/index.html']) {
      const html = set.pages.get(file)!;
      expect(html, file).toContain('<strong class="privacy-controller">Controladora Exemplo</strong>');
      expect(html, file).toContain('href="mailto:privacidade@example.com"');
      expect(html, file).not.toContain('publicados nesta página');
    }
  });

  it("unset: no address nobody gave; nothing that needs the site address; the embed snippets take the page's own", () => {
    expect(unset.stderr).toMatch(/ECHOJAM_SITE_URL is not set/);
    // Addresses the pages may name: the installer's host, schema.org's vocabulary, SVG's namespace, and
    // the reserved .example names of the partner guide's samples.
    const allowed = new Set([
      ...Object.values(DOWNLOAD_LINKS).map((link) => new URL(link).hostname),
      'schema.org',
      'www.w3.org',
    ]);
    for (const [file, text] of [...unset.pages, ...unset.files]) {
      expect(text, file).not.toMatch(/echojam\.app/i);
      if (!file.endsWith('.html') && !file.endsWith('.txt')) continue;
      for (const [, host] of text.matchAll(/https?:\/\/([a-z0-9.-]+)/gi))
        expect(allowed.has(host!) || host!.endsWith('.example'), `${file} → ${host}`).toBe(true);
    }
    expect(unset.files.has('sitemap.xml')).toBe(false);
    expect(unset.files.get('robots.txt')).toBe('User-agent: *\nAllow: /\n');
    for (const [file, html] of unset.pages) {
      const head = html.split('</head>')[0]!;
      expect(head, file).not.toMatch(/rel="canonical"|property="og:url"|property="og:image/);
      expect(head, file).not.toMatch(/"url":|"image":/);
    }
    // The partner guide: every snippet's address is a slot the site's script fills with the page's origin.
    const guide = unset.pages.get('parceiros/index.html')!;
    expect(guide).toContain('src="<span data-site-origin>[endereço deste site]</span>/embed/v1/echojam.js"');
    expect(guide).toMatch(
      /<code data-pinned-embed>&lt;script type="module"\s+src="<span data-site-origin>\[endereço deste site\]<\/span>\/embed\/v[^"]+\/echojam\.js"\s+integrity="sha384-/,
    );
    expect(guide).toMatch(/<noscript\s*><p>\s*Com o JavaScript desligado/);
    expect(unset.pages.get('widgets/faq/index.html')).toContain(
      '&lt;script type="module" src="<span data-site-origin>[endereço deste site]</span>/embed/v1/echojam.js"',
    );
    for (const [file, html] of unset.pages) expect(html, file).not.toContain('%SITE_ORIGIN%');
  });

  it('set: the site address in the canonical links, Open Graph, JSON-LD, sitemap, robots.txt and every snippet', () => {
    expect(set.stderr).not.toMatch(/ECHOJAM_SITE_URL/);
    for (const route of ROUTES.filter((route) => route.path !== '/404')) {
      const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
      const head = set.pages.get(file)!.split('</head>')[0]!;
      expect(head, file).toContain(`<meta property="og:image" content="${SITE}/images/og-image.png"`);
      if (!route.indexable) continue;
      expect(head, file).toContain(`<link rel="canonical" href="${SITE}${route.path}"`);
      expect(head, file).toContain(`<meta property="og:url" content="${SITE}${route.path}"`);
    }
    expect(set.pages.get('index.html')).toContain(`"url":"${SITE}/","image":"${SITE}/images/og-image.png"`);
    const sitemap = set.files.get('sitemap.xml')!;
    for (const route of ROUTES.filter((route) => route.indexable))
      expect(sitemap).toContain(`<loc>${SITE}${route.path}</loc>`);
    expect(set.files.get('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    const guide = set.pages.get('parceiros/index.html')!;
    expect(guide).toContain(`src="${SITE}/embed/v1/echojam.js"`);
    expect(guide).toContain(`script-src 'self' ${SITE};`);
    expect(guide).toMatch(new RegExp(`<code data-pinned-embed>&lt;script type="module"\\s+src="${SITE}/embed/v`));
    expect(set.pages.get('widgets/faq/index.html')).toContain(`src="${SITE}/embed/v1/echojam.js"`);
    for (const [file, html] of set.pages) {
      expect(html, file).not.toContain('data-site-origin');
      expect(html, file).not.toContain('Com o JavaScript desligado');
    }
  });
});
