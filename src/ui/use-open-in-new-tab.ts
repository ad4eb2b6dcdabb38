import { useState } from 'react';
import { ApiError } from '../api/errors';

export interface OpenInNewTab {
  /** Opens the tab now (inside the click) and points it at the address once the API gives it. */
  open: () => Promise<void>;
  busy: boolean;
  /** The message key of the last failure, or null. */
  errorKey: string | null;
}

/**
 * Opens a document whose address only the API knows (a referral's signed link) in a new tab. The
 * tab opens during the click, since one opened after the request would be blocked as a pop-up; it
 * is cut off from this page (`opener = null`); without a tab (pop-ups refused) the page goes there.
 */
export function useOpenInNewTab(loadUrl: () => Promise<string>): OpenInNewTab {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(): Promise<void> {
    setErrorKey(null);
    setBusy(true);
    const tab = window.open('', '_blank');
    try {
      const url = await loadUrl();
      if (tab) {
        tab.opener = null; // the document must not reach back into the page
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

  return { open, busy, errorKey };
}
