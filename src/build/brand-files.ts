/**
 * The files generated from the brand tokens (src/brand/tokens.ts) and committed: the site's custom
 * properties, the widgets' theme, and the "Default" column of each widget README's custom-property
 * table. `npm run build` rewrites them first (so a token change reaches every page, widget and embed);
 * scripts/check-generated.ts (run by `npm test` before the build) fails when a committed one is stale.
 * Run alone: npx tsx src/build/brand-files.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { siteTokensCss, widgetThemeCss } from '../brand/generate.ts';
import { WIDGET_DEFAULTS } from '../brand/widget-defaults.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A README's custom-property rows with their "Default" cell set to the token's value, widths kept. */
export function readmeWithDefaults(readme: string): string {
  return readme.replace(
    /^\| `(--echojam-[a-z0-9-]+)`( *)\| ([^|]*?)( *)\|/gm,
    (row, name: string, pad: string, cell: string, cellPad: string) => {
      const value = WIDGET_DEFAULTS[name];
      if (value === undefined || !name.startsWith('--echojam-color-')) return row;
      const width = cell.length + cellPad.length - 1;
      const next = `\`${value}\``;
      return `| \`${name}\`${pad}| ${next.padEnd(width)} |`;
    },
  );
}

/** `content` as Prettier writes it, so that formatting the tree never makes a generated file stale. */
async function formatted(path: string, content: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(content, { ...options, filepath: path });
}

/** Every generated file: its path (relative to the repository) and its content from the tokens. */
export async function brandFiles(root = ROOT): Promise<{ path: string; content: string }[]> {
  const readmes = readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `widgets/${entry.name}/README.md`)
    .map((path) => ({ path, content: readmeWithDefaults(readFileSync(join(root, path), 'utf8')) }));
  const files = [
    { path: 'src/styles/tokens.css', content: siteTokensCss() },
    { path: 'src/lib/widget-theme.css', content: widgetThemeCss() },
    ...readmes,
  ];
  return Promise.all(
    files.map(async (file) => ({ ...file, content: await formatted(join(root, file.path), file.content) })),
  );
}

/** Writes the files whose content changed; returns their paths. */
export async function writeBrandFiles(root = ROOT): Promise<string[]> {
  const written: string[] = [];
  for (const file of await brandFiles(root)) {
    const path = join(root, file.path);
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // not there yet
    }
    if (current === file.content) continue;
    writeFileSync(path, file.content);
    written.push(file.path);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = await writeBrandFiles();
  console.log(written.length ? `Brand files written: ${written.join(', ')}` : 'Brand files up to date');
}
