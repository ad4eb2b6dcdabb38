import { useEffect } from 'react';
import { getAuthenticated } from '../../../src/api/auth.api';
import type { Runtime } from '../../../src/runtime';

/**
 * Whether this browser still holds a session from a secure link, asked once when the portal
 * starts: the cookie is HttpOnly, so only the server can tell. Without it a patient who reloads a
 * public page (About, Contact) on a shared computer would find no Sign out. Secure-link pages ask
 * through their guard instead (`skip`), and an answer that comes after another sign-in is ignored.
 */
export function useSessionProbe(runtime: Runtime, skip: boolean): void {
  useEffect(() => {
    if (skip || runtime.store.auth.isAuthenticated.peek()) return;
    const controller = new AbortController();
    getAuthenticated(runtime.api(), runtime.i18n.locale.peek(), controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted && answer.authenticated) runtime.store.auth.authenticated();
      },
      () => undefined, // no answer: no Sign out, as before; nothing to tell the visitor
    );
    return () => controller.abort();
    // Once per portal: later pages learn of sign-ins from the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime]);
}
