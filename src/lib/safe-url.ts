/**
 * Returns the URL as an absolute string when it is http: or https:, otherwise null.
 * Relative URLs resolve against `base` (the page's address in a browser), so a partner may write
 * "/downloads/app.zip". javascript:, data:, blob: and malformed values are refused.
 */
export function safeHttpUrl(
  value: string,
  base = typeof document === 'undefined' ? undefined : document.baseURI,
): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = base === undefined ? new URL(trimmed) : new URL(trimmed, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
