import { useId } from 'react';
import { formatCount } from '../../src/content/format.ts';
import { roomAvatars, SAMPLE_ROOMS, TRENDING_LABEL } from '../../src/content/rooms.ts';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import type { communityRoomsAttributes } from './contract.ts';
import { Icon } from '../../src/lib/icon.tsx';

type CommunityRoomsProps = WidgetProps<typeof communityRoomsAttributes>;

/**
 * The sample rooms.
 * The avatars and their "+N" are decoration (hidden from assistive technology): the card states its
 * number of people in words once, under "Pessoas". Joining happens only in the desktop app: each join
 * button is disabled, quiet rather than greyed out, with "Só no app" beside it, and described by the
 * visible note saying so.
 */
export function CommunityRooms({ headingLevel }: CommunityRoomsProps) {
  const noteId = useId();
  const Heading = `h${headingLevel}` as 'h3';

  return (
    <div className="rooms">
      <p className="rooms__note" id={noteId} part="note">
        <Icon className="inline-icon" name="bulb" size={16} /> Estas salas são exemplos. Para entrar em uma Jam de
        verdade, abra o app EchoJam.
      </p>
      <ul className="rooms__list" part="list">
        {SAMPLE_ROOMS.map((room) => {
          const { avatars, overflow } = roomAvatars(room);
          return (
            <li key={room.id} className="room" part="room" data-room={room.id}>
              <div className="room__top">
                <Heading className="room__name" part="room-name">
                  {room.name}
                </Heading>
                {room.trending && (
                  <span className="room__trending" part="trending">
                    <Icon className="inline-icon" name="flame" size={14} /> {TRENDING_LABEL}
                  </span>
                )}
              </div>
              <div className="room__avatars" part="avatars" aria-hidden="true">
                {avatars.map((initials) => (
                  <span key={initials} className="avatar">
                    {initials}
                  </span>
                ))}
                {overflow > 0 && (
                  <span className="avatar avatar--more" part="avatar-more">
                    +{formatCount(overflow)}
                  </span>
                )}
              </div>
              <dl className="room__details" part="details">
                <div>
                  <dt>Pessoas</dt>
                  <dd>{formatCount(room.users)} na sala</dd>
                </div>
                <div>
                  <dt>Gênero</dt>
                  <dd>{room.genre}</dd>
                </div>
                <div>
                  <dt>Criada por</dt>
                  <dd>{room.host}</dd>
                </div>
                <div>
                  <dt>No ar há</dt>
                  <dd>{room.duration}</dd>
                </div>
              </dl>
              <div className="room__join-row">
                <button className="room__join" part="join" type="button" disabled aria-describedby={noteId}>
                  Entrar na sala
                </button>
                <span className="room__app-only" part="app-only">
                  Só no app
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
