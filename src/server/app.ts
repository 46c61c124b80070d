import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { realpath } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';
import { clientErrorHandler } from './client-errors.ts';
import { CONTENT_TYPES } from './content-types.ts';
import { NOT_SERVED } from './deploy-files.ts';
import { checkDist } from './dist-dir.ts';
import { ERROR_CONTENT_TYPE, errorBody } from './error-response.ts';
import { ALLOWED_METHODS, answersPreflight, NOT_FOUND_PAGE, PREFLIGHT_HEADERS, siteHeaders } from './header-rules.ts';
import { messageError } from './message-checks.ts';
import { parseRequestPath } from './request-path.ts';
import { ResponsesInFlight } from './responses-in-flight.ts';
import { readStyleHashes } from './style-hashes-file.ts';

export interface ServerOptions {
  distDir: string;
  /** Slow clients: time allowed to send the request headers, and the whole request (ms). */
  headersTimeout?: number;
  requestTimeout?: number;
  /** A client that takes none of a response for this long is cut off (ms): nginx's send_timeout. */
  sendTimeout?: number;
}

const PRECOMPRESSED = /\.(br|gz)$/;
const OUTSIDE_DIST = Object.assign(new Error('Outside dist/'), { statusCode: 404 });

/**
 * What @fastify/send reads differently from RFC 9110, fixed on the request before it reads it:
 * - one range, or none: several ranges, other units and malformed ones get the whole file (200), and a
 *   suffix longer than the file is the whole file (send answers these 416);
 * - its ETags are W/"size-mtime", sent strong (as nginx's): an If-Range with our strong tag must find
 *   send's, and a weak one never allows a range.
 */
function readRangeAsRfc(headers: IncomingHttpHeaders, size: number): void {
  const [, first = '', last = ''] = /^bytes=(\d*)-(\d*)$/.exec(headers.range ?? '') ?? [];
  if ((!first && !last) || (first && last && Number(last) < Number(first))) delete headers.range;
  else if (!first && Number(last) > size) headers.range = 'bytes=0-';
  const ifRange = headers['if-range'] as string | undefined;
  if (ifRange?.startsWith('"')) headers['if-range'] = 'W/' + ifRange;
  else if (ifRange?.startsWith('W/')) delete headers.range;
}

/**
 * The production server: dist/ through @fastify/static (precompressed siblings, ranges, ETag and
 * conditional requests), clean URLs, the 404 page, and the headers of header-rules.ts (each page's CSP
 * with the hashes of its own styles). The hooks add what the library and Fastify do not: only GET and HEAD
 * (and CORS preflights where cross-origin reads are allowed), 400 for any path a normalising server would
 * map to a file, no file outside dist/ through a symlink, our short text and the error headers on every
 * error, one response per request, and slow clients cut off.
 */
export function buildServer({
  distDir,
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  sendTimeout = 60_000,
}: ServerOptions): FastifyInstance {
  const root = checkDist(distDir);
  const headers = siteHeaders(readStyleHashes(root));
  const inFlight = new ResponsesInFlight();
  // The rules' headers by served file ('/criar-sala/index.html'), built once: bounded by the files in dist/.
  const byFile = new Map<string, Record<string, string>>();
  const contentTypes = new WeakMap<FastifyReply, string>();

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
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400),
  });
  inFlight.track(app.server);
  // A client that took nothing for the whole timeout while we still hold bytes for it: reset, so the kernel
  // drops what is queued for it at once (nginx's reset_timedout_connection); a FIN would wait behind it.
  app.server.on('timeout', (socket) => (socket.writableLength > 0 ? socket.resetAndDestroy() : socket.destroy()));
  // Node answers an Expect other than 100-continue with a bare 417; like nginx, ignore it and serve the request.
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));

  /** Our error response: a short text body, the 404 page's security headers, never stored. */
  // These answer through `reply` and return nothing: a returned reply is awaited, one more listener each time.
  function sendError(reply: FastifyReply, status: number): void {
    reply.headers(headers.errors).code(status).type(ERROR_CONTENT_TYPE).send(errorBody(status));
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply, path: string): void {
    reply.sendFile(path, {
      async onFile(file, stat) {
        const real = await realpath(file);
        if (!real.startsWith(root + sep)) throw OUTSIDE_DIST;
        readRangeAsRfc(request.raw.headers, stat.size);
      },
    });
  }

  /** The 404 page with status 404: never a 304 nor a range of it. */
  function notFound(request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode === 404) return sendError(reply, 404); // the 404 page itself is gone
    for (const name of ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range'])
      delete request.raw.headers[name];
    sendFile(request, reply.code(404), NOT_FOUND_PAGE);
  }

  // Before any body parsing: a POST with a large body is a 405 too, not a 413.
  app.addHook('onRequest', (request, reply, done) => {
    if (messageError(request.raw) !== undefined) return sendError(reply.header('Connection', 'close'), 400);
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const target = parseRequestPath(request.raw.url ?? '');
    if (request.method === 'OPTIONS' && target.ok && answersPreflight(headers.forPath(target.path))) {
      return void reply.headers(headers.forPath(target.path)).headers(PREFLIGHT_HEADERS).code(204).send();
    }
    sendError(reply.header('Allow', ALLOWED_METHODS), 405);
  });

  app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false, // Cache-Control comes from the header rules.
    setHeaders(reply, path) {
      const file = '/' + relative(root, path).split(sep).join('/').replace(PRECOMPRESSED, '');
      let rules = byFile.get(file);
      if (!rules) byFile.set(file, (rules = headers.forPath(file)));
      reply.headers(rules).header('Vary', 'Accept-Encoding');
      reply.header('ETag', String(reply.getHeader('ETag')).replace(/^W\//, ''));
      contentTypes.set(reply, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    },
  });
  // The library sets the type of a precompressed file after setHeaders, from its own table.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = contentTypes.get(reply);
    if (type && reply.statusCode !== 304) reply.header('Content-Type', type);
    done(null, payload);
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler(request, reply) {
      const target = parseRequestPath(request.raw.url ?? '');
      if (!target.ok) return sendError(reply, target.status);
      // The precompressed siblings are variants of their file, and the servers' configuration is no file.
      if (PRECOMPRESSED.test(target.path) || NOT_SERVED.has(target.path)) return notFound(request, reply);
      // A range of a compressible file is taken from the plain file.
      if (request.headers.range !== undefined) delete request.raw.headers['accept-encoding'];
      sendFile(request, reply, target.path);
    },
  });
  // Reached from the route when no file answers the path.
  app.setNotFoundHandler(notFound);

  app.setErrorHandler((error: { statusCode?: number; code?: string; headers?: object }, request, reply) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void request.raw.destroy();
    const status = error.statusCode! >= 400 && error.statusCode! < 500 ? error.statusCode! : 500;
    if (status === 404) return notFound(request, reply);
    if (status === 500) console.error(error);
    sendError(reply.headers(error.headers ?? {}), status);
  });

  return app;
}
