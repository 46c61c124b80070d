import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_APP_NOTICE } from '../content/desktop-notice.ts';
import { shareLink } from './share-link.ts';

const URL = 'https://echojam.example/';

describe('shareLink', () => {
  it('uses the Web Share API where the browser has it, and confirms with a toast', async () => {
    const share = vi.fn(() => Promise.resolve());
    const toast = vi.fn(() => Promise.resolve());
    await shareLink(URL, { share }, toast);
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL, text: DESKTOP_APP_NOTICE.shareText }));
    expect(toast).toHaveBeenCalledWith({ type: 'success', title: DESKTOP_APP_NOTICE.sharedTitle });
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const toast = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const share = () => Promise.reject(new DOMException('closed', 'AbortError'));
    await shareLink(URL, { share, clipboard: { writeText } }, toast);
    expect(toast).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link otherwise, and says so; a failed copy shows the address instead', async () => {
    const toast = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    await shareLink(URL, { clipboard: { writeText } }, toast);
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: DESKTOP_APP_NOTICE.copiedTitle }));

    await shareLink(URL, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } }, toast);
    expect(toast).toHaveBeenLastCalledWith({ type: 'error', title: DESKTOP_APP_NOTICE.failedTitle, description: URL });
  });
});
