import { createHash } from 'node:crypto';

/**
 * The content of every <style> element of an HTML document, those of declarative shadow roots
 * (`<template shadowrootmode>`) included. A <style>'s content is raw text: it ends at the first `</style`.
 */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style/gi)].map((match) => match[1]!);
}

/** The CSP hash source of an inline style's content (`sha256-` and the base64 of its UTF-8 bytes' SHA-256), unquoted. */
export function cspHash(content: string): string {
  return 'sha256-' + createHash('sha256').update(content, 'utf8').digest('base64');
}

/**
 * The hashes of every inline <style> of the built pages, each once, sorted: the sources of the pages'
 * `style-src-elem` (src/server/header-rules.ts). The build writes them into dist/ for our server and nginx.
 */
export function styleHashes(htmlDocuments: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlDocuments) for (const style of inlineStyles(html)) hashes.add(cspHash(style));
  return [...hashes].sort();
}
