/**
 * Navigation and footer links (spec 000 §2 "Navigation bar", "Footer"): each goes to an internal
 * page or to the provider's external URL; a link whose translation is empty is hidden; links
 * that leave the portal are hidden in kiosk mode (a kiosk must not wander off to other sites).
 */
import type { Config } from '../../src/api/schemas/config.schema';

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
}

function link(id: NavLink['id'], labelKey: string, internal: string, externalUrl: string | undefined): NavLink {
  const external = Boolean(externalUrl && /^https?:\/\//i.test(externalUrl));
  return { id, labelKey, href: external ? externalUrl! : internal, external };
}

function visible(links: NavLink[], { kioskMode, hasText }: LinkInputs): NavLink[] {
  return links.filter((entry) => hasText(entry.labelKey) && !(kioskMode && entry.external));
}

/** Home, About, Contact, Terms, Privacy. */
export function menuLinks(inputs: LinkInputs): NavLink[] {
  const { radiology, homeLink } = inputs;
  return visible(
    [
      link('home', 'nav.home', homeLink, undefined),
      link('about', 'nav.about', '/about', radiology.aboutUrl),
      link('contact', 'nav.contact', '/contact', radiology.contactUrl),
      link('terms', 'nav.terms', '/terms', radiology.termsAndConditionsUrl),
      link('privacy', 'nav.privacy', '/privacy', undefined),
    ],
    inputs,
  );
}

/** Footer: Home, the provider's own website (external home), About, Contact, Terms, Privacy. */
export function footerLinks(inputs: LinkInputs & { externalHomeUrl?: string }): NavLink[] {
  const { radiology, homeLink } = inputs;
  const externalHome = inputs.externalHomeUrl ? [link('external-home', 'footer.external_home', '/', inputs.externalHomeUrl)] : [];
  return visible(
    [
      link('home', 'footer.home', homeLink, undefined),
      ...externalHome,
      link('about', 'footer.about', '/about', radiology.aboutUrl),
      link('contact', 'footer.contact', '/contact', radiology.contactUrl),
      link('terms', 'footer.terms', '/terms', radiology.termsAndConditionsUrl),
      link('privacy', 'footer.privacy', '/privacy', undefined),
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
