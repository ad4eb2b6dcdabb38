import { useState } from 'react';
import { ApiError } from '../../src/api/errors';

interface ReferralLinkProps {
  referral: { id: string; canView: boolean };
  t: (key: string) => string;
  /** Asks the API for the referral's link (GET /api/secured/booking_requests/{id}/download). */
  loadLink: (id: string) => Promise<string>;
}

/**
 * "View referral" (a PDF the browser shows) or "Download referral" in the header (spec 000 §2).
 * The link is not known until the API is asked, so this is a button that opens it in a new tab.
 */
export function ReferralLink({ referral, t, loadLink }: ReferralLinkProps) {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open() {
    setErrorKey(null);
    setBusy(true);
    // The tab opens during the click: one opened after the request would be blocked as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const url = await loadLink(referral.id);
      if (tab) {
        tab.opener = null; // the document must not reach back into the portal
        tab.location.replace(url);
      } else {
        location.assign(url);
      }
    } catch (error) {
      tab?.close();
      setErrorKey(error instanceof ApiError ? error.messageKey : 'error.request_failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="shell-header__link" onClick={() => void open()} aria-busy={busy || undefined}>
        {t(referral.canView ? 'nav.referral_view' : 'nav.referral_download')}
        <span className="rad-visually-hidden"> {t('a11y.opens_in_new_tab')}</span>
      </button>
      {errorKey && (
        <span className="shell-header__error" role="alert">
          {t(errorKey)}
        </span>
      )}
    </>
  );
}
