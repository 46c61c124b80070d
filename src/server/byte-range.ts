export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Interprets a Range header for a body of `size` bytes (RFC 9110 §14). One byte range is served as
 * 206; several ranges, other units or malformed headers are answered with the full body (allowed
 * by the RFC); a well-formed range that lies entirely past the end is 416.
 */
export function parseByteRange(header: string | undefined, size: number): RangeResult {
  if (!header || size === 0) return { kind: 'full' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return { kind: 'full' };
  if (startText === '') {
    const suffixLength = Number(endText);
    if (suffixLength === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffixLength), end: size - 1 };
  }
  const start = Number(startText);
  const requestedEnd = endText === '' ? Number.POSITIVE_INFINITY : Number(endText);
  if (requestedEnd < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = Math.min(requestedEnd, size - 1);
  return { kind: 'partial', start, end };
}
