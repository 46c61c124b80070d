// @vitest-environment node
/**
 * A colour is written in one file, src/brand/tokens.ts: every page, widget, embed and image takes it from
 * there (generated CSS, custom properties, the logo). This scans the repository's source files (tracked, or
 * new and not ignored) for colour literals elsewhere — hex (#7c3aed) or functional (rgb(…), hsl(…)) — so a
 * stray copy fails here. The allowlist holds only what must be, each with its reason.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

const SOURCE = /\.(css|ts|tsx|js|mjs|cjs|html|svg|md|json)$/;

const ALLOWED: Record<string, string> = {
  'src/brand/tokens.ts': 'the one source of every colour',
  'src/styles/tokens.css': 'generated from the tokens (scripts/check-generated.ts checks it is current)',
  'src/lib/widget-theme.css': 'generated from the tokens (scripts/check-generated.ts checks it is current)',
  'pages/parceiros/index.html': "the partner guide's example of a partner's own theme, not the brand's",
  'src/lib/define-widget.browser.test.tsx': 'a test of style isolation: colours that are deliberately not the brand',
  'src/build/inline-stylesheets.test.ts': 'a test fixture of CSS pruning, not a colour of the site',
  'tests/e2e/embed.spec.ts': "the partner page's own colours, which the widgets must neither take nor change",
  'tests/e2e/partner-server.ts': "the partner page's own colours (a white page)",
  'tests/e2e/partner.spec.ts': 'white, the light page the light theme is measured against',
  'tests/e2e/csp.spec.ts': 'transparent, the computed background of a page whose CSS was blocked',
  'tests/e2e/partial-html.spec.ts': 'transparent, the computed background of an element that draws none',
  'tests/unit/colour-literals.test.ts': 'this test, whose own examples it must recognise',
  'tests/unit/check-generated.test.ts': 'stand-in colours written into copies of generated files, to make them stale',
};

/** Generated outputs: written by a tool from the tokens, never by hand. */
const GENERATED = [/^public\//, /^widgets\/[^/]+\/README\.md$/];

const COLOUR =
  /(?<![\w&/-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(\s*[\d.]/gi;

function sourceFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(output.split('\0'))].filter(
    (path) => SOURCE.test(path) && path !== 'package-lock.json' && !GENERATED.some((pattern) => pattern.test(path)),
  );
}

function colourLiterals(text: string): string[] {
  return [...text.matchAll(COLOUR)].map((match) => match[0]);
}

describe('colour literals', () => {
  it('recognises the forms a colour can be written in, and not anchors or issue numbers', () => {
    expect(colourLiterals('a{color:#7c3aed;b:#FFF;c:rgb(1 2 3);d:rgba(0,0,0,.5);e:hsl(200 50% 50%)}')).toHaveLength(5);
    expect(colourLiterals('href="#conteudo" &#123; issue #17163 lighthouse#17163 function rgba(png)')).toEqual([]);
  });

  it('appear only in the token source and the allowlisted files', () => {
    const offenders: string[] = [];
    for (const path of sourceFiles()) {
      if (path in ALLOWED) continue;
      let text: string;
      try {
        text = readFileSync(resolve(ROOT, path), 'utf8');
      } catch {
        continue; // deleted in the work tree
      }
      const found = colourLiterals(text);
      if (found.length) offenders.push(`${path}: ${[...new Set(found)].join(', ')}`);
    }
    expect(offenders, 'write colours in src/brand/tokens.ts and use its custom properties').toEqual([]);
  });
});
