import {
  forwardRef,
  memo,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { OPERATING_SYSTEMS, OS_LABELS, type OperatingSystem } from '../../src/config.ts';
import {
  APP_EXCLUSIVE_TEXT,
  APP_EXCLUSIVE_TITLE,
  DEFAULT_ROOM_TYPE,
  ROOM_TYPES,
  type RoomType,
} from '../../src/content/create-room.ts';
import { detectOperatingSystem } from '../../src/lib/detect-os.ts';
import { useBrowserValue } from '../../src/lib/use-browser-value.ts';
import type { Emit } from '../../src/lib/widget-types.ts';
import type { CreateRoomEvents } from './contract.ts';
import { withProductName } from './product-copy.ts';
import { Icon } from '../../src/lib/icon.tsx';

/** The room as it was when the form was submitted: what the dialog shows. */
interface RoomPreview {
  name: string;
  type: RoomType;
}

export interface AppOnlyDialogHandle {
  open(room: RoomPreview): void;
}

interface AppOnlyDialogProps {
  productName: string;
  urls: Record<OperatingSystem, string>;
  emit: Emit<CreateRoomEvents>;
  /** Gets the focus back when the dialog closes, however it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The native modal <dialog> (showModal): the browser makes the page inert and keeps the focus inside;
 * Escape (its 'cancel' event) and a click on the backdrop close it too (the click lands on the <dialog> element itself,
 * whose content box is filled by .dialog__body).
 */
const Dialog = forwardRef<AppOnlyDialogHandle, AppOnlyDialogProps>(function AppOnlyDialog(
  { productName, urls, emit, returnFocusTo },
  ref,
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const id = useId();
  // The dialog keeps the submitted room itself: opening it re-renders the dialog alone, not the form.
  const [room, setRoom] = useState<RoomPreview>({ name: '', type: DEFAULT_ROOM_TYPE });
  const typeLabel = ROOM_TYPES.find((option) => option.value === room.type)?.label ?? '';
  // The visitor's own system is the primary download, the other two secondary; all three primary when
  // it cannot be told (a phone, or the build-time render).
  const visitorOs = useBrowserValue(detectOperatingSystem, null);

  useImperativeHandle(ref, () => ({
    open(submitted) {
      if (!dialog.current || dialog.current.open) return;
      // The room's name is in the dialog before showModal() lays the page out for the modal: one style
      // and layout pass for the whole change, not a second one for the text.
      flushSync(() => setRoom(submitted));
      dialog.current.showModal();
      close.current?.focus();
    },
  }));

  // The focus goes back right here, not only on the 'close' event: Chromium fires that event with the
  // next rendering update, which a page in the background does not get.
  function closeDialog() {
    dialog.current?.close();
    returnFocusTo.current?.focus();
  }

  function handleBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== dialog.current) return;
    const box = dialog.current.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) closeDialog();
  }

  function handleEscape(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    closeDialog();
  }

  return (
    <dialog
      ref={dialog}
      className="dialog"
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClick={handleBackdropClick}
      onCancel={handleEscape}
      onClose={() => returnFocusTo.current?.focus()}
    >
      <div className="dialog__body">
        <button
          ref={close}
          className="close-button dialog__close"
          part="close"
          type="button"
          onClick={closeDialog}
          aria-label="Fechar"
        >
          <Icon name="cross" size={20} />
        </button>
        <p className="dialog__eyebrow">
          <Icon className="dialog__eyebrow-icon" name="headphones" size={16} />
          Só no app
        </p>
        <h2 className="dialog__title" id={`${id}-title`}>
          {APP_EXCLUSIVE_TITLE}
        </h2>
        <p className="dialog__text" id={`${id}-text`}>
          {withProductName(APP_EXCLUSIVE_TEXT, productName)}
        </p>
        <p className="dialog__room">
          <span className="dialog__room-label">Sua sala</span>
          <span className="dialog__room-name">{room.name}</span>
          <span className="dialog__room-type">{typeLabel}</span>
        </p>
        <ul className="dialog__downloads">
          {OPERATING_SYSTEMS.map((os) => (
            <li key={os}>
              <a
                className={
                  visitorOs === null || visitorOs === os ? 'button button--primary' : 'button button--secondary'
                }
                part={visitorOs === os ? 'download-button download-button-recommended' : 'download-button'}
                href={urls[os]}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  if (!emit('echojam-download', { os, url: urls[os] })) event.preventDefault();
                }}
              >
                Baixar para {OS_LABELS[os]}
                <span className="visually-hidden">{visitorOs === os ? ' (seu sistema)' : ''} (abre em nova aba)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
});

/** Rendered again only when its props change, not at every key typed in the form. */
export const AppOnlyDialog = memo(Dialog);
