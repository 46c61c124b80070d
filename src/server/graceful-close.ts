import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { ResponsesInFlight } from './responses-in-flight.ts';

/**
 * Graceful shutdown for a Node HTTP server: stop accepting connections, let every response in flight be
 * written to the end, then close the connections.
 *
 * Node's own `server.close()` first calls `closeIdleConnections()`, which destroys every keep-alive socket
 * whose response has been `end()`ed — even while that response's bytes still sit in the socket's write
 * buffer, so a large file in flight was cut short (seen in the SIGTERM test). Here a socket is ended
 * (flush, then FIN) only when no response on it is still being written.
 *
 * Call it right after creating the server (before it accepts connections); `close()` resolves when every
 * connection has closed.
 */
export function gracefulClose(server: Server): { close(): Promise<void> } {
  const inFlight = new ResponsesInFlight().track(server);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        // net.Server's close: stop listening and call back once every connection has closed, without
        // http.Server's closeIdleConnections() described above.
        NetServer.prototype.close.call(server, () => resolve());
        for (const socket of inFlight.sockets()) inFlight.whenIdle(socket, () => socket.end());
      }),
  };
}
