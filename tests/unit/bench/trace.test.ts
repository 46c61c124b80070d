// @vitest-environment node
/**
 * The traced visit's breakdown (self time of each kind of main-thread work, nested work counted once, clipped
 * to the window), the thread's own CPU time, and which thread is the page's.
 */
import { describe, expect, it } from 'vitest';
import { breakdown, pageMainThread, threadCpuMs, type TraceEvent } from '../../../bench/trace.ts';

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

describe('threadCpuMs', () => {
  const task = (ts: number, dur: number, tdur: number): TraceEvent => ({
    ...event('RunTask', ts, dur),
    tdur: tdur * 1000,
  });

  it("sums the thread time of the top-level tasks that start in the window, not their nested events' again", () => {
    const nested = { ...event('Layout', 12, 5), tdur: 4000 };
    expect(threadCpuMs([task(10, 30, 12), nested, task(50, 20, 7.5), task(120, 10, 9)], 0, 100_000)).toBe(19.5);
  });

  it('leaves out a task that starts before the window or at its end', () => {
    expect(threadCpuMs([task(0, 30, 12), task(40, 10, 3), task(100, 10, 9)], 5_000, 100_000)).toBe(3);
  });

  it('counts a task without thread time as none', () => {
    expect(threadCpuMs([event('RunTask', 10, 30)], 0, 100_000)).toBe(0);
  });
});

describe('pageMainThread', () => {
  const url = 'http://127.0.0.1:1234/sobre';
  const parse: TraceEvent = { ...event('ParseHTML', 50, 5), pid: 7, tid: 3, args: { beginData: { url } } };
  const start: TraceEvent = {
    ...event('navigationStart', 20, 0),
    ph: 'R',
    pid: 7,
    tid: 3,
    args: { data: { documentLoaderURL: url } },
  };

  it("keeps the events of the thread that parsed the page's HTML, from its navigation's start", () => {
    const other = { ...event('Paint', 60, 5), pid: 7, tid: 9 };
    const blank = { ...start, ts: 1_000, args: { data: { documentLoaderURL: '' } } };
    const elsewhere = { ...start, pid: 5 };
    expect(pageMainThread([elsewhere, blank, start, parse, other], url)).toEqual({
      thread: [blank, start, parse],
      start: 20_000,
    });
  });

  it('is null when no thread parsed that URL', () => {
    expect(pageMainThread([start, parse], 'http://127.0.0.1:1234/404')).toBeNull();
  });
});
