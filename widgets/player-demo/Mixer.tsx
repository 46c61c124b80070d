import { useId } from 'react';
import { APP_ONLY_LABEL, MIX_CONTROLS } from '../../src/content/mixer.ts';

/**
 * Volume, bass and treble as the app shows them: sliders fixed at the sample values, disabled (app-only).
 * The app-only mark is said once, beside the heading, and describes each slider.
 */
export function Mixer() {
  const id = useId();
  return (
    <section className="card block block--mix" part="mixer" aria-labelledby={`${id}-heading`}>
      <div className="block__header">
        <h2 className="block__heading" id={`${id}-heading`}>
          Sua mixagem
        </h2>
        <span className="app-only" part="app-only" id={`${id}-only`}>
          {APP_ONLY_LABEL}
        </span>
      </div>
      <ul className="mixer">
        {MIX_CONTROLS.map((control) => (
          <li key={control.id} className="mixer__control">
            <label className="mixer__label" htmlFor={`${id}-${control.id}`}>
              {control.label}
            </label>
            <input
              className="mixer__slider"
              id={`${id}-${control.id}`}
              type="range"
              min={control.min}
              max={control.max}
              step={control.step}
              value={control.value}
              disabled
              aria-valuetext={`${control.value} de ${control.max}`}
              aria-describedby={`${id}-only`}
            />
            <span className="mixer__value" aria-hidden="true">
              {control.value}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
