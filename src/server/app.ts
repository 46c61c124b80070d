import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { parseByteRange } from './byte-range.ts';
import { chooseEncoding } from './choose-encoding.ts';
import { headersFor } from './header-rules.ts';
import { parseRequestPath } from './request-path.ts';
import { loadStaticFiles, type StaticFile } from './static-files.ts';

export interface ServerOptions {
  distDir: string;
  /** Slow clients: time allowed to send the request headers, and the whole request (ms). */
  headersTimeout?: number;
  requestTimeout?: number;
}

const ALLOWED_METHODS = 'GET, HEAD';

/** "/criar-sala", "/criar-sala/" → criar-sala/index.html; "/" → index.html; files as they are. */
function findFile(files: Map<string, StaticFile>, path: string): StaticFile | undefined {
  if (path.endsWith('/')) return files.get(path + 'index.html');
  return files.get(path) ?? files.get(path + '/index.html');
}

function sendFile(request: FastifyRequest, reply: FastifyReply, path: string, file: StaticFile, status: number): FastifyReply {
  reply.headers(headersFor(path));
  reply.header('Content-Type', file.contentType);
  reply.header('Vary', 'Accept-Encoding');
  reply.header('Last-Modified', file.lastModified);
  if (status === 200) reply.header('Accept-Ranges', 'bytes');

  const wantsRange = status === 200 && request.headers.range !== undefined;
  const encoding = wantsRange ? 'identity' : chooseEncoding(file, request.headers['accept-encoding']);
  const variant = file.variants[encoding]!;
  reply.header('ETag', variant.etag);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);

  const ifNoneMatch = request.headers['if-none-match'];
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }

  let body = variant.body;
  const ifRange = request.headers['if-range'];
  const range = wantsRange && (!ifRange || ifRange === variant.etag) ? parseByteRange(request.headers.range, body.length) : { kind: 'full' as const };
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${body.length}`);
    return reply.code(416).type('text/plain; charset=utf-8').send('Range Not Satisfiable');
  }
  if (range.kind === 'partial') {
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${body.length}`);
    body = body.subarray(range.start, range.end + 1);
    status = 206;
  }
  reply.code(status).header('Content-Length', String(body.length));
  return reply.send(request.method === 'HEAD' ? undefined : body);
}

function sendError(reply: FastifyReply, status: number, text: string): FastifyReply {
  reply.headers(headersFor('/'));
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/**
 * The production server: serves the built site from memory with clean URLs, the 404 page,
 * precompressed variants, ETag/304, byte ranges, and the headers of header-rules.ts.
 * Only GET and HEAD; anything else is 405. Bad paths are 4xx, never a 500 nor a file outside dist/.
 */
export function buildServer({ distDir, headersTimeout = 10_000, requestTimeout = 30_000 }: ServerOptions): FastifyInstance {
  const files = loadStaticFiles(distDir);
  const notFoundPage = files.get('/404.html')!;

  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    requestTimeout,
    // Node checks these timeouts only every connectionsCheckingInterval (30 s by default), and reads
    // them at creation: pass them here, so a client sending its headers byte by byte is cut off in time.
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1000, Math.ceil(headersTimeout / 4)) },
    return503OnClosing: false,
    // A malformed URL is the client's fault.
    frameworkErrors: (_error, _request, reply) => sendError(reply, 400, 'Bad Request'),
  });

  // Before any body parsing: a POST with a large body is a 405 too, not a 413.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    reply.header('Allow', ALLOWED_METHODS);
    sendError(reply, 405, 'Method Not Allowed');
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler(request, reply) {
      const target = parseRequestPath(request.raw.url ?? '');
      if (!target.ok) return sendError(reply, target.status, target.reason);
      const file = findFile(files, target.path);
      if (file) return sendFile(request, reply, target.path, file, 200);
      return sendFile(request, reply, '/404.html', notFoundPage, 404);
    },
  });

  // Only reached by methods other than GET and HEAD, which the hook above has answered already.
  app.setNotFoundHandler((_request, reply) => {
    reply.header('Allow', ALLOWED_METHODS);
    return sendError(reply, 405, 'Method Not Allowed');
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(error);
    return sendError(reply, status, status === 500 ? 'Internal Server Error' : (error.message ?? 'Bad Request'));
  });

  return app;
}
