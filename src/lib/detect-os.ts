import type { OperatingSystem } from '../config.ts';

interface NavigatorWithUserAgentData {
  userAgentData?: { platform?: string };
  userAgent?: string;
  platform?: string;
}

/** The visitor's desktop system, from the user agent; null when it is none of the three (phones included). */
export function detectOperatingSystem(
  navigatorLike: NavigatorWithUserAgentData | undefined = globalThis.navigator,
): OperatingSystem | null {
  if (!navigatorLike) return null;
  const hint =
    `${navigatorLike.userAgentData?.platform ?? ''} ${navigatorLike.platform ?? ''} ${navigatorLike.userAgent ?? ''}`.toLowerCase();
  if (/android|iphone|ipad|ipod|mobile/.test(hint)) return null;
  if (hint.includes('win')) return 'windows';
  if (hint.includes('mac')) return 'mac';
  if (hint.includes('linux') || hint.includes('x11') || hint.includes('cros')) return 'linux';
  return null;
}
