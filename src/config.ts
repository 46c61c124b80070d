/**
 * The one place for the product name, the site URL and the download links.
 * Every value can be overridden at build time through an environment variable
 * (ECHOJAM_PRODUCT_NAME, ECHOJAM_SITE_URL, ECHOJAM_DOWNLOAD_WINDOWS/MAC/LINUX);
 * Vite replaces `import.meta.env` reads in widget code, Node reads process.env in the build.
 */
export type OperatingSystem = 'windows' | 'mac' | 'linux';

export type DownloadLinks = Record<OperatingSystem, string>;

/** SPEC §2: the three keys point at the same installer archive on a chat-platform CDN. */
const DEFAULT_INSTALLER_URL =
  'https://cdn.discordapp.com/attachments/1424577697996210247/1434062301920628786/EchoJamPlayer.zip';

function fromEnvironment(name: string): string | undefined {
  const viteEnv = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;
  const nodeEnv = typeof process === 'undefined' ? undefined : process.env;
  const value = viteEnv?.[name] ?? nodeEnv?.[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export const PRODUCT_NAME = fromEnvironment('ECHOJAM_PRODUCT_NAME') ?? 'EchoJam';

export const SITE_URL = (fromEnvironment('ECHOJAM_SITE_URL') ?? 'https://echojam.app').replace(/\/+$/, '');

export const DOWNLOAD_LINKS: Readonly<DownloadLinks> = Object.freeze({
  windows: fromEnvironment('ECHOJAM_DOWNLOAD_WINDOWS') ?? DEFAULT_INSTALLER_URL,
  mac: fromEnvironment('ECHOJAM_DOWNLOAD_MAC') ?? DEFAULT_INSTALLER_URL,
  linux: fromEnvironment('ECHOJAM_DOWNLOAD_LINUX') ?? DEFAULT_INSTALLER_URL,
});

export const OS_LABELS: Readonly<Record<OperatingSystem, string>> = Object.freeze({
  windows: 'Windows',
  mac: 'Mac',
  linux: 'Linux',
});

export const OPERATING_SYSTEMS: readonly OperatingSystem[] = ['windows', 'mac', 'linux'];
