/**
 * Regenerates every image of the site from the designs in scripts/image-sources/:
 *
 *   player.html      → public/images/player-preview-{640,768,1280}.{avif,webp}
 *   og-image.html    → public/images/og-image.png
 *   the logo mark    → public/favicon.svg, public/images/logo-mark.svg, public/favicon-32.png
 *   (src/brand/logo.ts) public/apple-touch-icon.png (opaque, full bleed)
 *
 * The designs get the brand's tokens, fonts and logo from scripts/image-inputs.ts. They are rendered by
 * headless Chromium (playwright-core) with no network, then encoded with sharp. Same sources, same
 * machine → byte-identical outputs. Last, the inputs' hash goes to scripts/image-sources/rendered-from.sha256
 * (scripts/check-generated.ts compares it: the images must be remade when a token they show changes).
 *
 * Run: npx tsx scripts/make-images.ts
 */
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { color } from '../src/brand/tokens.ts';
import { PLAYER_PREVIEW_WIDTHS, playerPreviewFile } from '../src/content/player-preview.ts';
import { imageInputs, imageInputsHash, logoMarkFile, RENDERED_FROM, RENDERED_IMAGES } from './image-inputs.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const BACKGROUND = color.bg;
const INPUTS = imageInputs();

const output = (name: string) => path.join(PUBLIC, name);

// ---------------------------------------------------------------------------------------------
// Rendering

interface Shot {
  width: number;
  height: number;
  /** Device scale factor: the PNG is width*scale × height*scale pixels. */
  scale: number;
  /** Keep transparency (for icons with rounded corners). */
  transparent?: boolean;
}

/** Renders a self-contained HTML document (from a file: a data: font in setContent's blank page is slower to settle). */
async function renderHtml(browser: Browser, html: string, shot: Shot): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'echojam-images-'));
  const file = path.join(dir, 'design.html');
  await writeFile(file, html);
  try {
    return await screenshot(browser, shot, (page) => page.goto(pathToFileURL(file).href).then(() => undefined));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders an SVG so that it fills the whole viewport. */
async function renderSvg(browser: Browser, svg: string, shot: Shot): Promise<Buffer> {
  const html = `<!doctype html><style>html,body{margin:0;background:transparent}
    svg{display:block;width:100vw;height:100vh}</style>${svg}`;
  return screenshot(browser, shot, (page) => page.setContent(html));
}

type Page = Awaited<ReturnType<Browser['newPage']>>;

async function screenshot(browser: Browser, shot: Shot, load: (page: Page) => Promise<void>): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: shot.scale,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
  });
  // Local files only: anything from the network would make the output depend on it.
  await page.route(/^(https?|wss?):/, (route) => route.abort());
  await load(page);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png', omitBackground: shot.transparent ?? false, animations: 'disabled' });
  await page.close();
  return png;
}

// ---------------------------------------------------------------------------------------------
// Outputs

/** The desktop player illustration: 16:10, rendered at 2× and downscaled, AVIF and WebP. */
async function makePlayerPreview(browser: Browser): Promise<void> {
  const png = await renderHtml(browser, INPUTS['player.html']!, { width: 1280, height: 800, scale: 2 });
  for (const width of PLAYER_PREVIEW_WIDTHS) {
    const resized = sharp(png).resize({ width, height: (width * 10) / 16, kernel: 'lanczos3' });
    const avif = await resized.clone().avif({ quality: 56, effort: 6 }).toBuffer();
    // 'drawing' keeps the saturated violet edges (chat bubble, buttons) free of block artefacts.
    const webp = await resized
      .clone()
      .webp({ quality: 80, preset: 'drawing', effort: 6, smartSubsample: true })
      .toBuffer();
    await write(`images/${playerPreviewFile(width, 'avif')}`, avif);
    await write(`images/${playerPreviewFile(width, 'webp')}`, webp);
  }
}

/** The Open Graph / social card: 1200×630 PNG, palette-quantized. */
async function makeOgImage(browser: Browser): Promise<void> {
  const png = await renderHtml(browser, INPUTS['og-image.html']!, { width: 1200, height: 630, scale: 1 });
  const encoded = await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer();
  await write('images/og-image.png', encoded);
}

/** The mark as SVG (favicon and the partner-docs copy) and PNG icons for browsers without SVG favicons and for iOS. */
async function makeIcons(browser: Browser): Promise<void> {
  await mkdir(output('images'), { recursive: true });
  await write('favicon.svg', Buffer.from(logoMarkFile()));
  await write('images/logo-mark.svg', Buffer.from(logoMarkFile()));

  const icons: { file: string; svg: string; size: number; opaque: boolean }[] = [
    { file: 'favicon-32.png', svg: INPUTS['favicon.svg']!, size: 32, opaque: false },
    { file: 'apple-touch-icon.png', svg: INPUTS['app-icon.svg']!, size: 180, opaque: true },
  ];
  for (const icon of icons) {
    const png = await renderSvg(browser, icon.svg, {
      width: icon.size,
      height: icon.size,
      scale: 1,
      transparent: !icon.opaque,
    });
    let image = sharp(png);
    if (icon.opaque) image = image.flatten({ background: BACKGROUND }).removeAlpha();
    await write(
      icon.file,
      await image.png({ compressionLevel: 9, effort: 10, palette: icon.size > 32, quality: 95 }).toBuffer(),
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function write(name: string, data: Buffer): Promise<void> {
  const file = output(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

async function report(): Promise<void> {
  for (const name of [...RENDERED_IMAGES, 'images/logo-mark.svg', 'favicon.svg']) {
    const { size } = await stat(output(name));
    const meta = /\.(png|webp|avif)$/.test(name) ? await sharp(output(name)).metadata() : undefined;
    const dims = meta ? `${meta.width}×${meta.height}` : '';
    console.log(`${name.padEnd(34)} ${dims.padStart(9)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await makeIcons(browser);
  await makePlayerPreview(browser);
  await makeOgImage(browser);
} finally {
  await browser.close();
}
await writeFile(RENDERED_FROM, imageInputsHash() + '\n');
await report();
