import { useId } from 'react';
import { NOW_PLAYING } from '../../src/content/queue.ts';
import { APP_ONLY_LABEL } from '../../src/content/mixer.ts';

/** The disabled playback buttons; icons are SVG paths in a 24×24 box. */
const PLAYBACK_BUTTONS = [
  { id: 'previous', path: 'M7 6v12M18 6l-8.5 6 8.5 6z', label: 'Música anterior' },
  { id: 'play', path: 'M8 5.5v13l10.5-6.5z', label: 'Tocar' },
  { id: 'next', path: 'M17 6v12M6 6l8.5 6L6 18z', label: 'Próxima música' },
] as const;

interface NowPlayingProps {
  /** The compact teaser shows the song only. */
  withControls: boolean;
}

/** The song now playing and the playback buttons, disabled: their description says why (they work in the app). */
export function NowPlaying({ withControls }: NowPlayingProps) {
  const id = useId();
  return (
    <section className="card block block--now" part="now-playing" aria-labelledby={`${id}-heading`}>
      <h2 className="block__heading" id={`${id}-heading`}>
        Tocando agora
      </h2>
      <p className="now-playing">
        <strong className="now-playing__title">{NOW_PLAYING.title}</strong>
        {/* The duration at the row's end: its place does not depend on how wide the artist's name is drawn,
            so the swap from the fallback to the web face leaves it where it was. */}
        <span className="muted now-playing__meta">
          <span>{NOW_PLAYING.artist}</span>
          <span>
            <span className="visually-hidden">, duração </span>
            {NOW_PLAYING.duration}
          </span>
        </span>
        <span className="muted now-playing__added">Adicionada por {NOW_PLAYING.addedBy}</span>
      </p>
      {withControls && (
        <>
          <ul className="playback" aria-label="Controles de reprodução">
            {PLAYBACK_BUTTONS.map((button) => (
              <li key={button.id}>
                <button
                  className={`playback__button playback__button--${button.id}`}
                  part="playback-button"
                  type="button"
                  disabled
                  aria-label={button.label}
                  aria-describedby={`${id}-reason`}
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d={button.path}
                      fill="currentColor"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
          <p className="app-only-note" id={`${id}-reason`}>
            <span className="app-only" part="app-only">
              {APP_ONLY_LABEL}
            </span>
            {' Os controles de reprodução funcionam no app.'}
          </p>
        </>
      )}
    </section>
  );
}
