import type { Socket } from 'node:net';

/**
 * A connection's timeout (idle keep-alive, or a client that stopped taking its response). When the server
 * still holds bytes for the client, the client has taken nothing for the whole timeout: reset the connection,
 * so that the kernel drops the data queued for it at once (nginx's reset_timedout_connection), where a FIN
 * would wait behind that data for minutes. Otherwise close it normally: a slow reader may still be reading
 * a response the kernel holds entirely.
 */
export function closeTimedOut(socket: Socket): void {
  if (socket.writableLength > 0) socket.resetAndDestroy();
  else socket.destroy();
}
