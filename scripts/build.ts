import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { configurationWarnings, SITE_URL } from '../src/config.ts';
import { customElementsManifest, jsxDeclarations, typeDeclarations } from '../src/build/custom-elements-manifest.ts';
import { SITE_ROUTES } from '../src/build/site-routes.ts';
import { WIDGET_CONTRACTS } from '../src/build/widget-contracts.ts';
import { writeBrandFiles } from '../src/build/brand-files.ts';
import { styleHashes } from '../src/build/style-hashes.ts';
import { HEADERS_FILE, NGINX_STYLE_SOURCES_FILE, STYLE_HASHES_FILE } from '../src/http-policy/deploy-files.ts';
import { staticHostHeadersFile } from '../src/build/headers-file.ts';
import { siteHeaders } from '../src/http-policy/header-rules.ts';
import { nginxStyleSourcesFile } from '../src/build/nginx-conf.ts';
import { styleHashesJson } from '../src/server/style-hashes-file.ts';
import { PINNED_OUT_DIR } from '../vite.embed.config.ts';
import { imageInputsHash, RENDERED_FROM } from './image-inputs.ts';
import { publishPinnedEmbed } from './pinned-embed.ts';
import { writeStamp } from './build-stamp.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|md|ts)$/;

/**
 * The sitemap's locations must be absolute URLs: without a configured site address there is none to
 * write, and an empty <urlset> is not a valid sitemap, so the file is left out (crawlers follow the links).
 */
function sitemap(siteUrl: string): string {
  const today = new Date().toISOString().slice(0, 10);
  const urls = SITE_ROUTES.filter((route) => route.indexable).map(
    (route) => `  <url><loc>${siteUrl}${route.path}</loc><lastmod>${today}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled; the Sitemap line (an absolute URL) only when the site's address is configured. */
function robots(siteUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n` + (siteUrl === undefined ? '' : `\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes x.br and x.gz next to every text file, when smaller: the server sends them as they are. */
function precompress(): void {
  for (const path of filesUnder(DIST)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) writeFileSync(path + '.br', brotli);
    if (gzip.length < content.length) writeFileSync(path + '.gz', gzip);
  }
}

const started = Date.now();
// Facts only the product's owner can give (privacy controller and contact, the site's address): the pages do without them.
for (const warning of configurationWarnings()) console.warn(`Warning: ${warning}`);
// The CSS generated from the brand tokens first, so a token change reaches every page, widget and embed.
for (const path of await writeBrandFiles()) console.log(`Regenerated ${path} from src/brand/tokens.ts`);
// The images of public/ show the brand's tokens and logo: a token edit reaches them too (needs Chromium).
if (readFileSync(RENDERED_FROM, 'utf8').trim() !== imageInputsHash()) {
  console.log('The images of public/ are older than their designs, tokens or logo: remaking them (npm run images)');
  const images = spawnSync('npx', ['tsx', join(ROOT, 'scripts/make-images.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (images.status !== 0) throw new Error('npm run images failed: the images of public/ are stale');
}
await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
await build({ configFile: join(ROOT, 'vite.embed.config.ts'), logLevel: 'warn' });
await build({ configFile: join(ROOT, 'vite.embed.config.ts'), mode: 'pinned', logLevel: 'warn' });
mkdirSync(DIST, { recursive: true });
if (SITE_URL !== undefined) writeFileSync(join(DIST, 'sitemap.xml'), sitemap(SITE_URL));
writeFileSync(join(DIST, 'robots.txt'), robots(SITE_URL));
// Each page's CSP names its own inline <style> elements (page CSS, widgets' shadow roots) by hash: for our server, nginx and static hosts.
const pageFiles = filesUnder(DIST).filter((path) => path.endsWith('.html'));
const pageStyles = Object.fromEntries(
  await Promise.all(
    pageFiles.map(async (path) => [
      '/' + relative(DIST, path).split(sep).join('/'),
      await styleHashes(readFileSync(path, 'utf8')),
    ]),
  ),
) as Record<string, string[]>;
writeFileSync(join(DIST, STYLE_HASHES_FILE), styleHashesJson(pageStyles));
writeFileSync(join(DIST, NGINX_STYLE_SOURCES_FILE), nginxStyleSourcesFile(pageStyles));
writeFileSync(join(DIST, HEADERS_FILE), staticHostHeadersFile(siteHeaders(pageStyles).rules));
const EMBED = join(DIST, 'embed', 'v1');
writeFileSync(
  join(EMBED, 'custom-elements.json'),
  JSON.stringify(customElementsManifest(WIDGET_CONTRACTS), null, 2) + '\n',
);
writeFileSync(join(EMBED, 'echojam.d.ts'), typeDeclarations(WIDGET_CONTRACTS));
writeFileSync(join(EMBED, 'echojam-jsx.d.ts'), jsxDeclarations(WIDGET_CONTRACTS));
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
publishPinnedEmbed(join(PINNED_OUT_DIR, 'echojam.js'), DIST, version, SITE_URL);
precompress();
// The stamp tells `npm start` that the build completed, when, and with which ECHOJAM_* values.
writeStamp(join(ROOT, '.cache', 'build-stamp'));
const files = filesUnder(DIST).length;
console.log(`Built dist/ (${files} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
