/**
 * The one source of response headers: our server applies these rules, the build writes them as
 * dist/_headers for static hosts, and deploy/nginx.conf is generated from them (src/build/). Rules apply
 * in order; a later rule's header replaces an earlier one's, and `null` removes it.
 */
export interface HeaderRule {
  /** A path prefix ending in "*", or an exact path. */
  pattern: string;
  headers: Readonly<Record<string, string | null>>;
}

/** The CSP hash sources of each page's inline <style> elements, by the URL path of its file ('/criar-sala/index.html'). */
export type PageStyleHashes = Readonly<Record<string, readonly string[]>>;

/** The page unknown paths get; its policy is also that of every path that is no page, and of errors. */
export const NOT_FOUND_PAGE = '/404.html';

/** The 404 page's style hashes and the other pages' by file; a list without the 404 page is refused. */
export function splitAtNotFoundPage(pages: PageStyleHashes): {
  notFound: readonly string[];
  others: [file: string, hashes: readonly string[]][];
} {
  const notFound = pages[NOT_FOUND_PAGE];
  if (!notFound) throw new Error(`The style hashes list no ${NOT_FOUND_PAGE}`);
  return { notFound, others: Object.entries(pages).filter(([file]) => file !== NOT_FOUND_PAGE) };
}

/** The URL paths that serve a page's file: /criar-sala/index.html is also /criar-sala and /criar-sala/. */
function pageUrls(file: string): string[] {
  if (!file.endsWith('/index.html')) return [file];
  const folder = file.slice(0, -'index.html'.length);
  return folder === '/' ? [folder, file] : [folder.slice(0, -1), folder, file];
}

/** `style-src-elem`: our stylesheets, and the page's own inline <style> elements by hash. */
export function styleElementSources(styleHashes: readonly string[]): string {
  return ["'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' ');
}

/**
 * Scripts only from our origin, never inline. Style elements from our origin or by hash, no style
 * attributes (React and sonner style through the CSSOM, which CSP does not govern). No `style-src`: browsers
 * without the split directives also lack declarative shadow DOM and fall back to default-src. Nothing that
 * only repeats `default-src 'self'`: the policy travels with every page, in its first round trip.
 */
function contentSecurityPolicy(styleElementSources: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src-elem ${styleElementSources}`,
    "style-src-attr 'none'",
    "img-src 'self' data:",
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Folders without pages drop the document policies (browsers ignore them on scripts, styles and images). */
const NO_DOCUMENT_POLICIES = { 'Content-Security-Policy': null, 'Permissions-Policy': null };

function headerRules(styleElementSources: string, pageRules: readonly HeaderRule[]): readonly HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(styleElementSources),
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'no-cache',
      },
    },
    // Content-hashed files never change under their name.
    { pattern: '/assets/*', headers: { ...NO_DOCUMENT_POLICIES, 'Cache-Control': IMMUTABLE } },
    { pattern: '/images/*', headers: { ...NO_DOCUMENT_POLICIES, 'Cache-Control': 'public, max-age=604800' } },
    // Partners load the embed from their own origin: every file under /embed/ may be read cross-origin.
    {
      pattern: '/embed/*',
      headers: {
        ...NO_DOCUMENT_POLICIES,
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    },
    { pattern: '/embed/v1/chunks/*', headers: { 'Cache-Control': IMMUTABLE } },
    // The pinned embed, /embed/v<version>-<content hash>/ (the 1.x versions of the v1 channel): never changes under its name.
    { pattern: '/embed/v1.*', headers: { 'Cache-Control': IMMUTABLE } },
    ...pageRules,
  ];
}

interface SiteHeaders {
  readonly rules: readonly HeaderRule[];
  /** The headers for a URL path, every matching rule applied. */
  forPath(path: string): Record<string, string>;
  /** Errors (400, 405, 408, …) carry the 404 page's security headers and are never stored. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The site's headers: each page's CSP names only its own inline styles (short, and no other page's). */
export function siteHeaders(pages: PageStyleHashes): SiteHeaders {
  const { notFound, others } = splitAtNotFoundPage(pages);
  const pageRules = others.flatMap(([file, hashes]) =>
    pageUrls(file).map((pattern) => ({
      pattern,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(styleElementSources(hashes)) },
    })),
  );
  return fromRules(headerRules(styleElementSources(notFound), pageRules));
}

/** One `style-src-elem` for every path: nginx's, a variable its map sets per page (src/build/nginx-conf.ts). */
export function siteHeadersWithStyleSources(styleElementSources: string): SiteHeaders {
  return fromRules(headerRules(styleElementSources, []));
}

function fromRules(rules: readonly HeaderRule[]): SiteHeaders {
  const forPath = (path: string) => {
    const headers: Record<string, string | null> = {};
    for (const rule of rules) if (matches(rule.pattern, path)) Object.assign(headers, rule.headers);
    return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null));
  };
  return { rules, forPath, errors: { ...forPath(NOT_FOUND_PAGE), 'Cache-Control': 'no-store' } };
}

export function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The methods the site answers; anything else is 405 with `Allow` set to this. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** A CORS preflight where cross-origin reads are allowed: 204 with these (`*`: no request carries credentials). */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': ALLOWED_METHODS,
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
};

export function answersPreflight(headers: Readonly<Record<string, string>>): boolean {
  return headers['Access-Control-Allow-Origin'] !== undefined;
}
