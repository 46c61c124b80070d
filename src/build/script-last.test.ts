// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moveModuleScriptsLast } from './script-last.ts';

describe('moveModuleScriptsLast', () => {
  it('moves the module scripts from <head> to the end of <body>, in order, and leaves data blocks where they are', async () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/main-Ab12.js"></script>\n<script type="application/ld+json">{}</script></head>' +
      '<body><main><img src="/a.avif"></main><script type="module" src="/assets/other.js"></script></body>';
    expect(await moveModuleScriptsLast(html)).toBe(
      '<head><script type="application/ld+json">{}</script></head><body><main><img src="/a.avif"></main>' +
        '<script type="module" crossorigin src="/assets/main-Ab12.js"></script>\n<script type="module" src="/assets/other.js"></script>\n</body>',
    );
  });

  it('reads a ">" in an attribute value as part of the tag', async () => {
    const html = '<head><script type="module" src="/a.js" data-note="1 > 0"></script></head><body><p>x</p></body>';
    expect(await moveModuleScriptsLast(html)).toBe(
      '<head></head><body><p>x</p><script type="module" src="/a.js" data-note="1 > 0"></script>\n</body>',
    );
  });

  it('leaves a page without a module script as it is', async () => {
    const html = '<head><title>x</title></head><body><p>x</p></body>';
    expect(await moveModuleScriptsLast(html)).toBe(html);
  });
});
