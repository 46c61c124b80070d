import { createHash } from 'node:crypto';
import { rewriteHtml } from './html-rewriter.ts';

/**
 * The content of every <style> element of an HTML document, those of declarative shadow roots
 * (`<template shadowrootmode>`) included.
 */
export async function inlineStyles(html: string): Promise<string[]> {
  const styles: string[] = [];
  let inStyle = false;
  await rewriteHtml(html, (rewriter) => {
    rewriter.on('startTag', (tag) => {
      inStyle = tag.tagName === 'style';
      if (inStyle) styles.push('');
    });
    rewriter.on('endTag', () => (inStyle = false));
    // A <style>'s content is raw text: what is written is what the browser hashes.
    rewriter.on('text', (_text, raw) => {
      if (inStyle) styles[styles.length - 1] += raw;
    });
  });
  return styles;
}

/** The CSP hash source of an inline style's content (`sha256-` and the base64 of its UTF-8 bytes' SHA-256), unquoted. */
export function cspHash(content: string): string {
  return 'sha256-' + createHash('sha256').update(content, 'utf8').digest('base64');
}

/**
 * The hashes of a page's inline <style> elements, each once, sorted: the sources of that page's
 * `style-src-elem` (src/http-policy/header-rules.ts). The build writes them into dist/ for our server and nginx.
 */
export async function styleHashes(html: string): Promise<string[]> {
  return [...new Set((await inlineStyles(html)).map(cspHash))].sort();
}
