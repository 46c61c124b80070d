import { Readable } from 'node:stream';

/** The most of a body the server queues on one connection beyond what the kernel has taken. */
export const PIECE_BYTES = 64 * 1024;

function* pieces(body: Buffer): Generator<Buffer> {
  for (let start = 0; start < body.length; start += PIECE_BYTES) yield body.subarray(start, start + PIECE_BYTES);
}

/**
 * A body larger than a piece goes out piece by piece, each once the kernel has taken the one before (the
 * stream waits for 'drain'): a connection never queues more than a piece in the server, however many
 * requests a client pipelines without reading. Pieces are views of the file in memory, not copies.
 */
export function pacedBody(body: Buffer): Buffer | Readable {
  return body.length <= PIECE_BYTES ? body : Readable.from(pieces(body), { objectMode: false });
}
