import type { IncomingHttpHeaders } from 'node:http';

/**
 * RFC 9110 §13.1.2–3 for GET and HEAD: If-None-Match decides when it is sent (any listed tag, weak or
 * strong, or "*"); otherwise If-Modified-Since, when the file has not changed since that date.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}
