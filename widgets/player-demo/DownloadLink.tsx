import type { ReactNode } from 'react';
import { OS_LABELS } from '../../src/config.ts';
import type { Emit } from '../../src/lib/widget-types.ts';
import type { PlayerDemoEvents } from './contract.ts';
import type { DownloadTarget } from './download-target.ts';

interface DownloadLinkProps {
  className: string;
  target: DownloadTarget;
  emit: Emit<PlayerDemoEvents>;
  children: ReactNode;
}

/** The way out of the demo: the installer, in a new tab, reported as `echojam-download`. */
export function DownloadLink({ className, target, emit, children }: DownloadLinkProps) {
  return (
    <a
      className={className}
      part="download-button"
      href={target.url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (!emit('echojam-download', { os: target.os, url: target.url })) event.preventDefault();
      }}
    >
      {children}
      <span className="visually-hidden"> para {OS_LABELS[target.os]} (abre em nova aba)</span>
    </a>
  );
}
