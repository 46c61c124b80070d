import { STATUS_CODES } from 'node:http';

/** Every error the servers write has this short text body ("405 Method Not Allowed") and type. */
export const errorBody = (status: number): string => `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
export const ERROR_CONTENT_TYPE = 'text/plain; charset=utf-8';

/** A whole error response for the socket, when Node's parser failed and no request object exists. */
export function rawErrorResponse(status: number, errorHeaders: Readonly<Record<string, string>>): string {
  const body = errorBody(status);
  const headers = { ...errorHeaders, 'Content-Type': ERROR_CONTENT_TYPE, 'Content-Length': body.length };
  const lines = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}
