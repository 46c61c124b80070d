import type { Encoding, StaticFile } from './static-files.ts';

/** Accept-Encoding as a map of lower-case coding → quality ("br;q=0.5, gzip" → br 0.5, gzip 1). */
function parseAcceptEncoding(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters
      .map((p) => p.trim())
      .find((p) => p.startsWith('q='))
      ?.slice(2);
    // A malformed q-value ("q=", "q=abc") counts as not acceptable.
    const quality = q === undefined ? 1 : /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q) : 0;
    if (name.trim() !== '') accepted.set(name.trim(), quality);
  }
  return accepted;
}

/**
 * The precompressed variant the client prefers: the highest q-value among brotli and gzip (brotli on a
 * tie), counting "*" for codings not named; the plain file when neither is acceptable (q=0 or absent).
 */
// Clients send the same Accept-Encoding on every request: the last one parsed is kept (one entry, bounded).
let lastHeader: string | undefined;
let lastAccepted = parseAcceptEncoding(undefined);

function acceptedEncodings(header: string | undefined): ReadonlyMap<string, number> {
  if (header !== lastHeader) {
    lastAccepted = parseAcceptEncoding(header);
    lastHeader = header;
  }
  return lastAccepted;
}

export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const quality = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (file.variants[encoding] && quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
