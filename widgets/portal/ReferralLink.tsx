import { useOpenInNewTab } from '../../src/ui/use-open-in-new-tab';

interface ReferralLinkProps {
  referral: { id: string; canView: boolean };
  t: (key: string) => string;
  /** Asks the API for the referral's link (GET /api/secured/booking_requests/{id}/download). */
  loadLink: (id: string) => Promise<string>;
}

/**
 * "View referral" (a PDF the browser shows) or "Download referral" in the header.
 * The link is not known until the API is asked, so this is a button that opens it in a new tab.
 */
export function ReferralLink({ referral, t, loadLink }: ReferralLinkProps) {
  const { open, busy, errorKey } = useOpenInNewTab(() => loadLink(referral.id));

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
