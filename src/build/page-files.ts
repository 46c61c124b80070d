import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readPageMetadata, type PageMetadata } from './page-metadata.ts';

const PAGES_DIR = resolve(import.meta.dirname, '../../pages');

export interface PageFile extends PageMetadata {
  /** Clean URL path, as the navigation links it: '/', '/criar-sala'. */
  path: string;
  /** HTML file under pages/. */
  file: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [relative(PAGES_DIR, path).split(sep).join('/')] : [];
  });
}

/** A page file's clean URL path: 'index.html' → '/', 'criar-sala/index.html' → '/criar-sala', '404.html' → '/404'. */
export function pathOfFile(file: string): string {
  return '/' + file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/** Every HTML file of pages/, with its path and the metadata in its head, in no particular order. */
export function readPageFiles(): PageFile[] {
  return htmlFiles(PAGES_DIR).map((file) => ({
    path: pathOfFile(file),
    file,
    ...readPageMetadata(readFileSync(join(PAGES_DIR, file), 'utf8'), `pages/${file}`),
  }));
}
