import { DOWNLOAD_LINKS, type OperatingSystem } from '../../src/config.ts';

export interface DownloadTarget {
  os: OperatingSystem;
  url: string;
}

/**
 * The download the call to action offers: the visitor's own system (from detect-os.ts) (Windows when it cannot be told,
 * phones included); a download-url attribute replaces the link, the reported system stays the visitor's.
 */
export function downloadTarget(downloadUrl: string | null, os: OperatingSystem | null): DownloadTarget {
  const system = os ?? 'windows';
  return { os: system, url: downloadUrl ?? DOWNLOAD_LINKS[system] };
}
