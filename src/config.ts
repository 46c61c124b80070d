/**
 * The one place for the product name, the site URL, the download links, the product's public links and
 * the privacy facts. Every value can be overridden at build time through an environment variable
 * (ECHOJAM_PRODUCT_NAME, ECHOJAM_SITE_URL, ECHOJAM_DOWNLOAD_WINDOWS/MAC/LINUX, ECHOJAM_SOCIAL_*,
 * ECHOJAM_SOURCE_URL, ECHOJAM_PRIVACY_CONTROLLER, ECHOJAM_PRIVACY_CONTACT, ECHOJAM_DOWNLOAD_VERSION/SIZE/SHA256).
 * One source, the environment (scripts/configuration.mjs): Node reads process.env in the build, and Vite
 * writes the same variables into browser code as `import.meta.env`, reading no .env file, so the shell,
 * the widgets' build-time render, the site's script and the embed all see the same values.
 */
import { safeHttpUrl } from './lib/safe-url.ts';

export type OperatingSystem = 'windows' | 'mac' | 'linux';

export type DownloadLinks = Record<OperatingSystem, string>;

/** The product owner's installer: the three keys point at the same archive, hosted on a chat-platform CDN. */
const DEFAULT_INSTALLER_URL =
  'https://cdn.discordapp.com/attachments/1424577697996210247/1434062301920628786/EchoJamPlayer.zip';

function fromEnvironment(name: string): string | undefined {
  // In browser code Vite has replaced `import.meta.env` with the environment's ECHOJAM_* values.
  const viteEnv = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  // Node's environment in the build; absent in a browser. Typed here, so browser code needs no @types/node.
  const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const value = viteEnv?.[name] ?? nodeEnv?.[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export const PRODUCT_NAME = fromEnvironment('ECHOJAM_PRODUCT_NAME') ?? 'EchoJam';

/**
 * The site's public address (ECHOJAM_SITE_URL), without a trailing slash. Nobody has given one, so it is
 * undefined unless set: pages then leave out what needs an absolute address (canonical link, og:url,
 * og:image, JSON-LD's url, the sitemap, robots.txt's Sitemap line), the embed snippets take the address
 * the page is served from (filled in the browser), and the build warns.
 */
export const SITE_URL: string | undefined = siteUrlFromEnvironment();

function siteUrlFromEnvironment(): string | undefined {
  const value = fromEnvironment('ECHOJAM_SITE_URL');
  if (value === undefined || !/^https?:\/\/[^/]/i.test(value)) return undefined;
  return safeHttpUrl(value)?.replace(/\/+$/, '') ?? undefined;
}

export const DOWNLOAD_LINKS: Readonly<DownloadLinks> = Object.freeze({
  windows: fromEnvironment('ECHOJAM_DOWNLOAD_WINDOWS') ?? DEFAULT_INSTALLER_URL,
  mac: fromEnvironment('ECHOJAM_DOWNLOAD_MAC') ?? DEFAULT_INSTALLER_URL,
  linux: fromEnvironment('ECHOJAM_DOWNLOAD_LINUX') ?? DEFAULT_INSTALLER_URL,
});

/**
 * Facts about the installer that only its publisher knows (ECHOJAM_DOWNLOAD_VERSION, ECHOJAM_DOWNLOAD_SIZE,
 * ECHOJAM_DOWNLOAD_SHA256), shown beside the download buttons and on /documentacao. Each is empty unless
 * set: the site never guesses a version, a size or a checksum.
 */
export interface DownloadFacts {
  /** As the publisher writes it: '2.1.0'. */
  version: string | undefined;
  /** As it should read: '48 MB'. */
  size: string | undefined;
  /** The installer's SHA-256, 64 hex digits in lower case. */
  sha256: string | undefined;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** A SHA-256 in hex (any case, surrounding spaces ignored), or undefined when the value is anything else. */
export function parseSha256(value: string | undefined): string | undefined {
  const hex = value?.toLowerCase();
  return hex !== undefined && SHA256.test(hex) ? hex : undefined;
}

export const DOWNLOAD_FACTS: Readonly<DownloadFacts> = Object.freeze({
  version: fromEnvironment('ECHOJAM_DOWNLOAD_VERSION'),
  size: fromEnvironment('ECHOJAM_DOWNLOAD_SIZE'),
  sha256: parseSha256(fromEnvironment('ECHOJAM_DOWNLOAD_SHA256')),
});

export const OS_LABELS: Readonly<Record<OperatingSystem, string>> = Object.freeze({
  windows: 'Windows',
  mac: 'Mac',
  linux: 'Linux',
});

export const OPERATING_SYSTEMS: readonly OperatingSystem[] = ['windows', 'mac', 'linux'];

/**
 * An http(s) URL from the build configuration, or undefined when the variable is empty or not an
 * absolute http/https address (relative paths, javascript:, mailto: and the like are refused).
 */
export function httpUrlFromEnvironment(name: string): string | undefined {
  const value = fromEnvironment(name);
  if (value === undefined || !/^https?:\/\//i.test(value)) return undefined;
  return safeHttpUrl(value) ?? undefined;
}

export type SocialNetwork = 'github' | 'discord' | 'instagram' | 'youtube';

export interface ProjectLinks {
  /** The product's own profiles (the footer's four social links). Unset: a link with no target (no href, aria-disabled). */
  social: Readonly<Record<SocialNetwork, string | undefined>>;
  /** Where the source code is published. Unset: the contact section says so without a link. */
  sourceCode: string | undefined;
}

/**
 * Links to the product's profiles and source code. Nobody has given us these addresses, so every one is
 * empty unless set at build time (ECHOJAM_SOCIAL_GITHUB, ECHOJAM_SOCIAL_DISCORD, ECHOJAM_SOCIAL_INSTAGRAM,
 * ECHOJAM_SOCIAL_YOUTUBE, ECHOJAM_SOURCE_URL); only http(s) URLs are accepted.
 */
export const LINKS: Readonly<ProjectLinks> = Object.freeze({
  social: Object.freeze({
    github: httpUrlFromEnvironment('ECHOJAM_SOCIAL_GITHUB'),
    discord: httpUrlFromEnvironment('ECHOJAM_SOCIAL_DISCORD'),
    instagram: httpUrlFromEnvironment('ECHOJAM_SOCIAL_INSTAGRAM'),
    youtube: httpUrlFromEnvironment('ECHOJAM_SOCIAL_YOUTUBE'),
  }),
  sourceCode: httpUrlFromEnvironment('ECHOJAM_SOURCE_URL'),
});

export type PrivacyContact = { kind: 'email'; address: string; href: string } | { kind: 'url'; href: string };

export interface PrivacySettings {
  /** Who the data controller is (LGPD art. 5, VI), as it should be written: a person's or a company's name. */
  controller: string | undefined;
  /** The channel for the rights of data subjects (LGPD arts. 18 and 41): an e-mail address or an http(s) URL. */
  contact: PrivacyContact | undefined;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** An e-mail address (as a mailto: link) or an http(s) URL; anything else is refused. */
export function parsePrivacyContact(value: string | undefined): PrivacyContact | undefined {
  if (value === undefined) return undefined;
  const address = value.replace(/^mailto:/i, '');
  if (EMAIL.test(address)) return { kind: 'email', address, href: `mailto:${address}` };
  if (!/^https?:\/\//i.test(value)) return undefined;
  const href = safeHttpUrl(value);
  return href === null ? undefined : { kind: 'url', href };
}

/**
 * The data controller and the privacy contact shown on /politica and /termos-uso
 * (ECHOJAM_PRIVACY_CONTROLLER, ECHOJAM_PRIVACY_CONTACT). Empty by default: the pages then say that they
 * will be published there, and the build warns.
 */
export const PRIVACY: Readonly<PrivacySettings> = Object.freeze({
  controller: fromEnvironment('ECHOJAM_PRIVACY_CONTROLLER'),
  contact: parsePrivacyContact(fromEnvironment('ECHOJAM_PRIVACY_CONTACT')),
});

/** What the build should warn about: facts that only the product's owner can give (legal facts, the site's address, the installer's facts). */
export function configurationWarnings(): string[] {
  const warnings: string[] = [];
  const contactValue = fromEnvironment('ECHOJAM_PRIVACY_CONTACT');
  if (contactValue !== undefined && PRIVACY.contact === undefined) {
    warnings.push('ECHOJAM_PRIVACY_CONTACT is neither an e-mail address nor an http(s) URL; it is ignored.');
  }
  const missing = [
    PRIVACY.controller === undefined ? 'ECHOJAM_PRIVACY_CONTROLLER' : undefined,
    PRIVACY.contact === undefined ? 'ECHOJAM_PRIVACY_CONTACT' : undefined,
  ].filter((name) => name !== undefined);
  if (missing.length > 0) {
    warnings.push(
      `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set: /politica and /termos-uso say that the data controller's identification and contact will be published there. Set them before publishing the site.`,
    );
  }
  const unsetFacts = (
    [
      ['ECHOJAM_DOWNLOAD_VERSION', DOWNLOAD_FACTS.version],
      ['ECHOJAM_DOWNLOAD_SIZE', DOWNLOAD_FACTS.size],
      ['ECHOJAM_DOWNLOAD_SHA256', DOWNLOAD_FACTS.sha256],
    ] as const
  )
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (fromEnvironment('ECHOJAM_DOWNLOAD_SHA256') !== undefined && DOWNLOAD_FACTS.sha256 === undefined) {
    warnings.push('ECHOJAM_DOWNLOAD_SHA256 is not 64 hexadecimal digits; it is ignored.');
  }
  if (unsetFacts.length > 0) {
    warnings.push(
      `${unsetFacts.join(', ')} ${unsetFacts.length === 1 ? 'is' : 'are'} not set: the download buttons and /documentacao show no installer version, size or checksum for ${unsetFacts.length === 1 ? 'it' : 'them'}.`,
    );
  }
  if (SITE_URL === undefined) {
    warnings.push(
      fromEnvironment('ECHOJAM_SITE_URL') === undefined
        ? "ECHOJAM_SITE_URL is not set: pages have no canonical link, og:url or og:image, sitemap.xml is left out, robots.txt names no sitemap, and the embed snippets take the address they are served from. Set it to the site's public address before publishing."
        : 'ECHOJAM_SITE_URL is not an absolute http(s) URL; it is ignored (pages have no canonical link, og:url or og:image, and no sitemap).',
    );
  }
  for (const name of [
    'ECHOJAM_SOCIAL_GITHUB',
    'ECHOJAM_SOCIAL_DISCORD',
    'ECHOJAM_SOCIAL_INSTAGRAM',
    'ECHOJAM_SOCIAL_YOUTUBE',
    'ECHOJAM_SOURCE_URL',
  ]) {
    if (fromEnvironment(name) !== undefined && httpUrlFromEnvironment(name) === undefined) {
      warnings.push(`${name} is not an absolute http(s) URL; it is ignored.`);
    }
  }
  return warnings;
}
