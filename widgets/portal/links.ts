/**
 * Navigation and footer links: each goes to an internal
 * page or to the provider's external URL; a link whose translation is empty is hidden; links
 * that leave the portal are hidden in kiosk mode (a kiosk must not wander off to other sites).
 *
 * In the frame tree, links stay in the frame (`pathInTree`). The pages only the root tree has
 * (About, Contact, Terms, Privacy) open at the site root in a new tab: the frame cannot show
 * them, and navigating the frame (or the embedding site's window) away would lose the patient's place.
 */
import type { Config } from '../../src/api/schemas/config.schema';
import { pathInTree, type PortalTree } from '../../src/router/routes';

export interface NavLink {
  id: 'home' | 'external-home' | 'about' | 'contact' | 'terms' | 'privacy';
  labelKey: string;
  href: string;
  external: boolean;
}

interface LinkInputs {
  radiology: Config['radiology'];
  homeLink: string;
  kioskMode: boolean;
  /** True when the key has a non-empty translation. */
  hasText: (key: string) => boolean;
  /** The tree of the current page; the root when left out. */
  tree?: PortalTree;
}

function link(id: NavLink['id'], labelKey: string, internal: string, externalUrl: string | undefined, tree: PortalTree): NavLink {
  if (externalUrl && /^https?:\/\//i.test(externalUrl)) return { id, labelKey, href: externalUrl, external: true };
  const inTree = pathInTree(internal, tree);
  // Not in this tree: the root page, in a new tab (see the top of this file).
  return inTree ? { id, labelKey, href: inTree, external: false } : { id, labelKey, href: internal, external: true };
}

function visible(links: NavLink[], { kioskMode, hasText }: LinkInputs): NavLink[] {
  return links.filter((entry) => hasText(entry.labelKey) && !(kioskMode && entry.external));
}

/** Home, About, Contact, Terms, Privacy. */
export function menuLinks(inputs: LinkInputs): NavLink[] {
  const { radiology, homeLink } = inputs;
  const tree = inputs.tree ?? 'root';
  return visible(
    [
      link('home', 'nav.home', homeLink, undefined, tree),
      link('about', 'nav.about', '/about', radiology.aboutUrl, tree),
      link('contact', 'nav.contact', '/contact', radiology.contactUrl, tree),
      link('terms', 'nav.terms', '/terms', radiology.termsAndConditionsUrl, tree),
      link('privacy', 'nav.privacy', '/privacy', undefined, tree),
    ],
    inputs,
  );
}

/** Footer: Home, the provider's own website (external home), About, Contact, Terms, Privacy. */
export function footerLinks(inputs: LinkInputs & { externalHomeUrl?: string }): NavLink[] {
  const { radiology, homeLink } = inputs;
  const tree = inputs.tree ?? 'root';
  const externalHome = inputs.externalHomeUrl ? [link('external-home', 'footer.external_home', '/', inputs.externalHomeUrl, tree)] : [];
  return visible(
    [
      link('home', 'footer.home', homeLink, undefined, tree),
      ...externalHome,
      link('about', 'footer.about', '/about', radiology.aboutUrl, tree),
      link('contact', 'footer.contact', '/contact', radiology.contactUrl, tree),
      link('terms', 'footer.terms', '/terms', radiology.termsAndConditionsUrl, tree),
      link('privacy', 'footer.privacy', '/privacy', undefined, tree),
    ],
    inputs,
  );
}

/** The admin login link: only when the provider enables it, never in kiosk mode. */
export function adminLink(radiology: Config['radiology'], showLinkToAdminPanel: boolean, kioskMode: boolean): string | null {
  if (!showLinkToAdminPanel || kioskMode || !radiology.domainAdmin) return null;
  const domain = radiology.domainAdmin.trim();
  const url = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}
