/**
 * What the page itself observes during a visit, from the first byte of the document on: its LCP and FCP,
 * every layout shift (flagged when it came within 500 ms of a click or key), every long task, the long
 * animation frames with the scripts that ran in them, and each interaction's duration (Event Timing).
 */
import type { Page } from 'playwright-core';

export interface ObservedShift {
  value: number;
  hadRecentInput: boolean;
  /** ms since navigation start. */
  at: number;
  /** The elements that moved, as `tag.class` (shadow hosts named by their tag). */
  sources: string[];
}

export interface Observations {
  lcpMs: number | null;
  /** The LCP's image, or null when it is text. */
  lcpUrl: string | null;
  fcpMs: number | null;
  /** When the HTML had fully arrived. */
  htmlEndMs: number;
  shifts: ObservedShift[];
  longTasks: { at: number; duration: number }[];
  /** Long animation frames (> 50 ms) and the scripts in them: who the long tasks belong to. */
  frames: { at: number; duration: number; scripts: string[] }[];
  /** Each interaction's longest event duration, ms (Event Timing, 16 ms threshold). */
  interactions: number[];
}

/** Installed before any script of every document. A string: nothing of tsx's output enters the page. */
export const PROBE = `(() => {
  globalThis.__name = (target) => target;
  const probe = { lcp: null, shifts: [], longTasks: [], frames: [], interactions: new Map() };
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
  observe('largest-contentful-paint', (entry) => { probe.lcp = { at: Math.round(entry.startTime), url: entry.url || null }; });
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
      scripts: (entry.scripts || []).map((script) => script.sourceURL || script.invoker || '?'),
    }),
  );
  observe('event', (entry) => {
    if (entry.interactionId) probe.interactions.set(entry.interactionId, Math.max(probe.interactions.get(entry.interactionId) || 0, entry.duration));
  }, { durationThreshold: 16 });
})();`;

export function readProbe(page: Page): Promise<Observations> {
  return page.evaluate(() => {
    type Probe = {
      lcp: { at: number; url: string | null } | null;
      shifts: ObservedShift[];
      longTasks: { at: number; duration: number }[];
      frames: { at: number; duration: number; scripts: string[] }[];
      interactions: Map<number, number>;
    };
    const probe = (window as unknown as { __benchProbe?: Probe }).__benchProbe;
    if (!probe) throw new Error('the page probe is missing');
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      lcpMs: probe.lcp?.at ?? null,
      lcpUrl: probe.lcp?.url ?? null,
      fcpMs: fcp ? Math.round(fcp.startTime) : null,
      htmlEndMs: Math.round(navigation.responseEnd),
      shifts: probe.shifts,
      longTasks: probe.longTasks,
      frames: probe.frames,
      interactions: [...probe.interactions.values()].map(Math.round),
    };
  });
}
