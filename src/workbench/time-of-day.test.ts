// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeOfDay } from './time-of-day.ts';

describe('timeOfDay', () => {
  it('writes hours, minutes and seconds as pt-BR does', () => {
    for (const date of [
      new Date(2026, 10, 23, 0, 0, 0),
      new Date(2026, 10, 23, 9, 5, 7),
      new Date(2026, 10, 23, 23, 59, 59),
    ]) {
      expect(timeOfDay(date)).toBe(date.toLocaleTimeString('pt-BR'));
    }
  });
});
