import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { realpath } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { extname, relative, sep } from 'node:path';
import { clientErrorHandler } from './client-errors.ts';
import { CONTENT_TYPES } from '../http-policy/content-types.ts';
import { NOT_SERVED } from '../http-policy/deploy-files.ts';
import { checkDist } from './dist-dir.ts';
import { ERROR_CONTENT_TYPE, errorBody } from './error-response.ts';
import {
  ALLOWED_METHODS,
  answersPreflight,
  NOT_FOUND_PAGE,
  PREFLIGHT_HEADERS,
  siteHeaders,
} from '../http-policy/header-rules.ts';
import { MAX_HEADER_LINES, messageError, tooManyHeaderLines } from './message-checks.ts';
import { parseRequestPath } from './request-path.ts';
import { ResponsesInFlight } from './responses-in-flight.ts';
import { readStyleHashes } from './style-hashes-file.ts';

interface ServerOptions {
  distDir: string;
  /** Slow clients: time allowed to send the request headers, and the whole request (ms). */
  headersTimeout?: number;
  requestTimeout?: number;
  /** A client that takes none of a response for this long is cut off (ms): nginx's send_timeout. */
  sendTimeout?: number;
}

const PRECOMPRESSED = /\.(br|gz)$/;
const OUTSIDE_DIST = Object.assign(new Error('Outside dist/'), { statusCode: 404 });
const VALIDATORS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

/**
 * Where @fastify/send departs from RFC 9110, the request is adjusted before it reads it: a malformed or
 * reversed range is ignored (200, not 416), a suffix longer than the file is the whole file. Its ETags
 * are W/"size-mtime", which we send strong (as nginx does): an If-Range with our tag must find its own,
 * and a weak one never allows a range.
 */
function rangeAsRfc9110(headers: IncomingHttpHeaders, size: number): void {
  const [, first = '', last = ''] = /^bytes=(\d*)-(\d*)$/.exec(headers.range ?? '') ?? [];
  if ((!first && !last) || (first && last && Number(last) < Number(first))) delete headers.range;
  else if (!first && Number(last) > size) headers.range = 'bytes=0-';
  const ifRange = headers['if-range'] as string | undefined;
  if (ifRange?.startsWith('"')) headers['if-range'] = 'W/' + ifRange;
  else if (ifRange?.startsWith('W/')) delete headers.range;
}

/**
 * The production server: dist/ through @fastify/static (precompressed siblings, ranges, ETag and 304s),
 * clean URLs, the 404 page, and the headers of header-rules.ts. The hooks add what neither the library nor
 * Fastify gives: only GET and HEAD (and CORS preflights where allowed), 400 for any path a normalising
 * server would map to a file, no file outside dist/ through a symlink, our error text with the error
 * headers, one response per request, slow clients cut off.
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
  const contentTypes = new WeakMap<FastifyReply, string>();

  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    requestTimeout,
    // The socket's idle timeout. Node gives a socket one more period if the kernel took any of a write
    // meanwhile: half of sendTimeout cuts off a client that stopped reading within sendTimeout.
    connectionTimeout: Math.ceil(sendTimeout / 2),
    // Node reads these at creation and checks them every connectionsCheckingInterval (30 s by default).
    // No requireHostHeader: Node's 400 would lack our headers (messageError checks Host).
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)),
      requireHostHeader: false,
    },
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(inFlight, headers.errors),
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400), // a malformed URL
  });
  inFlight.track(app.server);
  app.server.maxHeadersCount = MAX_HEADER_LINES;
  // Bytes still queued for a client that took nothing for the whole timeout: reset, so the kernel drops
  // them at once (nginx's reset_timedout_connection); a FIN would wait behind them.
  app.server.on('timeout', (socket) => (socket.writableLength > 0 ? socket.resetAndDestroy() : socket.destroy()));
  // Like nginx, ignore an Expect other than 100-continue (Node would answer a bare 417).
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));

  // These answer through `reply` and return nothing: Fastify awaits a returned reply (a listener each time).
  function sendError(reply: FastifyReply, status: number): void {
    reply.headers(headers.errors).code(status).type(ERROR_CONTENT_TYPE).send(errorBody(status));
  }

  function sendFile(request: FastifyRequest, reply: FastifyReply, path: string): void {
    reply.sendFile(path, {
      async onFile(file, stat) {
        const real = await realpath(file).catch(() => ''); // gone since send's stat: not found either
        if (!real.startsWith(root + sep)) throw OUTSIDE_DIST;
        rangeAsRfc9110(request.raw.headers, stat.size);
      },
    });
  }

  /** The 404 page with status 404, whole (never a 304 nor a range). */
  function notFound(request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode === 404) return sendError(reply, 404); // the 404 page itself is missing
    for (const name of VALIDATORS) delete request.raw.headers[name];
    sendFile(request, reply.code(404), NOT_FOUND_PAGE);
  }

  // Before any body parsing: a POST with a large body is a 405 too, not a 413.
  app.addHook('onRequest', (request, reply, done) => {
    if (tooManyHeaderLines(request.raw)) return sendError(reply.header('Connection', 'close'), 431);
    if (messageError(request.raw)) return sendError(reply.header('Connection', 'close'), 400);
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const target = parseRequestPath(request.raw.url ?? '');
    const pathHeaders = target.ok ? headers.forPath(target.path) : {};
    if (request.method === 'OPTIONS' && answersPreflight(pathHeaders))
      return void reply.headers(pathHeaders).headers(PREFLIGHT_HEADERS).code(204).send();
    sendError(reply.header('Allow', ALLOWED_METHODS), 405);
  });

  app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false, // from the header rules
    setHeaders(reply, path) {
      const file = '/' + relative(root, path).split(sep).join('/').replace(PRECOMPRESSED, '');
      reply.headers(headers.forPath(file)).header('Vary', 'Accept-Encoding');
      const etag = reply.getHeader('ETag');
      if (typeof etag === 'string') reply.header('ETag', etag.replace(/^W\//, ''));
      if (reply.statusCode === 404) reply.removeHeader('Accept-Ranges'); // the 404 page is sent whole
      contentTypes.set(reply, CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
    },
  });
  // The library types a precompressed file after setHeaders, from its own table: ours wins.
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
      // Precompressed siblings are variants of their file; the servers' configuration is not served.
      if (PRECOMPRESSED.test(target.path) || NOT_SERVED.has(target.path)) return notFound(request, reply);
      // A range of a compressible file is taken from the plain file.
      if (request.headers.range !== undefined) delete request.raw.headers['accept-encoding'];
      sendFile(request, reply, target.path);
    },
  });
  app.setNotFoundHandler(notFound); // the library found no file for the path

  app.setErrorHandler((error: { statusCode?: number; code?: string; headers?: object }, request, reply) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void request.raw.destroy();
    const status = error.statusCode! >= 400 && error.statusCode! < 500 ? error.statusCode! : 500;
    if (status === 404) return notFound(request, reply);
    if (status === 500) console.error(error);
    sendError(reply.headers(error.headers ?? {}), status); // 416 has its Content-Range there
  });

  return app;
}
