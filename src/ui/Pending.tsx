/**
 * Silence reads as "broken": a patient waiting on a slow answer, or offline, is told so, and a
 * screen reader hears it (a polite status for the wait, an alert for the lost connection). In the
 * runtime chunk: every widget shows the offline notice (WidgetShell), most have slow actions.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { PENDING_NOTICE_MS } from '../constants';
import { useT } from '../element/hooks';

/** True once `active` has lasted `ms` without a break. */
export function useDelayed(active: boolean, ms = PENDING_NOTICE_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!active) return;
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && late;
}

/** "Still working on it…" once `active` has lasted PENDING_NOTICE_MS. */
export function StillWorking({ active }: { active: boolean }) {
  const t = useT();
  const late = useDelayed(active);
  if (!active) return null;
  return (
    <p className="rad-field__hint" role="status" part="still-working">
      {late ? t('message.still_working') : ''}
    </p>
  );
}

function subscribe(callback: () => void): () => void {
  addEventListener('online', callback);
  addEventListener('offline', callback);
  return () => {
    removeEventListener('online', callback);
    removeEventListener('offline', callback);
  };
}

/** The browser's own idea of the connection; it changes back by itself when the network returns. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Every widget says when the device is offline, and stops saying it once it is back. */
export function OfflineNotice() {
  const t = useT();
  return useOnline() ? null : (
    <p className="rad-banner rad-banner--warning" role="alert" part="offline">
      {t('message.offline')}
    </p>
  );
}
