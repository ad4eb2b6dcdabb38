/**
 * The portal page's first view, drawn by the server: the header (logo and the route's header
 * image) and the loading text, as light-DOM children of `<rad-portal>`, styled by the page's own
 * stylesheet (demo/pages/host.css). A phone on a slow network sees it as soon as the HTML and that
 * stylesheet arrive, instead of a blank page until every script has run; the portal shows it
 * through a slot while it starts, and draws itself in its place when it is ready
 * (src/element/WidgetShell.tsx). Only values of this server go in, all escaped.
 */
import { escapeHtml } from '../../http/html';
import { FIRST_VIEW_CLASS } from '../../../../src/element/first-view';
import { headerImageOf, TABLET_MEDIA } from '../../../../src/router/page-kind';

const asset = (name: string) => `/api/assets/application/${name}`;

export function firstViewHtml({ pathname, name, loading }: { pathname: string; name: string; loading: string }): string {
  const image = headerImageOf(pathname);
  const tablet = image === 'header' ? `<source media="${escapeHtml(TABLET_MEDIA)}" srcset="${asset('header_tablet')}">` : '';
  return `<div class="${FIRST_VIEW_CLASS}" aria-busy="true">
<div class="${FIRST_VIEW_CLASS}__header">
<div class="${FIRST_VIEW_CLASS}__bar"><img src="${asset('logo')}" alt="${escapeHtml(name)}" width="180" height="48"></div>
<picture class="${FIRST_VIEW_CLASS}__image">${tablet}<img src="${asset(image)}" alt="" width="1440" height="240" fetchpriority="high"></picture>
</div>
<p class="${FIRST_VIEW_CLASS}__loading" role="status">${escapeHtml(loading)}</p>
</div>`;
}
