/**
 * What the page itself observes during a user-flow visit, from the first document on: every layout
 * shift (between the steps too, and flagged when it came right after input), every long task and long
 * animation frame with the scripts that ran in it (also between the navigation and the timespan, which
 * neither Lighthouse step covers) and the longest interaction (Event Timing, 16 ms threshold), for when
 * Lighthouse reports no INP.
 */
import type { Page } from 'puppeteer-core';

export interface ObservedShift {
  value: number;
  hadRecentInput: boolean;
  /** ms since navigation start. */
  at: number;
  /** The elements that moved, as `tag.class` (shadow hosts named by their tag). */
  sources: string[];
}

export interface LongFrame {
  at: number;
  duration: number;
  /** Blocking duration (each long task's part beyond 50 ms). */
  blocking: number;
  scripts: { source: string; duration: number }[];
}

export interface PageObservations {
  shifts: ObservedShift[];
  /** Long tasks (> 50 ms): start (ms since navigation start) and duration, as measured under the CPU throttling. */
  longTasks: { at: number; duration: number }[];
  /** Long animation frames (LoAF, > 50 ms) with the scripts that ran in them: who the long tasks belong to. */
  frames: LongFrame[];
  /** The longest interaction (Event Timing duration, ms), null when none reached 16 ms. */
  longestInteractionMs: number | null;
  /** Interactions of 16 ms or more. */
  interactionCount: number;
}

/** Installed before any script of every document of the page. A string: nothing of tsx's output enters the page. */
const PROBE = `(() => {
  globalThis.__name = (target) => target;
  const probe = { shifts: [], longTasks: [], frames: [], interactions: new Map() };
  Object.defineProperty(window, '__benchProbe', { value: probe });
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node && node.parentElement ? describe(node.parentElement) : '(text)';
    const host = node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host.localName + ' > ' : '';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    return host + node.localName + cls;
  };
  const observe = (type, callback, extra) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true, ...extra });
    } catch {}
  };
  observe('layout-shift', (entry) =>
    probe.shifts.push({
      value: entry.value,
      hadRecentInput: entry.hadRecentInput,
      at: Math.round(entry.startTime),
      sources: (entry.sources || []).map((source) => describe(source.node)),
    }),
  );
  observe('longtask', (entry) => probe.longTasks.push({ at: Math.round(entry.startTime), duration: Math.round(entry.duration) }));
  observe('long-animation-frame', (entry) =>
    probe.frames.push({
      at: Math.round(entry.startTime),
      duration: Math.round(entry.duration),
      blocking: Math.round(entry.blockingDuration),
      scripts: (entry.scripts || []).map((script) => ({ source: script.sourceURL || script.invoker || '?', duration: Math.round(script.duration) })),
    }),
  );
  observe(
    'event',
    (entry) => {
      if (!entry.interactionId) return;
      probe.interactions.set(entry.interactionId, Math.max(probe.interactions.get(entry.interactionId) || 0, entry.duration));
    },
    { durationThreshold: 16 },
  );
})();`;

export async function installProbe(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(PROBE);
}

export async function readProbe(page: Page): Promise<PageObservations> {
  return page.evaluate(() => {
    const probe = (
      window as unknown as {
        __benchProbe?: {
          shifts: ObservedShift[];
          longTasks: { at: number; duration: number }[];
          frames: LongFrame[];
          interactions: Map<number, number>;
        };
      }
    ).__benchProbe;
    if (!probe) throw new Error('the page probe is missing (installed after the document started?)');
    const durations = [...probe.interactions.values()];
    return {
      shifts: probe.shifts,
      longTasks: probe.longTasks,
      frames: probe.frames,
      longestInteractionMs: durations.length ? Math.max(...durations) : null,
      interactionCount: durations.length,
    };
  });
}

/**
 * The blocking time of the long animation frames in which a script of `origin` ran (the site's own code),
 * over the whole visit: the steps and the moments between them. Frames in which only the measuring tools
 * ran (Lighthouse's and puppeteer's evaluations, DevTools commands) are not the page's work and are left out.
 */
export function scriptBlockingTime(frames: readonly LongFrame[], origin: string): number {
  return frames
    .filter((frame) => frame.scripts.some((script) => script.source.startsWith(origin + '/')))
    .reduce((sum, frame) => sum + frame.blocking, 0);
}
