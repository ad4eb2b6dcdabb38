/**
 * In-portal navigation: clicks on same-origin links that the route table knows are handled
 * without a page load, carrying kioskMode and regionSlug (widgets/portal/README.md#routes). Everything else (other
 * origins, downloads, new tabs, modified clicks) is left to the browser.
 *
 * A link stays in the tree the page is in (`pathInTree`): in a framed portal, `/appointments/X`
 * goes to `/iframe/appointments/X`. A portal page the frame tree lacks (About…) opens at the site
 * root in a new tab instead of taking the frame out of its tree.
 */
import { matchRoute, pathInTree, withCarriedQuery, type PortalTree } from '../../src/router/routes';

export type LinkAction = { kind: 'route'; to: string } | { kind: 'new-tab'; href: string };

export function internalTarget(event: MouseEvent, search: string, tree: PortalTree = 'root'): LinkAction | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor || !anchor.href || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !matchRoute(url.pathname)) return null;
  const written = `${url.pathname}${url.search}${url.hash}`;
  const inTree = pathInTree(written, tree);
  if (!inTree) return { kind: 'new-tab', href: url.href };
  return { kind: 'route', to: withCarriedQuery(inTree, search) };
}

/** Query parameters become the routed element's attributes: `maxAttempts` → `max-attempts`. */
export function queryAttributes(search: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) continue;
    attributes[name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()] = value;
  }
  return attributes;
}
