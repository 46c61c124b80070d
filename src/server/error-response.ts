import { STATUS_CODES } from 'node:http';

/** Every error the server writes has this small text body ("405 Method Not Allowed"), type and headers. */
export function errorBody(status: number): string {
  return `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
}

export const ERROR_CONTENT_TYPE = 'text/plain; charset=utf-8';

/**
 * A whole error response for writing straight to a socket, when Node's parser has failed and there is
 * no request object to answer through (bad request line, 408, 431). The connection closes after it.
 */
export function rawErrorResponse(status: number, errorHeaders: Readonly<Record<string, string>>): string {
  const body = errorBody(status);
  const headers = {
    ...errorHeaders,
    'Content-Type': ERROR_CONTENT_TYPE,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}
