import { describe, expect, it } from 'vitest';
import { afterParseAndIdle } from './page-ready.ts';

describe('afterParseAndIdle', () => {
  it('resolves once the parsed page is idle, without waiting for the load event', async () => {
    const loading = document.implementation.createHTMLDocument('');
    Object.defineProperty(loading, 'readyState', { value: 'loading', configurable: true });
    let resolved = false;
    const ready = afterParseAndIdle(loading).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved, 'still parsing').toBe(false);
    loading.dispatchEvent(new Event('DOMContentLoaded'));
    await ready;
    expect(resolved).toBe(true);
  });

  it('resolves at once for a page already parsed', async () => {
    await expect(afterParseAndIdle(document)).resolves.toBeUndefined();
  });
});
