import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { ResponsesInFlight } from './responses-in-flight.ts';

/**
 * Graceful shutdown: stop accepting connections, let every response in flight be written to the end,
 * then end each connection. Not http.Server's close(): its closeIdleConnections() destroys a keep-alive
 * socket as soon as its response has ended, even with bytes of it still queued. Call before the server
 * accepts connections; `close()` resolves once every connection has closed.
 */
export function gracefulClose(server: Server): { close(): Promise<void> } {
  const inFlight = new ResponsesInFlight().track(server);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => resolve());
        for (const socket of inFlight.sockets()) inFlight.whenIdle(socket, () => socket.end());
      }),
  };
}
