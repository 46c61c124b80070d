// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitAtOpening } from './opening-css.ts';

describe('splitAtOpening', () => {
  it('keeps for the opening the rules its classes can match (and those naming no class), and leaves every other rule to the rest', () => {
    const css =
      'p{margin:0}.lead{padding:0}.header .brand{gap:1px}.footer{padding:0}@media (width>=40rem){.lead{gap:2px}.card{gap:3px}}';
    expect(splitAtOpening(css, new Set(['lead', 'header', 'brand']))).toEqual({
      opening: 'p{margin:0}.lead{padding:0}.header .brand{gap:1px}@media (width>=40rem){.lead{gap:2px}}',
      rest: '.footer{padding:0}@media (width>=40rem){.card{gap:3px}}',
    });
  });

  it('repeats in the rest a rule of the opening that an earlier rule of the rest could override, and the later rules that one could override in turn', () => {
    // .late comes before .lead and sets the same property: moved after .lead, it would win on an element with both.
    // The @media rule of .lead sets nothing .late sets, but the repeated .lead would override it: repeated too.
    const css =
      '.late{gap:1px}.lead{gap:2px;font-size:2rem}@media (width<40rem){.lead{font-size:1rem}}.lead-only{padding:0}';
    expect(splitAtOpening(css, new Set(['lead', 'lead-only']))).toEqual({
      opening: '.lead{gap:2px;font-size:2rem}@media (width<40rem){.lead{font-size:1rem}}.lead-only{padding:0}',
      rest: '.late{gap:1px}.lead{gap:2px;font-size:2rem}@media (width<40rem){.lead{font-size:1rem}}',
    });
  });

  it('counts a shorthand and its longhands, and physical and logical sizes, as setting the same thing', () => {
    const css = '.late{margin-top:1px;inline-size:2px}.lead{margin:0}.title{width:3px}.other{gap:0}';
    expect(splitAtOpening(css, new Set(['lead', 'title', 'other'])).rest).toBe(
      '.late{inline-size:2px;margin-top:1px}.lead{margin:0}.title{width:3px}',
    );
  });
});
