/**
 * The product's social profiles, its source-code address and the privacy facts come from the
 * build configuration, never from a guess. Each is rendered in both states: configured and empty.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePrivacyContact, type ProjectLinks } from '../../src/config.ts';
import { sourceCodeNote } from '../../src/fragments/contact.ts';
import { privacyController, termsContact } from '../../src/fragments/legal.ts';
import { footerTemplate, socialIconTemplate } from '../../src/shell/footer.ts';
import { socialProfiles } from '../../src/shell/links.ts';
import { renderToHtml } from '../../src/shell/render-to-html.ts';

const NO_LINKS: ProjectLinks = {
  social: { github: undefined, discord: undefined, instagram: undefined, youtube: undefined },
  sourceCode: undefined,
};

const ALL_LINKS: ProjectLinks = {
  social: {
    github: 'https://github.example/owner',
    discord: 'https://chat.example/invite',
    instagram: 'https://photos.example/owner',
    youtube: 'https://video.example/@owner',
  },
  sourceCode: 'https://code.example/owner/app',
};

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** The text a reader sees, with the template's line breaks collapsed. */
const text = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('configuration (src/config.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const NO_DOWNLOAD_FACTS = { ECHOJAM_DOWNLOAD_VERSION: '', ECHOJAM_DOWNLOAD_SIZE: '', ECHOJAM_DOWNLOAD_SHA256: '' };
  const DOWNLOAD_FACTS_SET = {
    ECHOJAM_DOWNLOAD_VERSION: '2.1.0',
    ECHOJAM_DOWNLOAD_SIZE: '48 MB',
    ECHOJAM_DOWNLOAD_SHA256: '0'.repeat(64),
  };

  async function freshConfig(env: Record<string, string>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    return import('../../src/config.ts');
  }

  it('has no social profile, source URL, controller or privacy contact by default, and the build warns about the privacy facts', async () => {
    const config = await freshConfig({
      ECHOJAM_SOCIAL_GITHUB: '',
      ECHOJAM_SOCIAL_DISCORD: '',
      ECHOJAM_SOCIAL_INSTAGRAM: '',
      ECHOJAM_SOCIAL_YOUTUBE: '',
      ECHOJAM_SOURCE_URL: '',
      ECHOJAM_PRIVACY_CONTROLLER: '',
      ECHOJAM_PRIVACY_CONTACT: '',
      ECHOJAM_SITE_URL: '',
      ...NO_DOWNLOAD_FACTS,
    });
    expect(config.LINKS).toEqual(NO_LINKS);
    expect(config.PRIVACY).toEqual({ controller: undefined, contact: undefined });
    expect(config.SITE_URL).toBeUndefined();
    expect(config.DOWNLOAD_FACTS).toEqual({ version: undefined, size: undefined, sha256: undefined });
    const warnings = config.configurationWarnings();
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('ECHOJAM_PRIVACY_CONTROLLER and ECHOJAM_PRIVACY_CONTACT are not set');
    expect(warnings[1]).toContain(
      'ECHOJAM_DOWNLOAD_VERSION, ECHOJAM_DOWNLOAD_SIZE, ECHOJAM_DOWNLOAD_SHA256 are not set',
    );
    expect(warnings[2]).toMatch(/^ECHOJAM_SITE_URL is not set: pages have no canonical link/);
  });

  it('reads the download facts, keeps only a well-formed SHA-256, and warns about a bad one', async () => {
    const config = await freshConfig({ ...DOWNLOAD_FACTS_SET, ECHOJAM_DOWNLOAD_SHA256: ` ${'AB'.repeat(32)} ` });
    expect(config.DOWNLOAD_FACTS).toEqual({ version: '2.1.0', size: '48 MB', sha256: 'ab'.repeat(32) });
    const bad = await freshConfig({ ...DOWNLOAD_FACTS_SET, ECHOJAM_DOWNLOAD_SHA256: 'not-a-checksum' });
    expect(bad.DOWNLOAD_FACTS.sha256).toBeUndefined();
    const warnings = bad.configurationWarnings().join('\n');
    expect(warnings).toContain('ECHOJAM_DOWNLOAD_SHA256 is not 64 hexadecimal digits');
    expect(warnings).not.toContain('ECHOJAM_DOWNLOAD_VERSION');
  });

  it('reads every link and the privacy facts from the environment', async () => {
    const config = await freshConfig({
      ECHOJAM_SOCIAL_GITHUB: ALL_LINKS.social.github!,
      ECHOJAM_SOCIAL_DISCORD: ALL_LINKS.social.discord!,
      ECHOJAM_SOCIAL_INSTAGRAM: ALL_LINKS.social.instagram!,
      ECHOJAM_SOCIAL_YOUTUBE: ALL_LINKS.social.youtube!,
      ECHOJAM_SOURCE_URL: ` ${ALL_LINKS.sourceCode!} `,
      ECHOJAM_PRIVACY_CONTROLLER: 'Fulana de Tal',
      ECHOJAM_PRIVACY_CONTACT: 'privacidade@example.com',
      ...DOWNLOAD_FACTS_SET,
      ECHOJAM_SITE_URL: 'https://site.example/',
    });
    expect(config.LINKS).toEqual(ALL_LINKS);
    expect(config.SITE_URL).toBe('https://site.example');
    expect(config.PRIVACY).toEqual({
      controller: 'Fulana de Tal',
      contact: { kind: 'email', address: 'privacidade@example.com', href: 'mailto:privacidade@example.com' },
    });
    expect(config.configurationWarnings()).toEqual([]);
  });

  it('accepts only absolute http(s) URLs for links, and warns about the rest', async () => {
    const config = await freshConfig({
      ECHOJAM_SOCIAL_GITHUB: 'javascript:alert(1)',
      ECHOJAM_SOCIAL_DISCORD: '/discord',
      ECHOJAM_SOCIAL_INSTAGRAM: 'instagram.com/x',
      ECHOJAM_SOCIAL_YOUTUBE: 'http://video.example/x',
      ECHOJAM_SOURCE_URL: 'data:text/html,x',
      ECHOJAM_PRIVACY_CONTROLLER: 'X',
      ECHOJAM_PRIVACY_CONTACT: 'https://example.com/privacidade',
      ECHOJAM_SITE_URL: 'site.example',
    });
    expect(config.SITE_URL).toBeUndefined();
    expect(config.LINKS.social).toEqual({
      github: undefined,
      discord: undefined,
      instagram: undefined,
      youtube: 'http://video.example/x',
    });
    expect(config.LINKS.sourceCode).toBeUndefined();
    const warnings = config.configurationWarnings().join('\n');
    for (const name of [
      'ECHOJAM_SOCIAL_GITHUB',
      'ECHOJAM_SOCIAL_DISCORD',
      'ECHOJAM_SOCIAL_INSTAGRAM',
      'ECHOJAM_SOURCE_URL',
    ]) {
      expect(warnings).toContain(name);
    }
    expect(warnings).not.toContain('ECHOJAM_SOCIAL_YOUTUBE');
    expect(warnings).toContain('ECHOJAM_SITE_URL is not an absolute http(s) URL; it is ignored');
  });

  it('takes an e-mail address or an http(s) URL as the privacy contact, nothing else', () => {
    expect(parsePrivacyContact('dpo@example.com')).toEqual({
      kind: 'email',
      address: 'dpo@example.com',
      href: 'mailto:dpo@example.com',
    });
    expect(parsePrivacyContact('mailto:dpo@example.com')).toEqual({
      kind: 'email',
      address: 'dpo@example.com',
      href: 'mailto:dpo@example.com',
    });
    expect(parsePrivacyContact('https://example.com/lgpd')).toEqual({ kind: 'url', href: 'https://example.com/lgpd' });
    for (const bad of ['javascript:alert(1)', 'example.com', 'dpo@', '<b>@x.y', undefined])
      expect(parsePrivacyContact(bad)).toBeUndefined();
  });
});

describe('footer: social links', () => {
  it('renders an empty profile as a link with no target: no href, role link, unavailable, named, not focusable', () => {
    const root = fragment(
      renderToHtml(
        footerTemplate({ routePath: '/', downloadBar: false, year: 2025, social: socialProfiles(NO_LINKS) }),
      ),
    );
    const list = root.querySelector('.site-footer__social')!;
    expect(list.getAttribute('aria-label')).toBe('Redes sociais');
    expect(list.querySelectorAll('li')).toHaveLength(socialProfiles(NO_LINKS).length);
    const placeholders = [...list.querySelectorAll('a')];
    expect(placeholders.map((link) => link.getAttribute('aria-label'))).toEqual([
      'EchoJam no GitHub',
      'EchoJam no Discord',
      'EchoJam no Instagram',
      'EchoJam no YouTube',
    ]);
    for (const link of placeholders) {
      for (const attribute of ['href', 'tabindex', 'target'])
        expect(link.hasAttribute(attribute), attribute).toBe(false);
      expect(link.getAttribute('role')).toBe('link');
      expect(link.getAttribute('aria-disabled')).toBe('true');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('renders a configured profile as a link opening in a new tab, noopener noreferrer', () => {
    const root = fragment(
      renderToHtml(
        footerTemplate({ routePath: '/', downloadBar: false, year: 2025, social: socialProfiles(ALL_LINKS) }),
      ),
    );
    const links = [...root.querySelectorAll<HTMLAnchorElement>('.site-footer__social a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.values(ALL_LINKS.social));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('aria-label')).toMatch(
        /^EchoJam no (GitHub|Discord|Instagram|YouTube) \(abre em nova aba\)$/,
      );
    }
    expect(root.querySelectorAll('.site-footer__social a:not([href])')).toHaveLength(0);
  });

  it('mixes both: only the configured profile links', () => {
    const links = { ...NO_LINKS, social: { ...NO_LINKS.social, discord: 'https://chat.example/x' } };
    const html = socialProfiles(links)
      .map((profile) => renderToHtml(socialIconTemplate(profile)))
      .join('');
    const root = fragment(html);
    expect([...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'))).toEqual([
      'https://chat.example/x',
    ]);
    expect(root.querySelectorAll('a:not([href])')).toHaveLength(socialProfiles(links).length - 1);
  });

  it('escapes a hostile address', () => {
    const links = {
      ...NO_LINKS,
      social: { ...NO_LINKS.social, github: 'https://x.example/"><script>alert(1)</script>' },
    };
    const html = renderToHtml(socialIconTemplate(socialProfiles(links)[0]!));
    expect(html).not.toContain('<script>');
  });
});

describe('source-code note in /sobre#contato', () => {
  it('without ECHOJAM_SOURCE_URL: plain text, no link, no address', () => {
    const html = renderToHtml(sourceCodeNote(NO_LINKS, 'EchoJam'));
    const root = fragment(html);
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(text(root)).toContain('O código do EchoJam é aberto.');
    expect(text(root)).toContain('será informado nesta página');
    expect(html).not.toMatch(/https?:/);
  });

  it('with ECHOJAM_SOURCE_URL: a link with rel="noopener noreferrer"', () => {
    const link = fragment(renderToHtml(sourceCodeNote(ALL_LINKS, 'EchoJam'))).querySelector('a')!;
    expect(link.getAttribute('href')).toBe(ALL_LINKS.sourceCode);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('veja o código-fonte');
  });
});

describe('privacy controller and contact on /politica and /termos-uso', () => {
  const unset = { controller: undefined, contact: undefined };
  const set = {
    controller: 'Fulana de Tal',
    contact: { kind: 'email' as const, address: 'dpo@example.com', href: 'mailto:dpo@example.com' },
  };

  it('unset: both pages say plainly that the identification and the contact will be published there, inventing nothing', () => {
    for (const render of [privacyController, termsContact]) {
      const root = fragment(renderToHtml(render(unset, 'EchoJam')));
      expect(text(root)).toContain('A identificação do controlador dos dados pessoais e o canal de contato');
      expect(text(root)).toContain('serão publicados nesta página');
      expect(root.querySelectorAll('a[href^="mailto:"], a[href^="http"]')).toHaveLength(0);
      expect(root.querySelector('.privacy-controller')).toBeNull();
    }
  });

  it('set: the controller by name and the contact as a link, on both pages', () => {
    for (const render of [privacyController, termsContact]) {
      const root = fragment(renderToHtml(render(set, 'EchoJam')));
      expect(root.querySelector('.privacy-controller')?.textContent).toBe('Fulana de Tal');
      expect(root.querySelector('a[href="mailto:dpo@example.com"]')?.textContent).toBe('dpo@example.com');
      expect(text(root)).not.toContain('publicad');
    }
  });

  it('half set: says which of the two is still to be published', () => {
    const noContact = text(fragment(renderToHtml(privacyController({ ...set, contact: undefined }, 'EchoJam'))));
    expect(noContact).toContain('Fulana de Tal');
    expect(noContact).toContain('O canal de contato para exercer os seus direitos será publicado nesta página.');
    const url = { kind: 'url' as const, href: 'https://example.com/lgpd' };
    const noController = fragment(renderToHtml(privacyController({ controller: undefined, contact: url }, 'EchoJam')));
    expect(text(noController)).toContain(
      'A identificação do controlador dos dados pessoais será publicada nesta página.',
    );
    const link = noController.querySelector('a[href="https://example.com/lgpd"]')!;
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
