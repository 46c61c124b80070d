import type { TemplateResult } from 'lit-html';
import { PLAYER_FEATURES } from '../content/features.ts';
import { featureGrid } from './feature-grid.ts';

/** The player page's three cards: what the demo only shows and the app does. */
export function playerFeatures(): TemplateResult {
  return featureGrid(PLAYER_FEATURES, { compact: true });
}
