// @vitest-environment node
/**
 * scripts/check-generated.ts, which `npm test` runs before the build: on a copy of the repository's generated
 * files, each kind of stale file is named with the command that regenerates it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleGeneratedFiles } from '../../scripts/check-generated.ts';
import { color } from '../../src/brand/tokens.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** What the check reads (Prettier's configuration too: the generated files are formatted as it formats them). */
const COPIED = [
  '.prettierrc.json',
  'src/styles/tokens.css',
  'src/lib/widget-theme.css',
  'widgets',
  'deploy/nginx.conf',
  'public',
  'scripts/image-sources/rendered-from.sha256',
];

let copy: string;

function edit(path: string, change: (content: string) => string): void {
  const file = join(copy, path);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'echojam-generated-'));
  for (const path of COPIED) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
});

afterEach(() => rmSync(copy, { recursive: true, force: true }));

// Formats every generated file with Prettier: seconds on a busy machine.
describe('the check of the generated files', { timeout: 60_000 }, () => {
  it('passes on the files as they are', async () => {
    expect(await staleGeneratedFiles(copy)).toEqual([]);
  });

  it('names each stale file and the command that regenerates it', async () => {
    edit('src/styles/tokens.css', (css) => css.replace(color.accent, '#123456'));
    edit('widgets/faq/README.md', (readme) =>
      readme.replace(/(\| `--echojam-color-text` +\| )`#[0-9a-f]{6}`/, '$1`#000000`'),
    );
    edit('widgets/create-room/README.md', (readme) => readme.replace('## Events', '## Eventos'));
    edit('deploy/nginx.conf', (conf) => conf.replace(/add_header [^\n]+\n/, ''));
    edit('public/favicon.svg', (svg) => svg.replace(/^<!--[^\n]*\n/, ''));
    edit('scripts/image-sources/rendered-from.sha256', () => '0'.repeat(64) + '\n');

    const stale = await staleGeneratedFiles(copy);
    expect(stale).toEqual(
      expect.arrayContaining([
        { path: 'src/styles/tokens.css', command: 'npx tsx src/build/brand-files.ts (or npm run build)' },
        { path: 'widgets/faq/README.md', command: 'npx tsx src/build/brand-files.ts (or npm run build)' },
        { path: 'widgets/create-room/README.md', command: 'npm run docs:widgets' },
        { path: 'deploy/nginx.conf', command: 'npx tsx src/build/nginx-conf.ts' },
        { path: 'public/favicon.svg', command: 'npm run images' },
        { path: 'public/images/og-image.png', command: 'npm run images' },
      ]),
    );
    expect(stale.map((file) => file.path)).not.toContain('src/lib/widget-theme.css');
    expect(stale.map((file) => file.path)).not.toContain('public/images/logo-mark.svg');
  });
});
