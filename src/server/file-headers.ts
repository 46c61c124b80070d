import type { SiteHeaders } from './header-rules.ts';
import type { Encoding, StaticFile } from './static-files.ts';

export type FileHeaders = (
  path: string,
  file: StaticFile,
  encoding: Encoding,
  status: number,
) => Readonly<Record<string, string>>;

/**
 * The headers of a file's response (the rules for its path, its type, validators and encoding), built
 * once per path, encoding and status and then reused: the hot path writes a ready object instead of
 * matching the header rules again on every request. Only paths that name a file reach it (at most three
 * spellings of each: /x, /x/, /x/index.html), so the cache is bounded by the build.
 */
export function fileHeaders(headers: SiteHeaders): FileHeaders {
  const cache = new Map<string, Readonly<Record<string, string>>>();
  return (path, file, encoding, status) => {
    const key = `${status} ${encoding} ${path}`;
    let built = cache.get(key);
    if (!built) {
      built = {
        ...headers.forPath(path),
        'Content-Type': file.contentType,
        Vary: 'Accept-Encoding',
        'Last-Modified': file.lastModified,
        ...(status === 200 ? { 'Accept-Ranges': 'bytes' } : {}),
        ETag: file.variants[encoding]!.etag,
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      };
      cache.set(key, built);
    }
    return built;
  };
}
