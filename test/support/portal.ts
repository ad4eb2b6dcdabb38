/**
 * <rad-portal> in browser tests: one element at a route given by its `path` attribute (so the
 * test page's own URL never changes), with the page's store put in a fixture state.
 */
import type { Access } from '../../src/api/schemas/auth.schema';
import { matchRoute } from '../../src/router/routes';
import type { Runtime } from '../../src/runtime';
import { applyPortalState, type PortalState } from '../../widgets/portal/fixtures';
import { rendered, shadow } from './dom';

export type PortalElement = HTMLElement & { runtime: Runtime };

let undo: (() => void) | null = null;

export interface OpenedPortal {
  element: PortalElement;
  root: ShadowRoot;
  store: Runtime['store'];
}

/** A fresh portal showing `path`, after the previous test's state was undone. */
export async function portalAt(path: string, state: PortalState = {}): Promise<OpenedPortal> {
  undo?.();
  undo = null;
  document.body.replaceChildren();
  const element = document.createElement('rad-portal') as PortalElement;
  element.setAttribute('path', path);
  document.body.append(element);
  // Not busy: the route's chunk has loaded and the sign-in check of a secure-link page is done.
  await rendered(element, '.shell-main:not([aria-busy])');
  const { store } = element.runtime;
  undo = applyPortalState(store, state);
  return { element, root: shadow(element), store };
}

/** Visible to a person: rendered, not display:none, not hidden. */
export function isVisible(element: Element | null): boolean {
  return Boolean(element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
}

/**
 * The page's level-one heading: the shell's own (placeholders) or the routed widget's. Waiting for
 * it before axe keeps the check from running while the routed widget's chunk is still loading.
 */
export function pageHeading(root: ShadowRoot): HTMLHeadingElement | null {
  const routed = root.querySelector('.shell-main > :not(.shell-route-heading)')?.shadowRoot;
  return root.querySelector('.shell-main h1') ?? routed?.querySelector('h1') ?? null;
}

/**
 * What the fixture API's GET /api/authenticated answers for a portal state: the fixture session
 * (FIXTURE_SESSION) where the state has a signed-in patient or shows a secure-link page (its guard
 * needs it), and no session elsewhere, so a public page shows the anonymous header (the portal
 * asks once at start, and an open session would put Sign out in the login icon's place).
 */
export function sessionFor(state: PortalState & { path: string }): { access?: Access[] } {
  const secureLinkPage = Boolean(matchRoute(state.path.split('?')[0]!)?.route.authenticated);
  return state.signedIn || secureLinkPage ? {} : { access: [] };
}
