import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface Connection {
  responses: number;
  lastRequest?: IncomingMessage;
  whenIdle: Array<() => void>;
}

/**
 * Per connection: the responses still being written, and the last request received, so that graceful
 * shutdown and the client-error handler never cut a response short nor write amid one. `track` before
 * the server accepts connections.
 */
export class ResponsesInFlight {
  private readonly connections = new Map<Socket, Connection>();

  track(server: Server): this {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { responses: 0, whenIdle: [] });
      socket.once('close', () => this.connections.delete(socket));
    });
    // Before the request handler, so the count is up before any response can finish.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = this.connections.get(request.socket);
      if (!connection) return; // the socket has closed already
      connection.responses++;
      connection.lastRequest = request;
      // 'close' follows 'finish' (every byte handed to the kernel) or an aborted response.
      response.once('close', () => {
        if (--connection.responses === 0) connection.whenIdle.splice(0).forEach((callback) => callback());
      });
    });
    return this;
  }

  /**
   * Graceful shutdown: stop accepting connections, and end each one once its responses are written.
   * Not http.Server's close(): its closeIdleConnections() destroys a keep-alive socket as soon as its
   * response has ended, even with bytes of it still queued. Resolves once every connection has closed.
   */
  close(server: Server): Promise<void> {
    return new Promise((resolve) => {
      NetServer.prototype.close.call(server, () => resolve());
      for (const socket of this.connections.keys()) this.whenIdle(socket, () => socket.end());
    });
  }

  /** Whether the last request on `socket` has not fully arrived (its body broke off or never came). */
  lastRequestCutShort(socket: Socket): boolean {
    return this.connections.get(socket)?.lastRequest?.complete === false;
  }

  /** Calls `callback` once no response on `socket` is being written (now, if none is). */
  whenIdle(socket: Socket, callback: () => void): void {
    const connection = this.connections.get(socket);
    if (!connection || connection.responses === 0) return callback();
    connection.whenIdle.push(callback);
  }
}
