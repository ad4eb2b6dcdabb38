import { useCallback } from 'react';
import { pathInTree, withCarriedQuery, type PortalTree } from '../../../src/router/routes';

export interface TreeNavigation {
  /** Goes to `to` (written for the site root) in the current tree, carrying kioskMode and regionSlug; returns where it went. */
  go: (to: string) => string;
  /** The same, replacing the history entry (redirects, removing private query). */
  replace: (to: string) => void;
}

/**
 * Every in-portal navigation the shell makes (rad-navigate, the sign-in redirect, kiosk Home,
 * Sign out) goes through here, so it stays in the tree it started in (`pathInTree`): a framed
 * portal never navigates its frame to a root page, which another site's frame could not show.
 * A target the tree lacks falls back to the path as written.
 */
export function useTreeNavigation(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  query: string,
  tree: PortalTree,
): TreeNavigation {
  const target = useCallback((to: string) => withCarriedQuery(pathInTree(to, tree) ?? to, query), [query, tree]);
  const go = useCallback(
    (to: string) => {
      const resolved = target(to);
      navigate(resolved);
      return resolved;
    },
    [navigate, target],
  );
  const replace = useCallback((to: string) => navigate(target(to), { replace: true }), [navigate, target]);
  return { go, replace };
}
