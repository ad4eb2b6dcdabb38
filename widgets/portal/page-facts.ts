/**
 * Page-level facts the portal owns: title, description, keywords, social
 * description, verification tag and favicon. The portal is the page's one shell, so it may write
 * to document.head; standalone widgets never do.
 */
import type { Config } from '../../src/api/schemas/config.schema';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null || content === '') {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

/** "Radiology name followed by the meta title"; a route's own title goes first so tabs differ. */
export function pageTitle(config: Config, routeTitle: string | null): string {
  const site = [config.radiology.name, config.application.metaTitle].filter(Boolean).join(' | ');
  return routeTitle ? `${routeTitle} – ${site}` : site;
}

export function applyPageFacts(config: Config, routeTitle: string | null, apiBase: string): void {
  const app = config.application;
  document.title = pageTitle(config, routeTitle);
  setMeta('name', 'description', app.metaDescription);
  setMeta('name', 'keywords', app.metaKeywords);
  setMeta('property', 'og:description', app.metaFbDescription);
  setMeta('name', 'google-site-verification', app.googleVerificationEnabled ? app.googleVerificationId : null);
  let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = new URL('api/assets/application/favicon', apiBase.endsWith('/') ? apiBase : `${apiBase}/`).href;
}
