import type { IncomingMessage } from 'node:http';

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
