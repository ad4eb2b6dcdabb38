import { useEffect } from 'react';
import { matchRoute, pathInTree, type PortalTree } from '../../../src/router/routes';

/**
 * Widgets ask for navigation with rad-navigate; the portal owns the URL. It handles the paths its
 * current tree has (prevents the event's default, so the widget does not navigate the browser
 * too); others are left to the widget.
 */
export function useNavigateEvents(
  host: HTMLElement,
  tree: PortalTree,
  go: (to: string, options: { bypassGuard: boolean; replace: boolean }) => void,
): void {
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<{ path?: string; bypassGuard?: unknown; replace?: unknown }>).detail;
      const path = detail?.path;
      if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return;
      const inTree = pathInTree(path, tree);
      if (inTree && matchRoute(new URL(inTree, location.origin).pathname)) {
        event.preventDefault();
        go(path, { bypassGuard: detail.bypassGuard === true, replace: detail.replace === true });
      }
    };
    host.addEventListener('rad-navigate', onNavigate);
    return () => host.removeEventListener('rad-navigate', onNavigate);
  }, [host, tree, go]);
}
