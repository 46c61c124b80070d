/**
 * The one source of truth for response headers: the production server applies these rules, and the
 * build writes them as dist/_headers for static hosts (deploy/nginx.conf mirrors them, checked by a test).
 * Rules apply in order; a later rule's header replaces an earlier one's, and `null` removes it.
 * The pages' policy names the inline <style> elements of the build by hash (dist/_style-hashes.json):
 * the rules are made from the sources of `style-src-elem`.
 */
export interface HeaderRule {
  /** A path prefix ending in "*", or an exact path. */
  pattern: string;
  headers: Readonly<Record<string, string | null>>;
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
 * declarative shadow DOM, and falls back to default-src.
 */
export function contentSecurityPolicy(styleElementSources: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src-elem ${styleElementSources}`,
    "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
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

function headerRules(styleElementSources: string): readonly HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(styleElementSources),
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': REVALIDATE,
      },
    },
    // Content-hashed files never change under their name.
    { pattern: '/assets/*', headers: { ...NO_DOCUMENT_POLICIES, 'Cache-Control': IMMUTABLE } },
    { pattern: '/images/*', headers: { ...NO_DOCUMENT_POLICIES, 'Cache-Control': 'public, max-age=604800' } },
    // Partners load the embed from their own origin: every file under /embed/ may be read cross-origin.
    { pattern: '/embed/*', headers: { ...NO_DOCUMENT_POLICIES, 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } },
    { pattern: '/embed/v1/chunks/*', headers: { 'Cache-Control': IMMUTABLE } },
    // The pinned embed, /embed/v<version>-<content hash>/ (scripts/pinned-embed.ts): never changes under its name.
    { pattern: '/embed/v1.*', headers: { 'Cache-Control': IMMUTABLE } },
  ];
}

/** The headers of the site, for one set of style element sources. */
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

export function siteHeaders(styleElementSources: string): SiteHeaders {
  const rules = headerRules(styleElementSources);
  const forPath = (path: string) => headersFor(rules, path);
  return { rules, forPath, errors: { ...forPath('/404.html'), 'Cache-Control': 'no-store' } };
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
  return rules.map((rule, index) => {
    const inside = rule.pattern.replace('*', 'x');
    const setBefore = new Set(rules.slice(0, index).filter((earlier) => matches(earlier.pattern, inside)).flatMap((earlier) => Object.keys(earlier.headers)));
    const lines = Object.entries(rule.headers).flatMap(([name, value]) => {
      if (value === null) return [`  ! ${name}`];
      return setBefore.has(name) ? [`  ! ${name}`, `  ${name}: ${value}`] : [`  ${name}: ${value}`];
    });
    return `${rule.pattern}\n${lines.join('\n')}\n`;
  }).join('\n');
}
