import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('embedSnippet', () => {
  it('writes the script tag and the element with its attributes', () => {
    expect(
      embedSnippet('echojam-download-bar', { variant: 'inline', persistent: true }, '', 'https://site.example'),
    ).toBe(
      '<script type="module" src="https://site.example/embed/v1/echojam.js"></script>\n<echojam-download-bar variant="inline" persistent></echojam-download-bar>',
    );
  });

  it('puts the pre-rendered content inside the element', () => {
    expect(
      embedSnippet('echojam-faq', {}, '<template shadowrootmode="open"></template>', 'https://site.example'),
    ).toMatch(/<echojam-faq><template shadowrootmode="open"><\/template><\/echojam-faq>$/);
  });

  it('escapes attribute values', () => {
    expect(embedSnippet('echojam-faq', { title: 'a "b" <c> & d' }, '', 'https://site.example')).toContain(
      'title="a &quot;b&quot; &lt;c> &amp; d"',
    );
  });
});
