/** The player demo's sliders, as the product defines them: range 0 to 100, step 1; volume 70, bass 50, treble 60. App-only. */
type MixControlId = 'volume' | 'bass' | 'treble';

export interface MixControl {
  id: MixControlId;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
}

/** The mark next to each control that only works in the app. */
export const APP_ONLY_LABEL = 'Só no app';

export const MIX_CONTROLS: readonly MixControl[] = [
  { id: 'volume', label: 'Volume', value: 70, min: 0, max: 100, step: 1 },
  { id: 'bass', label: 'Graves', value: 50, min: 0, max: 100, step: 1 },
  { id: 'treble', label: 'Agudos', value: 60, min: 0, max: 100, step: 1 },
];
