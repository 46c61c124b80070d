import type { Socket } from 'node:net';
import { rawErrorResponse } from './error-response.ts';
import type { ResponsesInFlight } from './responses-in-flight.ts';

const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/**
 * Node's parser failed on a connection (bad request line or chunk, headers too large, timeout). One
 * response per request, then close: a request whose body broke off has had its answer, so write nothing;
 * otherwise write our error once the responses in flight on the connection are written (never amid one).
 */
export function clientErrorHandler(
  inFlight: ResponsesInFlight,
  errorHeaders: Readonly<Record<string, string>>,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  const failed = new WeakSet<Socket>(); // the parser stays failed: later data reports the error again
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    if (failed.has(socket)) return;
    failed.add(socket);
    const answered = inFlight.lastRequestCutShort(socket);
    inFlight.whenIdle(socket, () => {
      if (!answered) socket.write(rawErrorResponse(STATUS_BY_CODE[error.code ?? ''] ?? 400, errorHeaders));
      socket.destroySoon();
    });
  };
}
