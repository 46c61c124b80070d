/**
 * Every committed file that a script generates must equal what its sources make now: `npm test` runs this
 * first, before the build rewrites the brand files (so a commit that forgot to regenerate one fails), and
 * names each stale file with the command that regenerates it. Each such file says it is generated and by what.
 *
 *   src/styles/tokens.css, src/lib/widget-theme.css,   ← src/brand/tokens.ts    (npx tsx src/build/brand-files.ts,
 *   the colour defaults of widgets/<name>/README.md                               also done by npm run build)
 *   the attribute and event tables of those READMEs   ← widgets/<name>/contract.ts  (npm run docs:widgets)
 *   deploy/nginx.conf between its markers              ← src/http-policy/         (npx tsx src/build/nginx-conf.ts)
 *   public/favicon.svg, public/images/logo-mark.svg    ← src/brand/logo.ts        (npm run images)
 *   the raster images of public/                       ← designs, tokens, logo    (npm run images)
 *
 * The raster images take Chromium to render, so they are judged by the hash of their inputs, which
 * make-images.ts records in scripts/image-sources/rendered-from.sha256. Not checked here: BENCHMARKS.md and
 * bench/results.json (measurements, not derived from sources) and the visual references (npm run
 * test:visual:update). The custom-elements manifest and type declarations are only written to dist/.
 *
 * Run alone: npx tsx scripts/check-generated.ts
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brandFiles } from '../src/build/brand-files.ts';
import { NGINX_CONF_PATH, withGeneratedSection } from '../src/build/nginx-conf.ts';
import { WIDGET_CONTRACTS } from '../src/build/widget-contracts.ts';
import { README_END, README_START, readmeBlock } from '../src/build/widget-readme.ts';
import { imageInputsHash, logoMarkFile, RENDERED_FROM, RENDERED_IMAGES } from './image-inputs.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface StaleFile {
  /** Relative to the repository. */
  path: string;
  /** What regenerates it. */
  command: string;
}

function read(root: string, path: string): string | undefined {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
}

/** The widget README's generated block (between its markers), or undefined when it has none. */
function readmeBlockOf(readme: string | undefined): string | undefined {
  const start = readme?.indexOf(README_START) ?? -1;
  const end = readme?.indexOf(README_END) ?? -1;
  return start < 0 || end < start ? undefined : readme!.slice(start, end + README_END.length);
}

/** The committed generated files under `root` that differ from what their sources make now. */
export async function staleGeneratedFiles(root = ROOT): Promise<StaleFile[]> {
  const stale: StaleFile[] = [];

  for (const file of await brandFiles(root))
    if (read(root, file.path) !== file.content)
      stale.push({ path: file.path, command: 'npx tsx src/build/brand-files.ts (or npm run build)' });

  for (const contract of WIDGET_CONTRACTS) {
    const path = `widgets/${contract.tag.replace(/^echojam-/, '')}/README.md`;
    if (readmeBlockOf(read(root, path)) !== (await readmeBlock(contract, join(root, path))))
      stale.push({ path, command: 'npm run docs:widgets' });
  }

  const nginxPath = relative(ROOT, NGINX_CONF_PATH);
  const nginxConf = read(root, nginxPath);
  if (nginxConf === undefined || withGeneratedSection(nginxConf) !== nginxConf)
    stale.push({ path: nginxPath, command: 'npx tsx src/build/nginx-conf.ts' });

  for (const path of ['public/favicon.svg', 'public/images/logo-mark.svg'])
    if (read(root, path) !== logoMarkFile()) stale.push({ path, command: 'npm run images' });

  if (read(root, relative(ROOT, RENDERED_FROM))?.trim() !== imageInputsHash())
    for (const image of RENDERED_IMAGES) stale.push({ path: `public/${image}`, command: 'npm run images' });

  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stale = await staleGeneratedFiles();
  for (const file of stale)
    console.log(`✗ ${file.path} differs from what its sources make now: regenerate it with ${file.command}`);
  if (stale.length > 0) {
    console.log('Regenerate, then commit the regenerated files with the change that caused them.');
    process.exit(1);
  }
  console.log('Every generated file is up to date with its sources.');
}
