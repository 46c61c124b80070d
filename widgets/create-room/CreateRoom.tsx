import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_ROOM_TYPE, ROOM_TYPES, type RoomType } from '../../src/content/create-room.ts';
import { useEarlyInput } from '../../src/lib/use-early-input.ts';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import { AppOnlyDialog, type AppOnlyDialogHandle } from './AppOnlyDialog.tsx';
import type { CreateRoomEvents, createRoomAttributes } from './contract.ts';
import { RoomFeatures } from './RoomFeatures.tsx';
import { normalizeRoomName, ROOM_NAME_MAX_LENGTH } from './room-name.ts';
import { Icon } from '../../src/lib/icon.tsx';

/** As wide as a digit: "␣0/40" is as wide as "40/40", so the count's right edge stays put while typing. */
const FIGURE_SPACE = '\u2007';

type CreateRoomProps = WidgetProps<typeof createRoomAttributes, CreateRoomEvents>;

export function CreateRoom({ productName, windowsUrl, macUrl, linuxUrl, emit }: CreateRoomProps) {
  const [name, setName] = useState('');
  const [type, setType] = useState<RoomType>(DEFAULT_ROOM_TYPE);
  const dialog = useRef<AppOnlyDialogHandle>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const urls = useMemo(() => ({ windows: windowsUrl, mac: macUrl, linux: linuxUrl }), [windowsUrl, macUrl, linuxUrl]);
  const trimmed = normalizeRoomName(name);
  const atLimit = name.length >= ROOM_NAME_MAX_LENGTH;
  useEarlyInput(form, (field, value) => {
    if (field === 'room-name') setName(value);
    const earlyType = ROOM_TYPES.find((option) => option.value === value);
    if (field === 'room-type' && earlyType) setType(earlyType.value);
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is sent anywhere: the form only previews what the app does.
    event.preventDefault();
    if (trimmed === '') return;
    const preview = { name: trimmed, type };
    emit('echojam-room-preview', preview);
    dialog.current?.open(preview);
  }

  return (
    <div className="create-room">
      <form
        ref={form}
        className="card create-room__form"
        part="form"
        onSubmit={handleSubmit}
        aria-labelledby={`${id}-title`}
        noValidate
      >
        <h2 className="create-room__title" id={`${id}-title`}>
          Monte sua Jam
        </h2>

        <div className="field">
          <div className="field__top">
            <label className="field__label" htmlFor={`${id}-name`}>
              Nome da sala
            </label>
            <span className="field__counter" part="counter" id={`${id}-counter`} aria-hidden="true">
              {String(name.length).padStart(String(ROOM_NAME_MAX_LENGTH).length, FIGURE_SPACE)}/{ROOM_NAME_MAX_LENGTH}
            </span>
          </div>
          <input
            className="field__input"
            part="name-input"
            id={`${id}-name`}
            type="text"
            name="room-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={ROOM_NAME_MAX_LENGTH}
            required
            autoComplete="off"
            placeholder="Ex.: Sexta do Rock"
            aria-describedby={`${id}-hint`}
          />
          <p className="field__hint" id={`${id}-hint`}>
            Obrigatório, até {ROOM_NAME_MAX_LENGTH} caracteres.
          </p>
          {/* Announced once, when the limit is reached: a counter read at every key would be noise. */}
          <p className="visually-hidden" aria-live="polite">
            {atLimit ? `Limite de ${ROOM_NAME_MAX_LENGTH} caracteres atingido.` : ''}
          </p>
        </div>

        <fieldset className="room-type">
          <legend className="room-type__legend">Tipo de sala</legend>
          <div className="room-type__options">
            {ROOM_TYPES.map((option) => (
              <label key={option.value} className="room-type__option" part="type-option">
                <input
                  className="room-type__radio"
                  type="radio"
                  name="room-type"
                  value={option.value}
                  checked={type === option.value}
                  onChange={() => setType(option.value)}
                  aria-describedby={`${id}-${option.value}-description`}
                />
                <span className="room-type__text">
                  <span className="room-type__label">
                    <Icon className="room-type__icon" name={option.icon} size={16} />
                    {option.label}
                  </span>
                  <span className="room-type__description" id={`${id}-${option.value}-description`}>
                    {option.description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <button
          className="button button--primary create-room__submit"
          part="submit"
          type="submit"
          ref={submit}
          disabled={trimmed === ''}
        >
          Criar sala
        </button>
      </form>

      <RoomFeatures />

      <AppOnlyDialog ref={dialog} productName={productName} urls={urls} emit={emit} returnFocusTo={submit} />
    </div>
  );
}
