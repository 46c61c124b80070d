import { useId } from 'react';
import { QUEUE_NOTE, UP_NEXT } from '../../src/content/queue.ts';
import { Icon } from '../../src/lib/icon.tsx';

/** The two songs after the one now playing, in order, and how the shared queue is ordered. */
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
      <p className="queue__note muted">
        <Icon className="inline-icon" name="ballot" size={16} /> {QUEUE_NOTE}
      </p>
    </section>
  );
}
