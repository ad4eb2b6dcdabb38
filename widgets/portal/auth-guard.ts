/**
 * The portal's guard for secure-link pages (not signed in: to /authentication with the current URL
 * as the return, widgets/portal/README.md#behaviour): before an appointment, booking-request or
 * results page mounts, the session must cover its booking key (or share); otherwise the person
 * goes to the authentication page and comes back. A grant for the same booking under another link
 * type opens the page when the server asks the same proof for both (guard-decision.ts). A widget that meets a 401 or otherwise decides
 * the session is gone calls `store.auth.markNotAuthenticated()`, and the same redirect happens.
 */
import { effect } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { getAuthenticated, getLinkRequirements } from '../../src/api/auth.api';
import { authenticationPath, hasAccess, linkForPath } from '../../src/router/auth-links';
import type { RouteMatch } from '../../src/router/routes';
import type { Runtime } from '../../src/runtime';
import { guardDecision } from './guard-decision';

export type GuardState = 'checking' | 'allowed';

interface GuardInput {
  runtime: Runtime;
  match: RouteMatch | null;
  pathname: string;
  search: string;
  /** Replaces the current history entry (the link's date of birth must not stay in history). */
  replace: (path: string) => void;
  /**
   * Skip the sign-in check: the route allows it (`guardBypass`) and a widget's navigation asked
   * for it (Portal.tsx). A 401 still ends the page: the "not authenticated" effect keeps listening.
   */
  bypass?: boolean;
}

export function useAuthGuard({ runtime, match, pathname, search, replace, bypass = false }: GuardInput): GuardState {
  const target = match?.route.authenticated ? linkForPath(pathname, search) : null;
  const targetKey = target ? JSON.stringify(target) : null;
  const [allowedKey, setAllowedKey] = useState<string | null>(null);

  useEffect(() => {
    if (!target || !targetKey || bypass) return;
    const controller = new AbortController();
    const { store, i18n } = runtime;
    void getAuthenticated(runtime.api(), i18n.locale.peek(), controller.signal).then(async (answer) => {
      if (controller.signal.aborted) return;
      // No grant of the page's own type: the server's requirements say whether another grant for
      // the same link proves enough (guard-decision.ts).
      const opens =
        hasAccess(answer.access, target) ||
        (await guardDecision(answer.access, target, (link) => getLinkRequirements(runtime.api(), link, controller.signal))) === 'open';
      if (controller.signal.aborted) return;
      if (opens) {
        await i18n.mergeRoleTranslations(answer.roleTranslations);
        store.auth.authenticated();
        setAllowedKey(targetKey);
      } else {
        store.auth.reset();
        replace(authenticationPath({ pathname, search }, target));
      }
    });
    return () => controller.abort();
    // targetKey stands for target; pathname and search only matter through it and the return URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, runtime, replace, bypass]);

  // "Marking not authenticated" from any widget sends the person to sign in again.
  useEffect(() => {
    if (!target) return;
    const requests = runtime.store.auth.authenticationRequests;
    let seen = requests.peek();
    return effect(() => {
      const current = requests.value;
      if (current === seen) return;
      seen = current;
      setAllowedKey(null);
      replace(authenticationPath({ pathname, search }, target));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, runtime, replace]);

  if (!targetKey || bypass) return 'allowed';
  return allowedKey === targetKey ? 'allowed' : 'checking';
}
