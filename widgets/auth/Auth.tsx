import { useEffect, useRef, useState } from 'react';
import {
  authenticatePatient,
  getAuthenticated,
  getCaptchaChallenge,
  getLinkRequirements,
  sendCode,
  validateCode,
  verifyCaptcha,
} from '../../src/api/auth.api';
import type { PatientAuthRequest, SendCodeRequest, ValidateCodeRequest } from '../../src/api/schemas/auth.schema';
import { emit } from '../../src/element/events';
import { withoutPrivateQuery } from '../../src/router/auth-links';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { createAuthFlow, type AuthFlow } from './auth-flow';
import { parseAuthRequest, type AuthQuery, type ParsedAuthRequest } from './auth-request';
import { solveChallenge } from './captcha-solver';
import { CodeDialog } from './CodeDialog';
import { DateOfBirthDialog } from './DateOfBirthDialog';
import { problemText, translatable } from '../../src/api/problem';

export interface AuthProps extends BaseWidgetProps, AuthQuery {}

/** After reading it, the date of birth leaves the address bar and history (docs/rules.md#privacy-urls). */
function forgetDateOfBirth(host: HTMLElement): void {
  const url = new URL(location.href);
  const returnUrl = url.searchParams.get('returnUrl');
  const cleanReturn = returnUrl?.startsWith('/') ? withoutPrivateQuery(returnUrl) : returnUrl;
  if (url.searchParams.has('dateOfBirth') || cleanReturn !== returnUrl) {
    url.searchParams.delete('dateOfBirth');
    if (cleanReturn) url.searchParams.set('returnUrl', cleanReturn); // a date of birth inside the return URL goes too
    history.replaceState(history.state, '', url);
  }
  host.removeAttribute('date-of-birth');
}

const LOADING_LABEL: Partial<Record<AuthFlow['phase']['value'], string>> = {
  requirements: 'auth.checking_browser',
  preparing: 'auth.checking_browser',
  authenticating: 'auth.authenticating',
  'code-sending': 'auth.otp_sending',
  done: 'auth.signed_in',
};

/** What the dialog says comes after the date of birth, as the server decided it; null when nothing does. */
function nextStepKey(flow: AuthFlow): string | null {
  if (!flow.requirements.value) return null;
  const next = flow.codeStep();
  return next.code ? (next.channel === 'SMS' ? 'auth.next_code_sms' : 'auth.next_code_email') : null;
}

/** The authentication page: captcha, date of birth, one-time code, return. */
export function Auth(props: AuthProps) {
  const runtime = useRuntime();
  const { store, i18n } = runtime;
  const { host } = useWidget();
  const config = store.config.config.value!;
  // The link is read once: the date of birth is removed right after and must not restart anything.
  const [parsed] = useState<ParsedAuthRequest>(() => parseAuthRequest(props, location.origin));
  const [flow] = useState<AuthFlow | null>(() => {
    if (!parsed.complete) return null;
    const client = runtime.api();
    return createAuthFlow({
      request: parsed.request,
      requirements: (link) => getLinkRequirements(client, link),
      captcha:
        config.integration.captchaProvider === 'local'
          ? {
              challenge: () => getCaptchaChallenge(client),
              solve: (challenge) => solveChallenge(challenge),
              verify: (token) => verifyCaptcha(client, token),
            }
          : null,
      authenticate: (body) => authenticatePatient(client, body as PatientAuthRequest),
      sendCode: (body) => sendCode(client, body as SendCodeRequest),
      validateCode: (body) => validateCode(client, body as ValidateCodeRequest),
      authenticated: () => getAuthenticated(client, i18n.locale.peek()),
      auth: store.auth,
      mergeRoleTranslations: (json) => i18n.mergeRoleTranslations(json),
      navigate: (path) => {
        // Inside the portal the shell navigates; alone on a page, the browser does.
        if (emit(host, 'rad-navigate', { path }, true)) location.assign(path);
      },
      cookiesEnabled: () => navigator.cookieEnabled,
      locale: () => i18n.locale.peek(),
      has: i18n.has,
      currentPath: () => location.pathname,
      resendSeconds: config.application.otpResendSeconds,
    });
  });
  const [dismissed, setDismissed] = useState(false);
  const started = useRef(false);
  const reopenRef = useRef<HTMLButtonElement>(null);
  // A dismissed dialog hands the focus to the button that brings it back, not to the page's top.
  useEffect(() => {
    if (dismissed) reopenRef.current?.focus();
  }, [dismissed]);

  useEffect(() => {
    forgetDateOfBirth(host);
    if (!parsed.complete) {
      // An incomplete link starts nothing and logs a warning (names, never values).
      console.warn(`[rad-auth] The link is incomplete: ${parsed.missing.join(', ')} missing or invalid.`);
      return;
    }
    if (!started.current) {
      started.current = true;
      void flow?.start();
    }
    return () => flow?.dispose();
  }, [flow, host, parsed]);

  const t = i18n.t;
  const cookiesOff = typeof navigator !== 'undefined' && !navigator.cookieEnabled;
  if (!parsed.complete || !flow) {
    return (
      <section className="auth" part="auth">
        <h1 className="auth__title">{t('page.authentication_title')}</h1>
        <Banner tone="warning">{t('message.authentication_link_incomplete')}</Banner>
      </section>
    );
  }

  const { request } = parsed;
  const phase = flow.phase.value;
  const dobOpen = (phase === 'dob' || phase === 'authenticating') && !dismissed;
  const codeOpen = (phase === 'code' || phase === 'code-verifying') && !dismissed;
  const loading = LOADING_LABEL[phase];

  return (
    <section className="auth" part="auth" aria-busy={loading ? true : undefined}>
      {cookiesOff && <Banner tone="error">{t('message.authentication_cookies_error')}</Banner>}
      <h1 className="auth__title">{t(request.titleKey)}</h1>
      <p className="auth__message">{t(request.messageKey)}</p>
      {loading && !dobOpen && <Spinner label={t(loading)} />}
      {phase === 'requirements-failed' && (
        <>
          <Banner tone="error">{problemText(i18n.t, translatable(flow.requirementsProblem.value, i18n.has))}</Banner>
          <button type="button" className="rad-button" part="retry" onClick={() => void flow.retryRequirements()}>
            {t('action.retry')}
          </button>
        </>
      )}
      {phase === 'prepare-failed' && (
        <>
          <Banner tone="error">{t('message.captcha_failed')}</Banner>
          <button type="button" className="rad-button" part="retry" onClick={() => void flow.retryPrepare()}>
            {t('action.retry')}
          </button>
        </>
      )}
      {dismissed && (phase === 'dob' || phase === 'code') && (
        <button ref={reopenRef} type="button" className="rad-button" part="reopen" onClick={() => setDismissed(false)}>
          {t('action.continue')}
        </button>
      )}
      <DateOfBirthDialog
        flow={flow}
        open={dobOpen}
        titleKey={request.titleKey}
        messageKey={request.messageKey}
        nextKey={nextStepKey(flow)}
        contactNumberEnabled={config.application.contactNumberAuthEnabled}
        onDismiss={() => setDismissed(true)}
      />
      {(phase === 'code' || phase === 'code-verifying' || flow.codeSent.value) && (
        <CodeDialog flow={flow} open={codeOpen} onDismiss={() => setDismissed(true)} />
      )}
    </section>
  );
}
