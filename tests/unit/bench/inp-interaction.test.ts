// @vitest-environment node
/** The INP interaction read from Lighthouse's work-during-interaction audit, and the run a median is quoted from. */
import { describe, expect, it } from 'vitest';
import type { Result as LighthouseResult } from 'lighthouse';
import { inpInteraction } from '../../../bench/inp-interaction.ts';
import { nearestTo } from '../../../bench/stats.ts';

/** The audit's details as Lighthouse 12.8 writes them (trimmed from a /criar-sala timespan). */
function timespan(details: unknown): LighthouseResult {
  return { audits: { 'work-during-interaction': { details } } } as unknown as LighthouseResult;
}

const TARGET_TABLE = {
  type: 'table',
  headings: [{ key: 'node', valueType: 'node', label: 'Event target' }],
  items: [
    { node: { type: 'node', selector: 'main#conteudo > section.section > div.container > echojam-create-room' } },
  ],
};
const DEBUG = {
  type: 'debugdata',
  interactionType: 'pointerup',
  phases: {
    inputDelay: { startTs: 76365891705, endTs: 76365901161 },
    processingDuration: { startTs: 76365901161, endTs: 76365904489 },
    presentationDelay: { startTs: 76365904489, endTs: 76365972603 },
  },
};

describe('inpInteraction', () => {
  it('gives the event, its target and the three phases in ms', () => {
    expect(
      inpInteraction(
        timespan({
          type: 'list',
          items: [TARGET_TABLE, { type: 'table', headings: [{ key: 'phase' }], items: [] }, DEBUG],
        }),
      ),
    ).toEqual({
      type: 'pointerup',
      target: 'main#conteudo > section.section > div.container > echojam-create-room',
      inputDelayMs: 9.5,
      processingMs: 3.3,
      presentationDelayMs: 68.1,
    });
  });

  it('is null when Lighthouse found no interaction', () => {
    expect(inpInteraction(timespan(undefined))).toBeNull();
    expect(inpInteraction(timespan({ type: 'list', items: [TARGET_TABLE] }))).toBeNull();
    expect(inpInteraction(undefined)).toBeNull();
  });
});

describe('nearestTo', () => {
  it('picks the item whose value is nearest the target', () => {
    const runs = [{ inp: 118.8 }, { inp: 80 }, { inp: 102.4 }];
    expect(nearestTo(runs, 102.4, (run) => run.inp)).toBe(runs[2]);
    expect(nearestTo(runs, 90, (run) => run.inp)).toBe(runs[1]);
    expect(nearestTo([], 90, (run: { inp: number }) => run.inp)).toBeUndefined();
  });
});
