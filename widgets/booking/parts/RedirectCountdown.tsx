import { useEffect, useMemo, useState } from 'react';
import { REDIRECT_COUNTDOWN_SECONDS } from '../../../src/constants';
import { emit } from '../../../src/element/events';
import { useRuntime } from '../../../src/element/hooks';
import { useWidget } from '../../../src/element/widget-context';
import { checkTarget } from '../../../src/router/allowed-targets';
import { Dialog } from '../../../src/ui/Dialog';

/**
 * Where the provider's page takes over after a booking (`bookingRedirectUrl`): a path here or an
 * allowed origin, else none. Checked here, in this chunk, because only a booking that is done with
 * the setting on needs it: the times and the form load without the check.
 */
export function redirectHref(target: string, allowedOrigins: readonly string[]): string | null {
  const checked = checkTarget(target, { pageOrigin: location.origin, apiOrigin: location.origin, allowed: allowedOrigins });
  return checked.ok ? checked.href : null;
}

/** Inside the portal the shell navigates; alone on a page, the browser does. */
function go(host: HTMLElement, href: string): void {
  const url = new URL(href);
  const path = url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : href;
  if (emit(host, 'rad-navigate', { path }, true)) location.assign(href);
}

/**
 * The redirect countdown modal (5 s, docs/rules.md#display-timings): after a
 * booking the provider's page takes over. The patient sees where and how long, can go at once or
 * stay (WCAG 2.2.1: a time limit the person can turn off); the seconds are announced as they pass.
 * A target that is not allowed shows nothing.
 */
export function RedirectCountdown({ target, allowedOrigins }: { target: string; allowedOrigins: readonly string[] }) {
  const t = useRuntime().i18n.t;
  const { host } = useWidget();
  const href = useMemo(() => redirectHref(target, allowedOrigins), [target, allowedOrigins]);
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_SECONDS);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!open || !href) return;
    if (left === 0) {
      setOpen(false);
      go(host, href);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [open, left, href, host]);

  if (!href) return null;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('booking.redirect_title')}
      onClose={() => setOpen(false)}
      actions={
        <>
          <button
            type="button"
            className="rad-button"
            onClick={() => {
              setOpen(false);
              go(host, href);
            }}
          >
            {t('booking.redirect_now')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => setOpen(false)}>
            {t('booking.redirect_stay')}
          </button>
        </>
      }
    >
      <p role="status">{t('booking.redirect_text', { seconds: left })}</p>
    </Dialog>
  );
}
