/** The interaction behind Lighthouse's INP of a timespan, split into the phases of Event Timing. */
import type { Result as LighthouseResult } from 'lighthouse';

export interface InpInteraction {
  /** The event Lighthouse reports (pointerup, keydown…) and the element it was dispatched to (a shadow host for a widget's markup). */
  type: string;
  target: string;
  inputDelayMs: number;
  processingMs: number;
  presentationDelayMs: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The INP interaction's phases, from the debug data of Lighthouse's work-during-interaction audit (trace timestamps in µs). */
export function inpInteraction(lhr: LighthouseResult | undefined): InpInteraction | null {
  const items = (lhr?.audits['work-during-interaction']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  type Span = { startTs: number; endTs: number };
  const debug = items.find(
    (item): item is { type: 'debugdata'; interactionType?: string; phases?: Record<string, Span> } =>
      (item as { type?: string }).type === 'debugdata',
  );
  const phases = debug?.phases;
  if (!debug || !phases?.inputDelay || !phases.processingDuration || !phases.presentationDelay) return null;
  const targetTable = items.find(
    (item) => (item as { headings?: { key?: string }[] }).headings?.[0]?.key === 'node',
  ) as { items?: { node?: { selector?: string } }[] } | undefined;
  const ms = (span: Span) => round1((span.endTs - span.startTs) / 1000);
  return {
    type: debug.interactionType ?? '',
    target: targetTable?.items?.[0]?.node?.selector ?? '',
    inputDelayMs: ms(phases.inputDelay),
    processingMs: ms(phases.processingDuration),
    presentationDelayMs: ms(phases.presentationDelay),
  };
}
