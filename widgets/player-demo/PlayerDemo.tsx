import { useId } from 'react';
import type { WidgetProps } from '../../src/lib/widget-types.ts';
import { detectOperatingSystem } from '../../src/lib/detect-os.ts';
import { useBrowserValue } from '../../src/lib/use-browser-value.ts';
import { ConnectedUsers } from './ConnectedUsers.tsx';
import type { PlayerDemoEvents, playerDemoAttributes } from './contract.ts';
import { DownloadLink, SystemLinks } from './DownloadLink.tsx';
import { downloadTarget, downloadTargets } from './download-target.ts';
import { OWN_ORIGIN } from './image-base.ts';
import { Mixer } from './Mixer.tsx';
import { NowPlaying } from './NowPlaying.tsx';
import { PREVIEW_SIZES } from './image-sizes.ts';
import { PlayerPreview } from './PlayerPreview.tsx';
import { UpNext } from './UpNext.tsx';
import { Icon } from '../../src/lib/icon.tsx';

type PlayerDemoProps = WidgetProps<typeof playerDemoAttributes, PlayerDemoEvents>;

export function PlayerDemo({ variant, productName, downloadUrl, imageBase, imageLoading, emit }: PlayerDemoProps) {
  const visitorOs = useBrowserValue(detectOperatingSystem, null);
  const target = downloadTarget(downloadUrl, visitorOs);
  const targets = downloadTargets(downloadUrl, visitorOs);
  const id = useId();
  // The full layout is the top of /player; elsewhere (the workbench, a partner's page) it may be lower.
  const aboveTheFold = imageLoading === 'auto' ? variant === 'full' : imageLoading === 'eager';

  if (variant === 'compact') {
    return (
      <div className="player player--compact">
        <PlayerPreview
          imageBase={imageBase ?? OWN_ORIGIN}
          productName={productName}
          aboveTheFold={aboveTheFold}
          sizes={PREVIEW_SIZES[variant]}
        >
          <Icon className="inline-icon" name="headphones" size={16} /> Demonstração: prévia estática do player.
        </PlayerPreview>
        <NowPlaying withControls={false} />
        <section className="card download" part="download" aria-labelledby={`${id}-download`}>
          <div>
            <h2 className="download__heading" id={`${id}-download`}>
              Dê o play de verdade
            </h2>
            <p className="muted download__text">Grátis, sem anúncios, sem cadastro.</p>
          </div>
          {downloadUrl !== null ? (
            <DownloadLink className="button" target={target} emit={emit} namesSystem>
              Baixar o {productName}
            </DownloadLink>
          ) : (
            <p className="download__systems">
              <SystemLinks
                targets={targets}
                recommended={visitorOs}
                emit={emit}
                className={(own) => (visitorOs === null || own ? 'button' : 'button button--secondary')}
              />
            </p>
          )}
        </section>
      </div>
    );
  }

  // The download call sits in the overlay.
  return (
    <div className="player player--full">
      <PlayerPreview
        imageBase={imageBase ?? OWN_ORIGIN}
        productName={productName}
        aboveTheFold={aboveTheFold}
        sizes={PREVIEW_SIZES[variant]}
      >
        {/* Each space inside its sentence's text: a text node of a lone space, drawn while the rest of the HTML
            is on its way, is reported as a layout shift when the words after it arrive. */}
        <Icon className="inline-icon" name="headphones" size={16} />
        {' Prévia estática: para tocar de verdade, '}
        {downloadUrl !== null ? (
          <DownloadLink className="preview__download" target={target} emit={emit} namesSystem>
            baixe o app
          </DownloadLink>
        ) : (
          <>
            {'baixe o app para '}
            <SystemLinks
              targets={targets}
              recommended={visitorOs}
              emit={emit}
              className={(own) => (own ? 'preview__download preview__download--recommended' : 'preview__download')}
              inSentence
            />
          </>
        )}
        .
      </PlayerPreview>
      <div className="player__panel">
        <NowPlaying withControls />
        <Mixer />
        <UpNext />
        <ConnectedUsers />
      </div>
    </div>
  );
}
