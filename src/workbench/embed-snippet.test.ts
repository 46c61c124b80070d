import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('embedSnippet', () => {
  it('writes the script tag and the element with its attributes', () => {
    expect(embedSnippet('echojam-download-bar', { variant: 'inline', persistent: true })).toBe(
      '<script type="module" src="https://echojam.app/embed/v1/echojam.js"></script>\n<echojam-download-bar variant="inline" persistent></echojam-download-bar>',
    );
  });

  it('puts the pre-rendered content inside the element', () => {
    expect(embedSnippet('echojam-faq', {}, '<template shadowrootmode="open"></template>')).toMatch(
      /<echojam-faq><template shadowrootmode="open"><\/template><\/echojam-faq>$/,
    );
  });

  it('escapes attribute values', () => {
    expect(embedSnippet('echojam-faq', { title: 'a "b" <c> & d' })).toContain('title="a &quot;b&quot; &lt;c> &amp; d"');
  });
});
