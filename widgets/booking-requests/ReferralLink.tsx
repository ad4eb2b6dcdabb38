/**
 * The booking request's referral, "View referral" (shown when the provider sets
 * `bookingRequestsDownloadReferralEnabled`). Inside the portal the header already offers it
 * (widgets/portal/ReferralLink.tsx), so the page does not repeat it;
 * alone on a provider's page, this is the only way to it. The link is not known until the API is
 * asked (GET …/download), so it is a button that opens the document in a new tab.
 */
import { getReferralLink } from '../../src/api/booking-requests.api';
import { useRuntime } from '../../src/element/hooks';
import { useOpenInNewTab } from '../../src/ui/use-open-in-new-tab';

export interface ReferralLinkProps {
  bookingKey: string;
}

/** True when the widget is rendered inside `<rad-portal>` (through any shadow roots). */
export function insidePortal(node: Node): boolean {
  let root = node.getRootNode();
  while (root instanceof ShadowRoot) {
    if (root.host.localName === 'rad-portal') return true;
    root = root.host.getRootNode();
  }
  return false;
}

export function ReferralLink({ bookingKey }: ReferralLinkProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const { open, busy, errorKey } = useOpenInNewTab(() => getReferralLink(runtime.api(), bookingKey));

  return (
    <>
      <button
        type="button"
        className="rad-button rad-button--secondary"
        part="referral"
        onClick={() => void open()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {t('nav.referral_view')}
        <span className="rad-visually-hidden"> {t('a11y.opens_in_new_tab')}</span>
      </button>
      {errorKey && (
        <p className="booking-requests__error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </>
  );
}
