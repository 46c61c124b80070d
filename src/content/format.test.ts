// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount } from './format.ts';

describe('formatCount', () => {
  it('writes whole numbers as pt-BR does, a dot every three digits', () => {
    const ptBr = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 42, 999, 1000, 2847, 12500, 999999, 1234567, 2.4, 2846.5])
      expect(formatCount(value), String(value)).toBe(ptBr.format(value));
  });
});
