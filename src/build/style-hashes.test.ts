// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cspHash, inlineStyles, styleHashes } from './style-hashes.ts';

describe('style hashes for the CSP', () => {
  it('hashes the UTF-8 bytes as CSP expects (sha256- and base64)', () => {
    // SHA-256 of nothing, and of "é" (two bytes in UTF-8), as `openssl dgst -sha256 -binary | base64` gives them.
    expect(cspHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(cspHash('é')).toBe('sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw=');
  });

  it('finds the <style> of the head and those of declarative shadow roots, content as written', async () => {
    const html =
      '<head><style>body{color:red}</style></head><body><echojam-faq><template shadowrootmode="open"><style>:host{display:block}</style><div></div></template></echojam-faq><p title="<style>x</style>">style</p></body>';
    expect(await inlineStyles(html)).toEqual(['body{color:red}', ':host{display:block}']);
  });

  it("lists each of the page's hashes once, sorted", async () => {
    expect(
      await styleHashes(
        '<style>b{}</style><template shadowrootmode="open"><style>a{}</style></template><style>b{}</style>',
      ),
    ).toEqual([cspHash('a{}'), cspHash('b{}')].sort());
    expect(await styleHashes('<p>no style</p>')).toEqual([]);
  });
});
