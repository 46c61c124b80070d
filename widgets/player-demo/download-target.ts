import { DOWNLOAD_LINKS, OPERATING_SYSTEMS, type OperatingSystem } from '../../src/config.ts';

export interface DownloadTarget {
  os: OperatingSystem;
  url: string;
}

/**
 * The one download of a download-url attribute: the partner's link, reported as the visitor's own system
 * (from detect-os.ts; Windows when it cannot be told, phones included).
 */
export function downloadTarget(downloadUrl: string | null, os: OperatingSystem | null): DownloadTarget {
  const system = os ?? 'windows';
  return { os: system, url: downloadUrl ?? DOWNLOAD_LINKS[system] };
}

/**
 * What the call to download offers: with a download-url, that one link; otherwise the three systems in
 * their fixed order, so the widget never names one system to a visitor on another (the build-time render
 * cannot know it, and on our pages the player is never hydrated). The live widget marks the visitor's own.
 */
export function downloadTargets(downloadUrl: string | null, os: OperatingSystem | null): readonly DownloadTarget[] {
  if (downloadUrl !== null) return [downloadTarget(downloadUrl, os)];
  return OPERATING_SYSTEMS.map((system) => ({ os: system, url: DOWNLOAD_LINKS[system] }));
}
