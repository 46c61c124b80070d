import { useId } from 'react';
import { CONNECTED_USERS, roleLabel } from '../../src/content/connected-users.ts';
import { Icon } from '../../src/lib/icon.tsx';

/** The sample people in the room, each with a role label (Anfitrião, Ativo, Ouvindo). */
export function ConnectedUsers() {
  const id = useId();
  return (
    <section className="card block block--people" part="people" aria-labelledby={`${id}-heading`}>
      <h2 className="block__heading" id={`${id}-heading`}>
        Na sala agora
      </h2>
      <ul className="people">
        {CONNECTED_USERS.map((user) => (
          <li key={user.name} className="people__item">
            <span className="people__avatar" aria-hidden="true">
              <Icon name={user.avatar} size={18} />
            </span>
            <span className="people__name">{user.name}</span>
            <span className={`role role--${user.status}`} part="role">
              {roleLabel(user)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
