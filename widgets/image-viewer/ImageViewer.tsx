import { useEffect, useMemo } from 'react';
import { getImageViewer } from '../../src/api/image-viewer.api';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import './image-viewer.events';
import { failureOf, imsecOf, pacsLinkOf, stateOf, type ViewerState } from './viewer-state';
import type { TrustedOrigins } from '../../src/router/allowed-targets';

export interface ImageViewerProps extends BaseWidgetProps {
  imsec?: string;
  repositorySource?: string;
}

/** The report-feedback page of this link (the header's optional button). */
export function feedbackPath(imsec: string): string {
  return `/referrer/report-feedback?${new URLSearchParams({ imsec }).toString()}`;
}

const MESSAGE: Partial<Record<ViewerState['kind'], string>> = {
  'missing-imsec': 'image_viewer.missing_imsec',
  error: 'image_viewer.error_generating_url',
  invalid: 'image_viewer.link_invalid',
  'not-available': 'image_viewer.images_not_available',
  expired: 'image_viewer.link_expired',
};

/**
 * The referrer's image viewer page (docs/rules.md#image-link-tokens):
 * asks the API what the imsec opens, then frames the viewer, sends the browser on (expired link,
 * PACS preference) or says why it cannot. The imsec stays in the address: a reload must work, and
 * the link is the referrer's own (see README "Privacy").
 */
export function ImageViewer({ imsec: rawImsec, repositorySource }: ImageViewerProps) {
  const runtime = useRuntime();
  const { i18n, store } = runtime;
  const { host, tag } = useWidget();
  const t = i18n.t;
  const config = store.config.config.value!;
  const imsec = imsecOf(rawImsec);
  const allowed = config.integration.imageViewerOrigins;
  const trusted = useMemo<TrustedOrigins>(
    () => ({ pageOrigin: location.origin, apiOrigin: new URL(runtime.apiBase ?? location.origin, location.href).origin, allowed }),
    [runtime.apiBase, allowed],
  );
  const viewer = useResource(
    imsec
      ? async (signal) => {
          try {
            return await getImageViewer(runtime.api(), { imsec, ...(repositorySource ? { repositorySource } : {}) }, signal);
          } catch (failure) {
            const error = failure as { status?: number };
            const state = failureOf(error.status);
            if (!signal.aborted) {
              emit(host, 'rad-error', { tag, messageKey: MESSAGE[state.kind]!, ...(error.status ? { status: error.status } : {}) });
            }
            throw state;
          }
        }
      : null,
    [runtime, host, tag, imsec, repositorySource],
  );
  // The last answer stays while another loads or fails, as its PACS link does.
  const answer = viewer.data ?? null;
  const failure = viewer.status === 'error' ? (viewer.error as ViewerState) : null;
  const ready = viewer.status === 'ready';
  // One object per outcome: the effects below act once on each.
  const state = useMemo<ViewerState>(
    () => (!imsec ? { kind: 'missing-imsec' } : failure ? failure : ready && answer ? stateOf(answer, trusted) : { kind: 'loading' }),
    [imsec, failure, ready, answer, trusted],
  );

  // An expired link and a PACS preference send the browser on. The host may take over
  // (cancel the event); the page otherwise replaces itself, so Back does not bounce here again.
  useEffect(() => {
    if (state.kind !== 'redirect') return;
    if (emit(host, 'rad-image-viewer-redirect', { reason: state.reason }, true)) location.replace(state.url);
  }, [state, host]);

  useEffect(() => {
    if (state.kind === 'refused') emit(host, 'rad-error', { tag, messageKey: 'image_viewer.origin_refused' });
  }, [state, host, tag]);

  const pacsLink = pacsLinkOf(answer, trusted);
  // No feedback on a link the API does not know: its feedback page could only say the same.
  const feedback = config.application.referrerReportQualityFeedbackEnabled && imsec && state.kind !== 'invalid';
  const message = MESSAGE[state.kind];

  return (
    <section
      className="image-viewer"
      part="image-viewer"
      aria-labelledby="image-viewer-title"
      aria-busy={state.kind === 'loading' || undefined}
    >
      <header className="image-viewer__header" part="header">
        <img
          className="image-viewer__logo"
          part="logo"
          src={logoUrl(runtime.apiBase)}
          alt={config.radiology.name}
          width="240"
          height="64"
        />
        <h1 id="image-viewer-title" className="image-viewer__title" part="title">
          {t('page.image_viewer_title')}
        </h1>
        <div className="image-viewer__actions">
          {pacsLink && state.kind !== 'redirect' && (
            <a className="rad-button rad-button--secondary" part="open-pacs" href={pacsLink} target="_blank" rel="noopener noreferrer">
              {t('image_viewer.open_pacs')} <span className="rad-visually-hidden">{t('a11y.opens_in_new_tab')}</span>
            </a>
          )}
          {feedback && (
            <a className="rad-button" part="feedback" href={feedbackPath(imsec)}>
              {t('image_viewer.report_feedback')}
            </a>
          )}
        </div>
      </header>
      {state.kind === 'loading' && <Spinner label={t('image_viewer.loading')} />}
      {message && (
        <Banner tone={state.kind === 'not-available' || state.kind === 'expired' ? 'warning' : 'error'}>
          <p>{t(message)}</p>
        </Banner>
      )}
      {state.kind === 'refused' && (
        <Banner tone="error">
          <p>{t('image_viewer.origin_refused', { origin: state.origin || '?' })}</p>
        </Banner>
      )}
      {state.kind === 'redirect' && (
        <div className="image-viewer__redirect" role="status" part="redirect">
          <p>{t(state.reason === 'pacs' ? 'image_viewer.redirecting_pacs' : 'image_viewer.redirecting_expired')}</p>
          <a className="rad-button" href={state.url}>
            {t('action.continue')}
          </a>
        </div>
      )}
      {state.kind === 'frame' && (
        <iframe
          className="image-viewer__frame"
          part="frame"
          src={state.url}
          title={t('image_viewer.frame_title')}
          referrerPolicy="no-referrer"
          allow="fullscreen"
          // The viewer runs its own scripts, but may not navigate this page away (viewerSandbox).
          sandbox={state.sandbox}
        />
      )}
    </section>
  );
}

function logoUrl(apiBase: string | null): string {
  const base = apiBase ?? location.origin;
  return new URL('api/assets/application/logo', base.endsWith('/') ? base : `${base}/`).href;
}
