import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteOriginHtml } from '../src/shell/site-origin.ts';

/** The guide's placeholder (pages/parceiros/index.html) for the pinned embed's script tag. */
const GUIDE_PLACEHOLDER = '<code data-pinned-embed></code>';

export interface PinnedEmbed {
  /** The folder under /embed/: v<package version>-<first 8 hex digits of the file's SHA-256>. */
  folder: string;
  /** Subresource Integrity of its echojam.js (sha384, base64). */
  integrity: string;
}

/** Where a pinned file goes and its integrity: the content is in the name, so a path never serves two files. */
export function pinnedEmbed(code: Buffer, version: string): PinnedEmbed {
  return {
    folder: `v${version}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}`,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
  };
}

/**
 * The immutable, versioned embed: the self-contained module of `vite build --mode pinned`
 * (`builtFile`) goes to dist/embed/<folder>/echojam.js (cached a year: src/http-policy/header-rules.ts),
 * and the partner guide's placeholder becomes the script tag with its `integrity`, from the configured
 * site address, or (none configured) from the address the guide is served from, which the site's script
 * writes in (src/shell/site-origin.ts).
 */
export function publishPinnedEmbed(
  builtFile: string,
  dist: string,
  version: string,
  siteUrl: string | undefined,
): PinnedEmbed {
  const code = readFileSync(builtFile);
  const pinned = pinnedEmbed(code, version);
  mkdirSync(join(dist, 'embed', pinned.folder), { recursive: true });
  writeFileSync(join(dist, 'embed', pinned.folder, 'echojam.js'), code);

  const guidePath = join(dist, 'parceiros', 'index.html');
  const guide = readFileSync(guidePath, 'utf8');
  if (!guide.includes(GUIDE_PLACEHOLDER))
    throw new Error(`${guidePath} has no ${GUIDE_PLACEHOLDER} for the pinned embed`);
  const tag = `&lt;script type="module"\n  src="${siteOriginHtml(siteUrl)}/embed/${pinned.folder}/echojam.js"\n  integrity="${pinned.integrity}"\n  crossorigin="anonymous"&gt;&lt;/script&gt;`;
  writeFileSync(guidePath, guide.replace(GUIDE_PLACEHOLDER, `<code data-pinned-embed>${tag}</code>`));
  return pinned;
}
