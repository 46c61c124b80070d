import type { Socket } from 'node:net';
import { rawErrorResponse } from './error-response.ts';
import type { ResponsesInFlight } from './responses-in-flight.ts';

const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Node's parser failed on a connection (bad request line or chunk, headers too large, request timeout).
 * One response per request, then close:
 * - when the failure is in the body of a request already handed to the site (a bad chunk, a body that never
 *   comes), that request has its answer: close without writing a second one;
 * - otherwise the failing request was never answered: write our error after the responses still being
 *   written on the connection (never in the middle of one), then close.
 */
export function clientErrorHandler(
  inFlight: ResponsesInFlight,
  errorHeaders: Readonly<Record<string, string>>,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  const failed = new WeakSet<Socket>();
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    // The parser stays failed: later data on the socket reports the same error again.
    if (failed.has(socket)) return;
    failed.add(socket);
    const answered = inFlight.lastRequestCutShort(socket);
    inFlight.whenIdle(socket, () => {
      if (!answered) socket.write(rawErrorResponse(STATUS_BY_CODE[error.code ?? ''] ?? 400, errorHeaders));
      socket.destroySoon();
    });
  };
}
