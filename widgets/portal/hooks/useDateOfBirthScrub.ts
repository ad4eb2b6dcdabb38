import { useEffect } from 'react';
import { withoutPrivateQuery } from '../../../src/router/auth-links';
import type { RouteMatch } from '../../../src/router/routes';
import type { GuardState } from '../auth-guard';

/**
 * A date of birth in a link is for the routes that receive it only (`receivesDateOfBirth`, the
 * authentication page): anywhere else (a page the session already opens) it leaves the address
 * bar and history at once.
 */
export function useDateOfBirthScrub(
  guard: GuardState,
  match: RouteMatch | null,
  pathname: string,
  query: string,
  replace: (to: string) => void,
): void {
  useEffect(() => {
    if (guard !== 'allowed' || match?.route.receivesDateOfBirth || !new URLSearchParams(query).has('dateOfBirth')) return;
    replace(withoutPrivateQuery(`${pathname}${query}`));
  }, [guard, match, pathname, query, replace]);
}
