import type { IncomingMessage } from 'node:http';

/**
 * The header lines Node keeps of a request (its default, set explicitly): the parser frames the message
 * with every line, but `rawHeaders` and `headers` hold only the first this many, so a check reading them
 * would miss a second Host or a Transfer-Encoding further down.
 */
export const MAX_HEADER_LINES = 2000;

/** A request that may have had more header lines than were kept: refused (431) before any check reads them. */
export const tooManyHeaderLines = (request: IncomingMessage): boolean =>
  request.rawHeaders.length / 2 >= MAX_HEADER_LINES;

/** The RFC 9112 checks Node's parser leaves to us: why the request is refused (400, then close), or undefined. */
export function messageError(request: IncomingMessage): string | undefined {
  const hosts = request.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
  // Exactly one Host in HTTP/1.1 (Node keeps the first of several).
  if (hosts > 1 || (hosts === 0 && request.httpVersion === '1.1')) return 'Not exactly one Host header';
  // Transfer-Encoding in HTTP/1.0 is faulty framing: an HTTP/1.0 peer cannot have meant chunked.
  if (request.httpVersion === '1.0' && request.headers['transfer-encoding'] !== undefined)
    return 'Transfer-Encoding in an HTTP/1.0 request';
  return undefined;
}
