// The public face of <rad-page>: the element, its props, and the `page` names it knows.
export { RadPage } from './page.element';
export { PAGES, type PageName, type StaticPageProps } from './StaticPage';
