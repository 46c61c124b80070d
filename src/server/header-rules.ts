/**
 * The one source of truth for response headers: the production server applies these rules, and the
 * build writes them as dist/_headers for static hosts (deploy/nginx.conf mirrors them, checked by a test).
 * Rules apply in order; a later rule's header replaces an earlier one's, and `null` removes it.
 * Each page's policy names only its own inline <style> elements by hash (dist/_style-hashes.json): a page
 * allows no style that another page carries, and the header stays short (it travels with the page's HTML
 * in the first round trip).
 */
export interface HeaderRule {
  /** A path prefix ending in "*", or an exact path. */
  pattern: string;
  headers: Readonly<Record<string, string | null>>;
}

/** The SHA-256 sources of each page's inline <style> elements, by the URL path of the page's file ('/criar-sala/index.html'). */
export type PageStyleHashes = Readonly<Record<string, readonly string[]>>;

/** The page every unknown path and every error gets: its policy is also the one of the paths that are no page. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The 404 page's style hashes, whose policy every path that is no page gets, and the other pages' by file.
 * A list without the 404 page is refused.
 */
export function splitAtNotFoundPage(pages: PageStyleHashes): {
  notFound: readonly string[];
  others: [file: string, hashes: readonly string[]][];
} {
  const notFound = pages[NOT_FOUND_PAGE];
  if (!notFound) throw new Error(`The style hashes list no ${NOT_FOUND_PAGE}`);
  return { notFound, others: Object.entries(pages).filter(([file]) => file !== NOT_FOUND_PAGE) };
}

/** The URL paths that serve a page's file: /criar-sala/index.html is also /criar-sala and /criar-sala/, /index.html also /. */
export function pageUrls(file: string): string[] {
  if (!file.endsWith('/index.html')) return [file];
  const folder = file.slice(0, -'index.html'.length);
  return folder === '/' ? [folder, file] : [folder.slice(0, -1), folder, file];
}

/** The sources of `style-src-elem`: our stylesheets and the inline <style> elements whose SHA-256 the build listed. */
export function styleElementSources(styleHashes: readonly string[]): string {
  return ["'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(' ');
}

/**
 * Scripts only from our origin, never inline. Style elements only from our origin or by hash (no
 * 'unsafe-inline'): the page's CSS and each widget's declarative shadow root <style>, which the build
 * inlines and hashes. No style attributes at all: the built pages hold none, and the styles React and
 * sonner set in the browser go through the CSSOM, which CSP does not govern.
 * No `style-src`: a browser that predates the split directives (Safari < 15.4, Firefox < 108) also predates
 * declarative shadow DOM, and falls back to default-src. Nothing that only repeats `default-src 'self'`
 * (fonts, fetches): the policy travels with every page, in its first round trip.
 */
export function contentSecurityPolicy(styleElementSources: string): string {
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
export const REVALIDATE = 'no-cache';

/** The folders that hold no pages drop the document policies (browsers ignore them on scripts, styles and images). */
const DOCUMENT_POLICY_NAMES = ['Content-Security-Policy', 'Permissions-Policy'] as const;
const NO_DOCUMENT_POLICIES = Object.fromEntries(DOCUMENT_POLICY_NAMES.map((name) => [name, null]));

function headerRules(styleElementSources: string, pageRules: readonly HeaderRule[]): readonly HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(styleElementSources),
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': REVALIDATE,
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
    // The pinned embed, /embed/v<version>-<content hash>/ (scripts/pinned-embed.ts): never changes under its name.
    { pattern: '/embed/v1.*', headers: { 'Cache-Control': IMMUTABLE } },
    ...pageRules,
  ];
}

/** One exact rule per URL of each page (the 404 page aside: its policy is the default), with the page's own policy. */
function pageRules(pages: [file: string, hashes: readonly string[]][]): HeaderRule[] {
  return pages.flatMap(([file, hashes]) =>
    pageUrls(file).map((url) => ({
      pattern: url,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(styleElementSources(hashes)) },
    })),
  );
}

export interface SiteHeaders {
  readonly rules: readonly HeaderRule[];
  /** The headers of a response for `path` (the URL path, not the file), with every matching rule applied. */
  forPath(path: string): Record<string, string>;
  /**
   * Errors (400, 405, 408, 431, …) carry the 404 page's security headers and are never stored: their
   * answer depends on the request, not on the URL.
   */
  readonly errors: Readonly<Record<string, string>>;
}

/** The headers of the site: each page's policy names its own inline styles, any other path has the 404 page's. */
export function siteHeaders(pages: PageStyleHashes): SiteHeaders {
  const { notFound, others } = splitAtNotFoundPage(pages);
  return fromRules(headerRules(styleElementSources(notFound), pageRules(others)));
}

/**
 * The headers with one `style-src-elem` for every path: nginx's, whose value is a variable that the build's
 * map fills in for each page (nginx-conf.ts).
 */
export function siteHeadersWithStyleSources(styleElementSources: string): SiteHeaders {
  return fromRules(headerRules(styleElementSources, []));
}

function fromRules(rules: readonly HeaderRule[]): SiteHeaders {
  const forPath = (path: string) => headersFor(rules, path);
  return { rules, forPath, errors: { ...forPath(NOT_FOUND_PAGE), 'Cache-Control': 'no-store' } };
}

/** The methods the site answers; anything else is 405 with `Allow` set to this. */
export const ALLOWED_METHODS = 'GET, HEAD';

/**
 * A CORS preflight (OPTIONS) to a path that may be read cross-origin is answered 204 with these, so a
 * partner's fetch with its own request headers works. `*` is valid because no request carries credentials.
 */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Methods': ALLOWED_METHODS,
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
};

/** Whether OPTIONS on `headers`' path is a CORS preflight we answer (the path allows cross-origin reads). */
export function answersPreflight(headers: Readonly<Record<string, string>>): boolean {
  return headers['Access-Control-Allow-Origin'] !== undefined;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string | null> = {};
  for (const rule of rules) {
    if (matches(rule.pattern, path)) Object.assign(headers, rule.headers);
  }
  return Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * The rules in the `_headers` format of Cloudflare Pages, which applies every matching block in order:
 * "! Name" detaches a header, and a header set again is joined to the earlier value with a comma. So each
 * block lists only its own rule's headers, and detaches one before replacing the value a broader block set.
 */
export function staticHostHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule, index) => {
      const inside = rule.pattern.replace('*', 'x');
      const setBefore = new Set(
        rules
          .slice(0, index)
          .filter((earlier) => matches(earlier.pattern, inside))
          .flatMap((earlier) => Object.keys(earlier.headers)),
      );
      const lines = Object.entries(rule.headers).flatMap(([name, value]) => {
        if (value === null) return [`  ! ${name}`];
        return setBefore.has(name) ? [`  ! ${name}`, `  ${name}: ${value}`] : [`  ${name}: ${value}`];
      });
      return `${rule.pattern}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}
