import { defineWidget } from '../../src/element/define-widget';
import { pageCss } from './page.css';
import { StaticPage, type StaticPageProps } from './StaticPage';

/**
 * The static pages of the portal from the provider's settings: about, contact, terms (loaded from the server, with a loading indicator and a retry on failure) and privacy. Provider HTML is shown through the one sanitizing component (DOMPurify).
 * @csspart page - the page
 * @csspart title - the page heading
 * @csspart content - the provider's HTML
 * @csspart privacy-link - the link to the provider's privacy policy (privacy page)
 * @csspart banner - an error message (terms failed to load)
 */
export const RadPage = defineWidget<StaticPageProps>('rad-page', StaticPage, {
  props: {
    /** `about` ("About {name}" + `radiology.about`), `contact` (`radiology.contact`), `terms` (`GET /api/config/terms`), `privacy` (text + link to `radiology.privacyPolicyUrl`) */
    page: 'string',
    /** level of the page heading, 1 (default) to 6 */
    headingLevel: 'number',
  },
  styles: pageCss,
});
