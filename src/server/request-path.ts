export const MAX_URL_LENGTH = 8192;

export type RequestPath = { ok: true; path: string } | { ok: false; status: 400 | 414; reason: string };

/**
 * The scheme and authority of an absolute-form target ("http://127.0.0.1:8080/criar-sala", RFC 9112 §3.2.2),
 * which a server must accept. The site is the same whatever the host (as for any Host header): only the path counts.
 */
const ABSOLUTE_FORM_PREFIX = /^https?:\/\/[a-z0-9.:[\]-]+(?=[/?]|$)/i;

/**
 * Turns a raw request target into a decoded URL path, or refuses it. Refused: over-long URLs,
 * bad percent-encoding, encoded slashes or backslashes, NUL bytes, "." or ".." segments, empty
 * segments ("//"), and anything that is neither an origin-form path nor an http(s) absolute-form URL.
 * The server then looks the path up in its file map.
 */
export function parseRequestPath(target: string): RequestPath {
  if (target.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'URL too long' };
  const absolute = ABSOLUTE_FORM_PREFIX.exec(target);
  const afterAuthority = absolute ? target.slice(absolute[0].length) : target;
  // "http://host" and "http://host?q" name the root.
  const rawUrl = absolute && !afterAuthority.startsWith('/') ? '/' + afterAuthority : afterAuthority;
  if (!rawUrl.startsWith('/')) return { ok: false, status: 400, reason: 'Not an origin-form request target' };
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (/%(2f|5c|00)/i.test(rawPath)) return { ok: false, status: 400, reason: 'Encoded separator or NUL in path' };
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'Malformed percent-encoding' };
  }
  // A second decoding pass must not reveal anything new either (double encoding: %252e%252e).
  if (/%[0-9a-f]{2}/i.test(path)) return { ok: false, status: 400, reason: 'Double-encoded path' };
  if (path.includes('\0') || path.includes('\\')) return { ok: false, status: 400, reason: 'NUL or backslash in path' };
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { ok: false, status: 400, reason: 'Dot segment in path' };
  }
  if (path.includes('//')) return { ok: false, status: 400, reason: 'Empty segment in path' };
  return { ok: true, path };
}
