import { defineWidget } from '../../src/element/define-widget';
import { pageCss } from './page.css';
import { StaticPage, type StaticPageProps } from './StaticPage';

export const RadPage = defineWidget<StaticPageProps>('rad-page', StaticPage, {
  props: { page: 'string', headingLevel: 'number' },
  styles: pageCss,
});

declare global {
  interface HTMLElementTagNameMap {
    'rad-page': HTMLElement & Partial<Omit<StaticPageProps, 'container'>>;
  }
}
