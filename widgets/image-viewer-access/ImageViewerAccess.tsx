import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { openDirectImages } from '../../src/api/image-viewer.api';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { checkTarget } from '../../src/router/allowed-targets';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { ACCESS_MESSAGE, createAccessFlow, type AccessFlow, type SignIn } from './access-flow';
import './image-viewer-access.events';
import { completeSignIn, createMsalSignIn, isSignInAnswer } from './msal-sign-in';

export interface ImageViewerAccessProps extends BaseWidgetProps {
  input?: string;
}

/** MSAL signs in with https authorities only. */
function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

type PageState = 'flow' | 'missing-input' | 'not-configured' | 'completing' | 'completing-failed';

const SPINNER: Record<string, string> = {
  'signing-in': 'image_viewer_access.signing_in',
  checking: 'image_viewer_access.checking',
};

/**
 * The radiologist's direct image link (docs/rules.md#image-link-direct): sign in
 * with the work account, then the server decides from the verified token whether this person may
 * open the images, and the browser goes to them. Opened without `input` but with the provider's
 * answer in the URL, this page is the sign-in's return page and hands the answer back.
 */
export function ImageViewerAccess({ input }: ImageViewerAccessProps) {
  const runtime = useRuntime();
  useSignals();
  const { i18n, store } = runtime;
  const { host, tag } = useWidget();
  const t = i18n.t;
  const workAccount = store.config.config.value!.integration.workAccount;
  const allowed = store.config.config.value!.integration.imageViewerOrigins;
  const trimmed = input?.trim() ?? '';
  const [page] = useState<PageState>(() => {
    if (isSignInAnswer(new URL(location.href))) return 'completing';
    if (!trimmed) return 'missing-input';
    return isHttpsUrl(workAccount.authority) && workAccount.clientId ? 'flow' : 'not-configured';
  });
  const [completion, setCompletion] = useState<PageState>(page);
  const [flow] = useState<AccessFlow | null>(() => {
    if (page !== 'flow') return null;
    const apiOrigin = new URL(runtime.apiBase ?? location.origin, location.href).origin;
    return createAccessFlow({
      input: trimmed,
      signIn: (): Promise<SignIn> =>
        createMsalSignIn({
          authority: workAccount.authority,
          clientId: workAccount.clientId,
          scopes: workAccount.scopes,
          redirectUri: `${location.origin}${location.pathname}`,
        }),
      openImages: (body) => openDirectImages(runtime.api(), body),
      checkTarget: (url) => checkTarget(url, { pageOrigin: location.origin, apiOrigin, allowed }),
      redirect: (url) => {
        if (emit(host, 'rad-images-open', {}, true)) location.assign(url);
      },
    });
  });
  const started = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (page === 'completing') {
      completeSignIn().catch(() => setCompletion('completing-failed'));
      return;
    }
    void flow?.start();
  }, [flow, page]);

  const phase = flow?.phase.value;
  useEffect(() => {
    if (phase?.kind === 'needs-sign-in') buttonRef.current?.focus();
    const key = phase ? ACCESS_MESSAGE[phase.kind] : undefined;
    if (phase && phase.kind !== 'success' && key) emit(host, 'rad-error', { tag, messageKey: key });
  }, [phase, host, tag]);

  const message = phase ? ACCESS_MESSAGE[phase.kind] : undefined;
  const spinner = phase ? SPINNER[phase.kind] : undefined;
  const retry = phase?.kind === 'auth-failed' || phase?.kind === 'needs-sign-in';

  return (
    <section
      className="viewer-access"
      part="image-viewer-access"
      aria-labelledby="viewer-access-title"
      aria-busy={Boolean(spinner) || undefined}
    >
      <h1 id="viewer-access-title" className="viewer-access__title" part="title">
        {t('image_viewer_access.title')}
      </h1>
      {page === 'missing-input' && (
        <Banner tone="error">
          <p>{t('image_viewer_access.missing_input')}</p>
        </Banner>
      )}
      {page === 'not-configured' && (
        <Banner tone="error">
          <p>{t('image_viewer_access.not_configured')}</p>
        </Banner>
      )}
      {page === 'completing' && completion === 'completing' && <Spinner label={t('image_viewer_access.completing')} />}
      {completion === 'completing-failed' && (
        <Banner tone="error">
          <p>{t('message.error_check_images_authorization')}</p>
        </Banner>
      )}
      {flow && (
        <>
          <p className="viewer-access__intro">{t('image_viewer_access.intro')}</p>
          {spinner && <Spinner label={t(spinner)} />}
          {message && (
            <Banner tone={phase?.kind === 'success' ? 'info' : 'error'}>
              <p>{t(message)}</p>
            </Banner>
          )}
          {phase?.kind === 'success' && (
            <a className="rad-button" part="continue" href={phase.url}>
              {t('action.continue')}
            </a>
          )}
          {phase?.kind === 'refused' && (
            <Banner tone="error">
              <p>{t('image_viewer_access.origin_refused', { origin: phase.origin || '?' })}</p>
            </Banner>
          )}
          {retry && (
            <button ref={buttonRef} type="button" className="rad-button" part="sign-in" onClick={() => void flow.signInInteractively()}>
              {t('image_viewer_access.sign_in')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
