import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction, afterLoadAndIdle } from './page-ready.ts';

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('page-ready', () => {
  afterEach(() => vi.useRealTimers());

  it('afterFirstInteraction waits for the visitor…', async () => {
    vi.useFakeTimers();
    const ready = afterFirstInteraction(document, 3000);
    expect(await settled(ready)).toBe(false);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(ready)).toBe(true);
  });

  it('…or for a quiet page after loading', async () => {
    vi.useFakeTimers();
    const ready = afterFirstInteraction(document, 3000);
    await vi.advanceTimersByTimeAsync(2900);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await settled(ready)).toBe(true);
  });

  it('afterLoadAndIdle resolves once the loaded page is idle', async () => {
    await expect(afterLoadAndIdle(document)).resolves.toBeUndefined();
  });
});
