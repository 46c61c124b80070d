import { Fragment, type ReactNode } from 'react';
import { OS_LABELS, type OperatingSystem } from '../../src/config.ts';
import type { Emit } from '../../src/lib/widget-types.ts';
import type { PlayerDemoEvents } from './contract.ts';
import type { DownloadTarget } from './download-target.ts';

interface DownloadLinkProps {
  className: string;
  target: DownloadTarget;
  emit: Emit<PlayerDemoEvents>;
  /** The visitor's own system: the primary one (part "download-button-recommended"). */
  recommended?: boolean;
  /** Says which system the link is for, to screen readers, when the visible text does not. */
  namesSystem?: boolean;
  children: ReactNode;
}

/** The way out of the demo: the installer, in a new tab, reported as `echojam-download`. */
export function DownloadLink({
  className,
  target,
  emit,
  recommended = false,
  namesSystem = false,
  children,
}: DownloadLinkProps) {
  return (
    <a
      className={className}
      part={recommended ? 'download-button download-button-recommended' : 'download-button'}
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!emit('echojam-download', { os: target.os, url: target.url })) event.preventDefault();
      }}
    >
      {children}
      <span className="visually-hidden">
        {namesSystem ? ` para ${OS_LABELS[target.os]}` : ''}
        {recommended ? ' (seu sistema)' : ''} (abre em nova aba)
      </span>
    </a>
  );
}

interface SystemLinksProps {
  targets: readonly DownloadTarget[];
  /** The visitor's system once the widget is live; null before (build-time render) or on a phone. */
  recommended: OperatingSystem | null;
  emit: Emit<PlayerDemoEvents>;
  className: (recommended: boolean) => string;
  /** Within a sentence: 'Windows, Mac ou Linux'; otherwise the links alone (buttons). */
  inSentence?: boolean;
}

/** One link per system, the visitor's own marked. */
export function SystemLinks({ targets, recommended, emit, className, inSentence = false }: SystemLinksProps) {
  return targets.map((target, index) => (
    <Fragment key={target.os}>
      {!inSentence || index === 0 ? '' : index === targets.length - 1 ? ' ou ' : ', '}
      <DownloadLink
        className={className(target.os === recommended)}
        target={target}
        emit={emit}
        recommended={target.os === recommended}
      >
        {OS_LABELS[target.os]}
      </DownloadLink>
    </Fragment>
  ));
}
