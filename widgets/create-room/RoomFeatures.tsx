import { memo, useId } from 'react';
import { ROOM_FEATURES } from '../../src/content/features.ts';
import { Icon } from '../../src/lib/icon.tsx';

/** What every Jam comes with: static, so never rendered again after the first time. */
export const RoomFeatures = memo(function RoomFeatures() {
  const id = useId();
  return (
    <section className="card features" part="features" aria-labelledby={`${id}-features`}>
      <h2 className="features__title" id={`${id}-features`}>
        Toda Jam vem com
      </h2>
      <ul className="features__list">
        {ROOM_FEATURES.map((feature) => (
          <li key={feature.id} className="features__item">
            <span className="features__icon">
              <Icon name={feature.icon} size={20} />
            </span>
            <span>
              <strong className="features__name">{feature.title}</strong>
              <span className="features__description">{feature.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});
