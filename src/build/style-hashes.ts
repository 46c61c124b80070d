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
 * The hashes of a page's inline <style> elements, each once, sorted: the sources of that page's
 * `style-src-elem` (src/http-policy/header-rules.ts). The build writes them into dist/ for our server and nginx.
 */
export function styleHashes(html: string): string[] {
  return [...new Set(inlineStyles(html).map(cspHash))].sort();
}
