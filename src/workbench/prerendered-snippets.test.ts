import { describe, expect, it } from 'vitest';
import { BUILD_TIME_ORIGIN, embedScript } from './embed-snippet.ts';
import { fillPrerenderedSnippets, prerenderedSlot } from './prerendered-snippets.ts';

describe('fillPrerenderedSnippets', () => {
  it("shows the page's rendered element, with the script tag, as text in its slot", async () => {
    const element =
      '<echojam-faq title="a &amp; b > c"><template shadowrootmode="open"><p>Oi</p></template></echojam-faq>';
    const page = `<main>${element}<pre>${prerenderedSlot('echojam-faq')}</pre></main>`;
    const text = `${embedScript(BUILD_TIME_ORIGIN)}\n${element}`
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;');
    expect(await fillPrerenderedSnippets(page)).toBe(`<main>${element}<pre><code>${text}</code></pre></main>`);
  });

  it('leaves a page without slots as it is', async () => {
    expect(await fillPrerenderedSnippets('<main><echojam-faq></echojam-faq></main>')).toBe(
      '<main><echojam-faq></echojam-faq></main>',
    );
  });

  it('fails the build when the element is missing', async () => {
    await expect(fillPrerenderedSnippets(`<pre>${prerenderedSlot('echojam-faq')}</pre>`)).rejects.toThrow(
      /no <echojam-faq> element/,
    );
  });
});
