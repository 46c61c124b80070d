import type { IncomingMessage } from 'node:http';

/**
 * The RFC 9112 checks Node's parser leaves to the application. Returns why the request must be refused
 * (400, then close the connection: its framing cannot be trusted), or undefined.
 */
export function messageError(request: IncomingMessage): string | undefined {
  let hosts = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) if (request.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  // §3.2: exactly one Host in HTTP/1.1 (Node keeps the first of several and drops the rest).
  if (hosts > 1) return 'More than one Host header';
  if (hosts === 0 && request.httpVersion === '1.1') return 'No Host header';
  // §6.1: Transfer-Encoding in an HTTP/1.0 message is faulty framing (an HTTP/1.0 peer cannot have meant chunked).
  if (request.httpVersion === '1.0' && request.headers['transfer-encoding'] !== undefined)
    return 'Transfer-Encoding in an HTTP/1.0 request';
  return undefined;
}
