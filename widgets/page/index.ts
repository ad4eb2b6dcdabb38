export { RadPage } from './page.element';
export { PAGES, type PageName, type StaticPageProps } from './StaticPage';
