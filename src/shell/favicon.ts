import { logoMarkSvg } from '../brand/logo.ts';

/**
 * The favicon as a data: URL in every page's head rather than a file to fetch. Chromium fetches a linked
 * favicon while the page is still loading; over HTTP/1.1 it took the connection the page's one script
 * was waiting for, and that put the icon on the path to the first paint (npm run bench, LCP).
 * Drawn from the brand's logo and tokens at build time.
 */
export const FAVICON_DATA_URL = 'data:image/svg+xml,' + encodeURIComponent(logoMarkSvg({ title: 'EchoJam' }));
