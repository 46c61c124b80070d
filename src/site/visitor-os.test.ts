import { describe, expect, it } from 'vitest';
import { isHandheld, markVisitorSystem } from './visitor-os.ts';

const WINDOWS = { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', platform: 'Win32' };
const IPHONE = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
  platform: 'iPhone',
};
const IPAD_AS_DESKTOP = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
  platform: 'MacIntel',
  maxTouchPoints: 5,
};

function page(): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = ['windows', 'mac', 'linux']
    .map(
      (os) =>
        `<ul class="download-buttons"><li><a class="button button--secondary" data-download-os="${os}">Baixar<span class="visually-hidden"> (abre em nova aba)</span></a></li></ul>`,
    )
    .join('');
  return doc;
}

const classesOf = (doc: Document) =>
  [...doc.querySelectorAll<HTMLAnchorElement>('a')].map((link) => [link.dataset.downloadOs, link.className]);

describe('markVisitorSystem', () => {
  it("makes the visitor's system primary and leaves the other two secondary", () => {
    const doc = page();
    markVisitorSystem(doc, WINDOWS);
    expect(classesOf(doc)).toEqual([
      ['windows', 'button button--primary'],
      ['mac', 'button button--secondary'],
      ['linux', 'button button--secondary'],
    ]);
    expect(doc.querySelector('[data-download-os="windows"] .visually-hidden')!.textContent).toContain('seu sistema');
  });

  it('leaves a phone three equal buttons and marks the page as handheld', () => {
    const doc = page();
    markVisitorSystem(doc, IPHONE);
    expect(classesOf(doc).every(([, classes]) => classes === 'button button--secondary')).toBe(true);
    expect(doc.documentElement.classList.contains('is-handheld')).toBe(true);
  });

  it('tells an iPad asking for the desktop site from a Mac by its touch points', () => {
    expect(isHandheld(IPAD_AS_DESKTOP)).toBe(true);
    expect(isHandheld({ ...IPAD_AS_DESKTOP, maxTouchPoints: 0 })).toBe(false);
    expect(isHandheld(WINDOWS)).toBe(false);
  });
});
