// @vitest-environment node
/**
 * `npm run dev` (scripts/dev.ts): it prints its address, serves the pages at their clean URLs, and shows an
 * edit to a page without a restart. The edit goes into pages/index.html and is taken back afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const HOME_PAGE = resolve(ROOT, 'pages/index.html');

let server: ChildProcess | undefined;
let origin = '';

/** Starts the dev server on a free port and resolves with the address it prints. */
function startDevServer(): Promise<string> {
  return new Promise((resolveOrigin, reject) => {
    server = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/dev.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Local:\s+(http:\/\/[^/\s]+)\//.exec(stripVTControlCharacters(output))?.[1];
      if (address) resolveOrigin(address);
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) =>
      reject(new Error(`npm run dev exited (${code}) before printing its address:\n${output}`)),
    );
  });
}

// Starting Vite and the first build-time render of the widgets take tens of seconds on a busy machine.
describe('npm run dev', { timeout: 480_000 }, () => {
  beforeAll(async () => {
    origin = await startDevServer();
  }, 480_000);

  afterAll(() => {
    server?.kill();
  });

  it('serves every page at its clean URL, and the 404 page for a path that is no page', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<echojam-download-bar');
    const page = await fetch(`${origin}/criar-sala`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Criar Sala');
    expect((await fetch(`${origin}/esta-pagina-nao-existe`)).status).toBe(404);
  });

  it('shows an edit to a page on the next request, without a restart', async () => {
    const original = readFileSync(HOME_PAGE, 'utf8');
    const marker = `Edição de teste ${process.pid}`;
    try {
      writeFileSync(HOME_PAGE, original.replace('<main id="conteudo">', `<main id="conteudo"><p>${marker}</p>`));
      expect(await (await fetch(`${origin}/`)).text()).toContain(marker);
    } finally {
      writeFileSync(HOME_PAGE, original);
    }
    expect(await (await fetch(`${origin}/`)).text()).not.toContain(marker);
  });
});
