// @vitest-environment node
/** The traced visit's breakdown: self time of each kind of main-thread work, nested work counted once, clipped to the window. */
import { describe, expect, it } from 'vitest';
import { breakdown, type TraceEvent } from '../../../bench/trace.ts';

const event = (name: string, ts: number, dur: number, cat = 'devtools.timeline'): TraceEvent => ({
  name,
  cat,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  pid: 1,
  tid: 1,
});

describe('breakdown', () => {
  it('gives each event its own time, less the events nested in it', () => {
    const result = breakdown(
      [
        event('ParseHTML', 0, 100),
        event('UpdateLayoutTree', 10, 30),
        event('FontCache::GetFontPlatformData', 20, 10, 'fonts'),
        event('Layout', 50, 20),
        event('Paint', 200, 15),
        event('RunTask', 300, 40, 'toplevel'),
      ],
      0,
      1000_000,
    );
    expect(result.mainThreadMs).toEqual({
      parse: 50,
      style: 20,
      fonts: 10,
      layout: 20,
      paint: 15,
      script: 0,
      other: 40,
    });
    expect(result.busyMs).toBe(155);
    expect(result.topEvents.fonts).toEqual({ 'FontCache::GetFontPlatformData': 10 });
  });

  it('counts only the part of an event inside the window', () => {
    const result = breakdown([event('Layout', 90, 20), event('Paint', 150, 10)], 0, 100_000);
    expect(result.mainThreadMs.layout).toBe(10);
    expect(result.mainThreadMs.paint).toBe(0);
  });

  it('ignores events that are not complete (no duration)', () => {
    const result = breakdown([{ ...event('Layout', 0, 10), ph: 'I', dur: undefined }], 0, 100_000);
    expect(result.busyMs).toBe(0);
  });
});
