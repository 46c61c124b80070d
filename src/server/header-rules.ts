/**
 * The one source of truth for response headers: the production server applies these rules, and the
 * build writes them as dist/_headers for static hosts (deploy/nginx.conf mirrors them, checked by a test).
 * Rules apply in order; a later rule's header replaces an earlier one's.
 */
export interface HeaderRule {
  /** A path prefix ending in "*", or an exact path. */
  pattern: string;
  headers: Readonly<Record<string, string>>;
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Widgets set element styles through the CSSOM and sonner adds its own <style>: styles may be inline, scripts never.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export const HEADER_RULES: readonly HeaderRule[] = [
  {
    pattern: '/*',
    headers: {
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cache-Control': REVALIDATE,
    },
  },
  // Content-hashed files never change under their name.
  { pattern: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
  { pattern: '/images/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
  { pattern: '/icons/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
  // Partners load the embed from their own origin: every file under /embed/ may be read cross-origin.
  { pattern: '/embed/*', headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } },
  { pattern: '/embed/v1/chunks/*', headers: { 'Cache-Control': IMMUTABLE } },
];

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers of a response for `path` (the URL path, not the file), with every matching rule applied. */
export function headersFor(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of HEADER_RULES) {
    if (matches(rule.pattern, path)) Object.assign(headers, rule.headers);
  }
  return headers;
}

/**
 * The rules in the `_headers` format of static hosts (Netlify, Cloudflare Pages). Those hosts merge
 * every matching block, so each block lists the full result for its pattern.
 */
export function staticHostHeadersFile(): string {
  return HEADER_RULES.map((rule) => {
    const lines = Object.entries(headersFor(rule.pattern.replace('*', 'x'))).map(([name, value]) => `  ${name}: ${value}`);
    return `${rule.pattern}\n${lines.join('\n')}\n`;
  }).join('\n');
}
