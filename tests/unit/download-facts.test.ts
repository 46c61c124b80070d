/**
 * The installer's version, size and SHA-256 come from the build configuration and show beside the download
 * buttons (home, /player, /documentacao); unset, nothing is shown and nothing is invented.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const FACTS = {
  ECHOJAM_DOWNLOAD_VERSION: '2.1.0',
  ECHOJAM_DOWNLOAD_SIZE: '48 MB',
  ECHOJAM_DOWNLOAD_SHA256: 'ab'.repeat(32),
};

async function renderButtons(env: Record<string, string>): Promise<DocumentFragment> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { downloadButtonsTemplate } = await import('../../src/shell/download-buttons.ts');
  const { renderToHtml } = await import('../../src/shell/render-to-html.ts');
  const template = document.createElement('template');
  template.innerHTML = renderToHtml(downloadButtonsTemplate());
  return template.content;
}

describe('download facts beside the buttons', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('shows the version, the size and the checksum when the build sets them', async () => {
    const html = await renderButtons(FACTS);
    const facts = html.querySelector('.download-facts')!;
    const pairs = [...facts.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')!.textContent!.trim(),
      row.querySelector('dd')!.textContent!.trim(),
    ]);
    expect(pairs).toEqual([
      ['Versão', FACTS.ECHOJAM_DOWNLOAD_VERSION],
      ['Tamanho', FACTS.ECHOJAM_DOWNLOAD_SIZE],
      ['SHA-256', FACTS.ECHOJAM_DOWNLOAD_SHA256],
    ]);
    expect(html.querySelectorAll('a[data-download-os]')).toHaveLength(3);
  });

  it('shows only what is set, and nothing at all when none is', async () => {
    const some = await renderButtons({ ...FACTS, ECHOJAM_DOWNLOAD_SIZE: '', ECHOJAM_DOWNLOAD_SHA256: 'nope' });
    expect([...some.querySelectorAll('.download-facts dt')].map((term) => term.textContent)).toEqual(['Versão']);
    const none = await renderButtons({
      ECHOJAM_DOWNLOAD_VERSION: '',
      ECHOJAM_DOWNLOAD_SIZE: '',
      ECHOJAM_DOWNLOAD_SHA256: '',
    });
    expect(none.querySelector('.download-facts')).toBeNull();
    expect(none.textContent).not.toMatch(/Versão|Tamanho|SHA-256/);
  });
});
