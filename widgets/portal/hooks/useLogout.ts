import { effect } from '@preact/signals-core';
import { useEffect } from 'react';
import type { Runtime } from '../../../src/runtime';
import { QUESTIONNAIRE_DRAFT_STORAGE_PREFIX } from '../../../src/constants';
import { postLogout } from '../end-session';

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
      store.flow.clearFlow(); // draft answers are personal
      clearQuestionnaireDrafts();
      store.bookingRequest.summaryLoaded(null);
      i18n.clearRoleTranslations();
      void postLogout(runtime);
    });
  }, [runtime]);
}

/** Questionnaire drafts kept in session storage for a reload (widgets/questionnaire/draft.ts) are personal too. */
function clearQuestionnaireDrafts(): void {
  try {
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith(QUESTIONNAIRE_DRAFT_STORAGE_PREFIX));
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
