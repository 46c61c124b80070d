import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorBody } from '../server/error-response.ts';
import {
  ALLOWED_METHODS,
  answersPreflight,
  PREFLIGHT_HEADERS,
  siteHeadersWithStyleSources,
  splitAtNotFoundPage,
  styleElementSources,
  type HeaderRule,
  type PageStyleHashes,
} from '../http-policy/header-rules.ts';
import { CONTENT_TYPES } from '../http-policy/content-types.ts';

/**
 * deploy/nginx.conf serves dist/ the way our server does. Its content types and its locations with their
 * headers are generated from content-types.ts and header-rules.ts (the one source of truth) between two
 * marker lines; the rest of the file is written by hand. scripts/check-generated.ts fails when the file is out of date;
 * `npx tsx src/build/nginx-conf.ts` rewrites the generated part.
 * The style hashes change with every CSS edit, so the committed file does not hold them: its CSP names
 * the variable below, which the build defines for each page in dist/_style-sources.nginx (included by the
 * hand-written part).
 */
export const BEGIN_MARKER =
  '# BEGIN generated from src/http-policy/header-rules.ts and content-types.ts (npx tsx src/build/nginx-conf.ts)';
export const END_MARKER = '# END generated';
export const NGINX_CONF_PATH = resolve(import.meta.dirname, '../../deploy/nginx.conf');

const INDENT = '    ';

/** The sources of the pages' `style-src-elem`, defined by the file the build writes (nginxStyleSourcesFile). */
export const STYLE_SOURCES_VARIABLE = '$echojam_style_src_elem';

/** The headers of the site as nginx writes them: the CSP's style element sources come from the variable. */
const HEADERS = siteHeadersWithStyleSources(STYLE_SOURCES_VARIABLE);

/**
 * dist/_style-sources.nginx: defines STYLE_SOURCES_VARIABLE for each page (nginx's map is the one way to set a
 * variable at the http level). nginx evaluates it when it writes the headers, once try_files has set $uri to the
 * file it serves: /criar-sala gives /criar-sala/index.html, /criar-sala/ gives /criar-sala//index.html. Any other
 * $uri (the 404 page after error_page, errors, files that are no page) gets the 404 page's sources.
 */
export function nginxStyleSourcesFile(pages: PageStyleHashes): string {
  const { notFound, others } = splitAtNotFoundPage(pages);
  const entries = others.flatMap(([file, hashes]) => {
    const sources = quoted(styleElementSources(hashes));
    const spellings = file.endsWith('/index.html') ? [file, file.replace(/\/index\.html$/, '//index.html')] : [file];
    return spellings.map((uri) => `${INDENT}${uri} ${sources};`);
  });
  return [
    '# Written by the build (scripts/build.ts): the CSP style sources of each page of this dist/.',
    `map $uri ${STYLE_SOURCES_VARIABLE} {`,
    `${INDENT}default ${quoted(styleElementSources(notFound))};`,
    ...entries,
    '}',
    '',
  ].join('\n');
}

function quoted(value: string): string {
  // nginx expands $variables inside strings and has no escape for "$": only ours may be there.
  if (value.replaceAll(STYLE_SOURCES_VARIABLE, '').includes('$'))
    throw new Error(`Header value cannot go into nginx.conf: ${value}`);
  return `"${value.replace(/["\\]/g, (character) => '\\' + character).replace(/\n/g, '\\n')}"`;
}

function addHeaders(headers: Readonly<Record<string, string>>): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

const indented = (lines: string[]) => lines.map((line) => INDENT + line);

/**
 * Errors nginx writes before it picks a location (bad request lines, 408, 414, the refused paths of the
 * hand-written part) take the server level's headers: the server's error headers. A 405 goes to a named
 * location that answers it as the server does: the same text, the error headers and `Allow`.
 */
function errorBlock(): string[] {
  return [
    ...addHeaders(HEADERS.errors),
    'error_page 405 @method_not_allowed;',
    'location @method_not_allowed {',
    `${INDENT}default_type text/plain;`,
    ...indented(addHeaders({ ...HEADERS.errors, Allow: ALLOWED_METHODS })),
    `${INDENT}return 405 ${quoted(errorBody(405))};`,
    '}',
  ];
}

function typesBlock(): string[] {
  const extensionsByType = new Map<string, string[]>();
  for (const [extension, contentType] of Object.entries(CONTENT_TYPES)) {
    const type = contentType.split(';')[0]!.trim();
    extensionsByType.set(type, [...(extensionsByType.get(type) ?? []), extension.slice(1)]);
  }
  const withCharset = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((type) => /charset=utf-8/i.test(type))
        .map((type) => type.split(';')[0]!.trim()),
    ),
  ];
  return [
    'types {',
    ...[...extensionsByType].map(([type, extensions]) => `${INDENT}${type} ${extensions.join(' ')};`),
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${withCharset.join(' ')};`,
  ];
}

/**
 * One location per rule. nginx picks the longest matching prefix and does not merge add_header between
 * levels, so each location carries every header of its rule and of the rules before it (as `forPath`
 * computes them); for prefix rules this equals the server's "every matching rule, in order". OPTIONS (the
 * one method other than GET and HEAD that the server level lets through) is a CORS preflight where the
 * rule allows cross-origin reads, and 405 elsewhere.
 */
function locationBlock(rule: HeaderRule): string[] {
  const prefix = rule.pattern.endsWith('*') ? rule.pattern.slice(0, -1) : undefined;
  const selector = prefix === undefined ? `= ${rule.pattern}` : prefix === '/' ? '/' : `^~ ${prefix}`;
  const headers = HEADERS.forPath(prefix === undefined ? rule.pattern : prefix + 'x');
  const options = answersPreflight(headers)
    ? [...indented(addHeaders({ ...headers, ...PREFLIGHT_HEADERS })), `${INDENT}return 204;`]
    : [`${INDENT}return 405;`];
  return [
    `location ${selector} {`,
    ...indented(addHeaders(headers)),
    `${INDENT}if ($request_method = OPTIONS) {`,
    ...indented(options),
    `${INDENT}}`,
    // Clean URLs: /criar-sala and /criar-sala/ serve criar-sala/index.html; no /x → x.html fallback.
    `${INDENT}try_files $uri $uri/index.html =404;`,
    '}',
  ];
}

/** The generated lines, indented for the server block. */
function generatedSection(indent = INDENT.repeat(2)): string {
  const lines = [
    ...typesBlock(),
    '',
    ...errorBlock(),
    '',
    ...HEADERS.rules.flatMap((rule) => [...locationBlock(rule), '']),
  ];
  while (lines.at(-1) === '') lines.pop();
  return lines.map((line) => (line === '' ? '' : indent + line)).join('\n');
}

/** `conf` with the part between the markers replaced by the current generated section. */
export function withGeneratedSection(conf: string): string {
  const begin = conf.indexOf(BEGIN_MARKER);
  const end = conf.indexOf(END_MARKER);
  if (begin < 0 || end < begin) throw new Error(`nginx.conf lacks the markers "${BEGIN_MARKER}" … "${END_MARKER}"`);
  const indent = /[ \t]*$/.exec(conf.slice(0, begin))![0];
  const afterBegin = begin + BEGIN_MARKER.length;
  return conf.slice(0, afterBegin) + '\n' + generatedSection(indent) + '\n' + indent + conf.slice(end);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const current = readFileSync(NGINX_CONF_PATH, 'utf8');
  const updated = withGeneratedSection(current);
  writeFileSync(NGINX_CONF_PATH, updated);
  console.log(
    updated === current ? `${NGINX_CONF_PATH} is up to date` : `Rewrote the generated part of ${NGINX_CONF_PATH}`,
  );
}
