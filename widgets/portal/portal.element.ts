import { defineWidget } from '../../src/element/define-widget';
import { portalCss } from './portal.css';
import { Portal, type PortalProps } from './Portal';

/**
 * The whole portal in one element: banners, header and navigation, the routed widget, the loading overlay, the footer, kiosk inactivity and, inside another site's iframe, the frame bridge. A host page holds only `<rad-portal></rad-portal>`; the element reads the URL and listens to `rad-navigate` from the widgets it holds.
 * @event rad-booking-info - the header's booking information button was pressed; the booking-requests widget shows the request's information
 * @csspart header - the header row
 * @csspart logo - the provider's logo (a Home link)
 * @csspart nav - the navigation links
 * @csspart header-message - the provider's header message
 * @csspart header-image - the image under the header
 * @csspart main - the routed page
 * @csspart footer - the footer
 * @csspart banner - a provider banner (top or bottom)
 * @csspart environment-banner - the environment badge (test systems)
 * @csspart read-only-banner - the read-only notice
 * @csspart loading-overlay - the overlay while a page loads
 * @csspart dialog - a dialog (sign-in, kiosk countdown)
 * @cssprop --rad-color-banner - background of the provider's banners
 * @cssprop --rad-color-banner-text - text of the provider's banners
 * @cssprop --rad-color-footer - footer background
 * @cssprop --rad-color-footer-text - footer text
 * @cssprop --rad-color-warning - the read-only notice's accent
 * @cssprop --rad-color-warning-surface - the read-only notice's background
 */
export const RadPortal = defineWidget<PortalProps>('rad-portal', Portal, {
  props: {
    /** **Previews and tests only.** The route to show, with its query (`/about`, `/kiosk?kioskMode=true`); the portal then routes in memory instead of reading and writing the browser's URL. A host page leaves it out. */
    path: 'string',
    /** The kiosk home of this page's device: where the inactivity reset and the countdown's Home go in kiosk mode (`/check-in` for a check-in kiosk). A portal page that needs no sign-in; a `kioskHome` parameter in the URL wins, and without either the provider's `application.kioskHomePath`, else `/kiosk`, is used. */
    kioskHome: 'string',
  },
  styles: portalCss,
});
