import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

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
  const responsesInFlight = new Map<Socket, number>();
  let closing = false;

  const endIfIdle = (socket: Socket) => {
    if (closing && (responsesInFlight.get(socket) ?? 0) === 0) socket.end();
  };

  server.on('connection', (socket: Socket) => {
    responsesInFlight.set(socket, 0);
    socket.once('close', () => responsesInFlight.delete(socket));
  });

  // Registered before the request handler, so the count is up before any response can finish.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const inFlight = responsesInFlight.get(socket);
    if (inFlight === undefined) return; // the socket has closed already
    responsesInFlight.set(socket, inFlight + 1);
    // 'close' follows 'finish' (every byte handed to the kernel) or an aborted response.
    response.once('close', () => {
      const left = responsesInFlight.get(socket);
      if (left === undefined) return; // the socket has closed already
      responsesInFlight.set(socket, left - 1);
      endIfIdle(socket);
    });
  });

  return {
    close: () =>
      new Promise<void>((resolve) => {
        closing = true;
        // net.Server's close: stop listening and call back once every connection has closed, without
        // http.Server's closeIdleConnections() described above.
        NetServer.prototype.close.call(server, () => resolve());
        for (const socket of responsesInFlight.keys()) endIfIdle(socket);
      }),
  };
}
