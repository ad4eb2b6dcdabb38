import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import type { Runtime } from '../../../src/runtime';
import { postLogout } from '../end-session';
import { clearQuestionnaireDrafts } from '../questionnaire-drafts';

/**
 * A logout request (a 401 anywhere, the user menu, Sign out, the kiosk reset) ends the session on
 * the server (postLogout, joined by the kiosk reset's own call) and empties everything personal here.
 */
export function useLogout(runtime: Runtime): void {
  useEffect(() => {
    const { store, i18n } = runtime;
    let seen = store.auth.logoutRequests.peek();
    return effect(() => {
      const requests = store.auth.logoutRequests.value;
      if (requests === seen) return;
      seen = requests;
      store.user.logOutSuccess();
      clearQuestionnaireDrafts();
      store.bookingRequest.summaryLoaded(null);
      i18n.clearRoleTranslations();
      void postLogout(runtime);
    });
  }, [runtime]);
}
