import { useEffect } from 'react';
import { matchRoute, pathInTree, type PortalTree } from '../../../src/router/routes';

/**
 * Widgets ask for navigation with rad-navigate; the portal owns the URL. It handles the paths its
 * current tree has (prevents the event's default, so the widget does not navigate the browser
 * too); others are left to the widget.
 */
export function useNavigateEvents(host: HTMLElement, tree: PortalTree, go: (to: string) => void): void {
  useEffect(() => {
    const onNavigate = (event: Event) => {
      const path = (event as CustomEvent<{ path?: string }>).detail?.path;
      if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return;
      const inTree = pathInTree(path, tree);
      if (inTree && matchRoute(new URL(inTree, location.origin).pathname)) {
        event.preventDefault();
        go(path);
      }
    };
    host.addEventListener('rad-navigate', onNavigate);
    return () => host.removeEventListener('rad-navigate', onNavigate);
  }, [host, tree, go]);
}
