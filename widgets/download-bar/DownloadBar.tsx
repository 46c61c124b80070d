import { useId, useState } from 'react';
import { OPERATING_SYSTEMS, OS_LABELS, type OperatingSystem } from '../../src/config.ts';
import { DOWNLOAD_BAR_SUBTITLE, downloadBarTitle } from '../../src/content/download-bar.ts';
import { detectOperatingSystem } from '../../src/lib/detect-os.ts';
import { Icon } from '../../src/lib/icon.tsx';
import { readSessionFlag, writeSessionFlag } from '../../src/lib/session-flag.ts';
import { useBrowserValue } from '../../src/lib/use-browser-value.ts';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import type { DownloadBarEvents, downloadBarAttributes } from './contract.ts';
import { DISMISSED_KEY } from './dismissed-key.ts';

type DownloadBarProps = WidgetProps<typeof downloadBarAttributes, DownloadBarEvents>;

export function DownloadBar({
  variant,
  persistent,
  productName,
  windowsUrl,
  macUrl,
  linuxUrl,
  emit,
}: DownloadBarProps) {
  const dismissible = variant === 'fixed' && !persistent;
  // Closed earlier in this browser session (the site's script already hid the element meanwhile).
  const closedEarlier = useBrowserValue(() => dismissible && readSessionFlag(DISMISSED_KEY), false);
  const [dismissed, setDismissed] = useState(false);
  const recommended = useBrowserValue(detectOperatingSystem, null);
  const urls: Record<OperatingSystem, string> = { windows: windowsUrl, mac: macUrl, linux: linuxUrl };
  const menuId = useId();

  if (dismissed || closedEarlier) return null;

  function dismiss() {
    const remembered = writeSessionFlag(DISMISSED_KEY);
    setDismissed(true);
    emit('echojam-dismiss', { remembered });
  }

  // The fixed bar is a page-level region; inline it is part of the partner's content, not a landmark.
  const Box = variant === 'fixed' ? 'section' : 'div';
  return (
    <>
      {/* The fixed bar leaves the flow: this box keeps its height where the element stands. */}
      {variant === 'fixed' && <div className="bar-space" />}
      <Box
        className={dismissible ? `bar bar--${variant} bar--dismissible` : `bar bar--${variant}`}
        part="bar"
        aria-label={variant === 'fixed' ? `Baixe o ${productName}` : undefined}
      >
        <div className="bar__text">
          <p className="bar__title" part="title">
            {downloadBarTitle(productName)}
          </p>
          <p className="bar__subtitle" part="subtitle">
            {DOWNLOAD_BAR_SUBTITLE}
          </p>
        </div>
        <ul className="bar__buttons">
          {OPERATING_SYSTEMS.map((os) => {
            const isRecommended = os === recommended;
            return (
              <li key={os} className={isRecommended ? 'bar__os bar__os--recommended' : 'bar__os'}>
                <DownloadButton os={os} url={urls[os]} recommended={isRecommended} emit={emit} />
              </li>
            );
          })}
        </ul>
        {/* Narrow windows only (CSS): a native popover, so it opens without the widget's code too. While the
            system is unknown, "Baixar" in the system's place opens it; the chevron keeps its place, unseen, so
            nothing moves when the system becomes known. Known, "Baixar" and the visitor's own entry of the menu
            are hidden rather than removed: hydration keeps the build-time nodes. */}
        <button className="bar__choose" type="button" popoverTarget={menuId} hidden={recommended !== null}>
          Baixar
          <span className="visually-hidden"> para Windows, Mac ou Linux</span>
        </button>
        <button
          className={recommended === null ? 'bar__more bar__more--idle' : 'bar__more'}
          part="more"
          type="button"
          popoverTarget={menuId}
        >
          <span className="visually-hidden">Outros sistemas</span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="m6 15 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        <ul className="bar__menu" part="menu" id={menuId} popover="auto" aria-label="Outros sistemas">
          {OPERATING_SYSTEMS.map((os) => (
            <li key={os} hidden={os === recommended}>
              <DownloadButton os={os} url={urls[os]} recommended={false} emit={emit} />
            </li>
          ))}
        </ul>
        {dismissible && (
          <button
            className="close-button bar__dismiss"
            part="dismiss"
            type="button"
            onClick={dismiss}
            aria-label="Fechar barra de download"
          >
            <Icon name="cross" size={20} />
          </button>
        )}
      </Box>
    </>
  );
}

interface DownloadButtonProps {
  os: OperatingSystem;
  url: string;
  recommended: boolean;
  emit: DownloadBarProps['emit'];
}

function DownloadButton({ os, url, recommended, emit }: DownloadButtonProps) {
  return (
    <a
      className={recommended ? 'button button--recommended' : 'button'}
      part={recommended ? 'button button-recommended' : 'button'}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!emit('echojam-download', { os, url })) event.preventDefault();
      }}
    >
      {OS_LABELS[os]}
      <span className="visually-hidden">{recommended ? ' (seu sistema)' : ''} (abre em nova aba)</span>
    </a>
  );
}
