export const MAX_URL_LENGTH = 8192;

type RequestPath = { ok: true; path: string } | { ok: false; status: 400 | 414; reason: string };

/** An absolute-form target's scheme and authority ("http://host:8080/x"): accepted, only the path counts. */
const ABSOLUTE_FORM_PREFIX = /^https?:\/\/[a-z0-9.:[\]-]+(?=[/?]|$)/i;

/**
 * The decoded URL path of a request target, or why it is refused: over 8 KB (414); bad or double
 * percent-encoding, encoded slash, backslash or NUL, "." or ".." segments, "//", or a target that is
 * neither origin-form nor http(s) absolute-form (400). No path a normalising server would map to a
 * file gets through, so each file has one URL.
 */
export function parseRequestPath(target: string): RequestPath {
  const refuse = (reason: string): RequestPath => ({ ok: false, status: 400, reason });
  if (target.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'URL too long' };
  const authority = ABSOLUTE_FORM_PREFIX.exec(target)?.[0];
  const afterAuthority = authority ? target.slice(authority.length) : target;
  const rawUrl = authority && !afterAuthority.startsWith('/') ? '/' + afterAuthority : afterAuthority;
  if (!rawUrl.startsWith('/')) return refuse('Not an origin-form request target');
  const rawPath = rawUrl.split(/[?#]/, 1)[0]!;
  if (/%(2f|5c|00)/i.test(rawPath)) return refuse('Encoded separator or NUL in path');
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return refuse('Malformed percent-encoding');
  }
  if (/%[0-9a-f]{2}/i.test(path)) return refuse('Double-encoded path');
  if (/[\0\\]|\/\/|(^|\/)\.\.?(\/|$)/.test(path)) return refuse('NUL, backslash, empty or dot segment in path');
  return { ok: true, path };
}
