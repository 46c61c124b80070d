import { useId } from 'react';
import { UP_NEXT } from '../../src/content/queue.ts';

/** The two songs after the one now playing, in order. */
export function UpNext() {
  const id = useId();
  return (
    <section className="card block block--queue" part="queue" aria-labelledby={`${id}-heading`}>
      <h2 className="block__heading" id={`${id}-heading`}>
        Próximas na fila
      </h2>
      <ol className="queue">
        {UP_NEXT.map((track) => (
          <li key={track.title} className="queue__item">
            <span className="queue__title">{track.title}</span>
            <span className="muted">
              {track.artist} · {track.duration} · por {track.addedBy}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
