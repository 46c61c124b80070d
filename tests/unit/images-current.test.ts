// @vitest-environment node
/**
 * The images of public/ are rendered from the designs, the brand tokens and the logo (npm run images).
 * When one of those inputs changes, the committed images are stale until remade: this fails until then.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageInputsHash, RENDERED_FROM } from '../../scripts/image-inputs.ts';

describe('the images of public/', () => {
  it('were rendered from the current designs, tokens and logo (else run `npm run images`)', () => {
    expect(readFileSync(RENDERED_FROM, 'utf8').trim()).toBe(imageInputsHash());
  });
});
