// @vitest-environment node
/**
 * Issue 13, end to end through the real build: a copy of the working tree is built once with the social,
 * source-code and privacy variables set and once without, and every built page is read. Unset, no page links
 * to a social profile or a code repository; set, exactly the given addresses appear. (Built in a temporary
 * directory, so the project's dist/ is left alone.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
] as const;

const SET: Record<(typeof VARIABLES)[number], string> = {
  ECHOJAM_SOCIAL_GITHUB: 'https://profiles.example/github-owner',
  ECHOJAM_SOCIAL_DISCORD: 'https://profiles.example/discord-invite',
  ECHOJAM_SOCIAL_INSTAGRAM: 'https://profiles.example/instagram-owner',
  ECHOJAM_SOCIAL_YOUTUBE: 'https://profiles.example/youtube-owner',
  ECHOJAM_SOURCE_URL: 'https://code.example/owner/echojam',
  ECHOJAM_PRIVACY_CONTROLLER: 'Controladora Exemplo',
  ECHOJAM_PRIVACY_CONTACT: 'privacidade@example.com',
};

/** Hosts of social networks and code forges: a link to one of them must have been configured. */
const PROFILE_HOST =
  /(^|\.)(github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|discord\.gg|discord\.com|instagram\.com|youtube\.com|youtu\.be|x\.com|twitter\.com|tiktok\.com|facebook\.com)$/;

interface Built {
  pages: Map<string, string>;
  stderr: string;
}

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
  const dist = join(workspace, 'dist');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) pages.set(relative(dist, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dist);
  return { pages, stderr: result.stderr };
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

  it('unset: no page links to a social profile or a repository, and the footer shows four labelled images', () => {
    for (const [file, html] of unset.pages) {
      for (const href of hrefs(html))
        expect(PROFILE_HOST.test(new URL(href).hostname), `${file} → ${href}`).toBe(false);
      for (const value of Object.values(SET)) expect(html, file).not.toContain(value);
      if (!html.includes('site-footer__social')) continue;
      expect(html.match(/class="social-link social-link--inactive" role="img" aria-label="[^"]+"/g), file).toHaveLength(
        4,
      );
      expect(html, file).not.toMatch(/<a class="social-link"/);
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

  it('set: every footer links the four profiles, /sobre the source code, the legal pages name the controller and the contact', () => {
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
      expect(html, file).not.toContain('social-link--inactive');
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
});
