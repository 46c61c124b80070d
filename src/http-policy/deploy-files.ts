/** Files the build writes into dist/ for the servers (header rules, style hashes), never served. */
export const HEADERS_FILE = '_headers';
export const STYLE_HASHES_FILE = '_style-hashes.json';
export const NGINX_STYLE_SOURCES_FILE = '_style-sources.nginx';

export const NOT_SERVED: ReadonlySet<string> = new Set(
  [HEADERS_FILE, STYLE_HASHES_FILE, NGINX_STYLE_SOURCES_FILE].map((name) => '/' + name),
);
