import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { parseByteRange } from './byte-range.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { clientErrorHandler } from './client-errors.ts';
import { closeTimedOut } from './close-timed-out.ts';
import { ERROR_CONTENT_TYPE, errorBody } from './error-response.ts';
import { fileHeaders, type FileHeaders } from './file-headers.ts';
import { ALLOWED_METHODS, answersPreflight, PREFLIGHT_HEADERS, siteHeaders, type SiteHeaders } from './header-rules.ts';
import { messageError } from './message-checks.ts';
import { isNotModified } from './not-modified.ts';
import { pacedBody } from './paced-body.ts';
import { parseRequestPath } from './request-path.ts';
import { ResponsesInFlight } from './responses-in-flight.ts';
import { loadStaticFiles, type StaticFile } from './static-files.ts';
import { readStyleHashes } from './style-hashes-file.ts';

export interface ServerOptions {
  distDir: string;
  /** Slow clients: time allowed to send the request headers, and the whole request (ms). */
  headersTimeout?: number;
  requestTimeout?: number;
  /** A client that takes none of a response for this long is cut off (ms): nginx's send_timeout. */
  sendTimeout?: number;
}

/** "/criar-sala", "/criar-sala/" → criar-sala/index.html; "/" → index.html; files as they are. */
function findFile(files: Map<string, StaticFile>, path: string): StaticFile | undefined {
  if (path.endsWith('/')) return files.get(path + 'index.html');
  return files.get(path) ?? files.get(path + '/index.html');
}

/** Our error response: a short text body, the 404 page's security headers, never stored. */
function sendError(reply: FastifyReply, headers: SiteHeaders, status: number): FastifyReply {
  reply.headers(headers.errors);
  return reply.code(status).type(ERROR_CONTENT_TYPE).send(errorBody(status));
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  headers: SiteHeaders,
  headersOf: FileHeaders,
  path: string,
  file: StaticFile,
  status: number,
): FastifyReply {
  const wantsRange = status === 200 && request.headers.range !== undefined;
  const encoding = wantsRange ? 'identity' : chooseEncoding(file, request.headers['accept-encoding']);
  const variant = file.variants[encoding]!;
  reply.headers(headersOf(path, file, encoding, status));

  if (status === 200 && isNotModified(request.headers, variant.etag, file.lastModified)) return reply.code(304).send();

  let body = variant.body;
  const ifRange = request.headers['if-range'];
  const range =
    wantsRange && (!ifRange || ifRange === variant.etag)
      ? parseByteRange(request.headers.range, body.length)
      : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${body.length}`);
    return sendError(reply, headers, 416);
  }
  if (range.kind === 'partial') {
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`);
    body = body.subarray(range.start, range.end + 1);
    status = 206;
  }
  reply.code(status).header('Content-Length', String(body.length));
  return reply.send(request.method === 'HEAD' ? undefined : pacedBody(body));
}

/**
 * The production server: serves the built site from memory with clean URLs, the 404 page,
 * precompressed variants, ETag/Last-Modified and 304, byte ranges, and the headers of header-rules.ts
 * (each page's CSP with the hashes of its own styles, which the build wrote into dist/).
 * Only GET and HEAD (and CORS preflights where cross-origin reads are allowed); anything else is 405.
 * Bad paths are 4xx, never a 500 nor a file outside dist/. Every error is our short text with the error headers.
 */
export function buildServer({
  distDir,
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  sendTimeout = 60_000,
}: ServerOptions): FastifyInstance {
  const files = loadStaticFiles(distDir);
  const headers = siteHeaders(readStyleHashes(distDir));
  const headersOf = fileHeaders(headers);
  const notFoundPage = files.get('/404.html')!;
  const inFlight = new ResponsesInFlight();

  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    requestTimeout,
    // The socket's idle timeout, reset by every read and write. When it fires during a write, Node lets the
    // socket live one more period if the kernel took any of the write since the last check: half of
    // sendTimeout cuts off a client that stops reading between sendTimeout / 2 and sendTimeout later.
    connectionTimeout: Math.ceil(sendTimeout / 2),
    // Node checks these timeouts only every connectionsCheckingInterval (30 s by default), and reads
    // them at creation: pass them here, so a client sending its headers byte by byte is cut off in time.
    // requireHostHeader: Node's own 400 would carry none of our headers; messageError checks Host.
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)),
      requireHostHeader: false,
    },
    return503OnClosing: false,
    // Node's parser failed (bad request line or chunk, 408, 431): our error, and one response per request.
    clientErrorHandler: clientErrorHandler(inFlight, headers.errors),
    // A malformed URL is the client's fault.
    frameworkErrors: (_error, _request, reply) => sendError(reply, headers, 400),
  });
  inFlight.track(app.server);
  app.server.on('timeout', closeTimedOut);
  // Node answers an Expect other than 100-continue with a bare 417; like nginx, ignore it and serve the request.
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));

  // Before any body parsing: a POST with a large body is a 405 too, not a 413.
  app.addHook('onRequest', (request, reply, done) => {
    if (messageError(request.raw) !== undefined)
      return void sendError(reply.header('Connection', 'close'), headers, 400);
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const target = parseRequestPath(request.raw.url ?? '');
    if (request.method === 'OPTIONS' && target.ok && answersPreflight(headers.forPath(target.path))) {
      return void reply.headers(headers.forPath(target.path)).headers(PREFLIGHT_HEADERS).code(204).send();
    }
    sendError(reply.header('Allow', ALLOWED_METHODS), headers, 405);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler(request, reply) {
      const target = parseRequestPath(request.raw.url ?? '');
      if (!target.ok) return sendError(reply, headers, target.status);
      const file = findFile(files, target.path);
      if (file) return sendFile(request, reply, headers, headersOf, target.path, file, 200);
      return sendFile(request, reply, headers, headersOf, '/404.html', notFoundPage, 404);
    },
  });

  // Only reached by methods other than GET and HEAD, which the hook above has answered already.
  app.setNotFoundHandler((_request, reply) => sendError(reply.header('Allow', ALLOWED_METHODS), headers, 405));

  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) console.error(error);
    return sendError(reply, headers, status);
  });

  return app;
}
