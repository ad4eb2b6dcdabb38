import { useEffect, useState } from 'react';
import { REDIRECT_COUNTDOWN_SECONDS } from '../../../src/constants';
import { useRuntime } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';

/**
 * The redirect countdown modal (5 s, docs/rules.md#display-timings): after a
 * booking the provider's page takes over. The patient sees where and how long, can go at once or
 * stay (WCAG 2.2.1: a time limit the person can turn off); the seconds are announced as they pass.
 */
export function RedirectCountdown({ href, onGo }: { href: string; onGo(href: string): void }) {
  const t = useRuntime().i18n.t;
  const [left, setLeft] = useState(REDIRECT_COUNTDOWN_SECONDS);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!open) return;
    if (left === 0) {
      setOpen(false);
      onGo(href);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [open, left, href, onGo]);

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
              onGo(href);
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
