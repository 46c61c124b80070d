/**
 * The floor under every LCP figure: a page of one heading and one sentence, with no CSS, script, image or
 * web font, visited the same way as the site's pages. Its LCP is what this machine, its Chromium and the
 * emulated link take before any of the site's own work (the connection, the navigation, the first frame of
 * a 4×-slowed renderer); every route's LCP includes it. Written into the bench's snapshot of dist/ only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FLOOR_PATH = '/bench-floor/';

const FLOOR_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Piso do bench</title></head>' +
  '<body><h1>Escute junto, viva o som</h1><p>Uma página sem CSS, sem script e sem fonte.</p></body></html>';

export function writeFloorPage(distDir: string): void {
  mkdirSync(join(distDir, FLOOR_PATH), { recursive: true });
  writeFileSync(join(distDir, FLOOR_PATH, 'index.html'), FLOOR_HTML);
}
