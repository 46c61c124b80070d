import type { Encoding, StaticFile } from './static-files.ts';

/** The best precompressed variant the client accepts: brotli, then gzip, else the plain file. */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const accepts = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (file.variants.br && accepts('br')) return 'br';
  if (file.variants.gzip && accepts('gzip')) return 'gzip';
  return 'identity';
}
