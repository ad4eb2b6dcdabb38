/**
 * The rad-* elements in JSX, as a customer's React 19 app would type them: attributes as a page
 * author writes them (kebab-case strings, booleans for bare attributes) and rad-* events as
 * `onrad-…` listeners (React 19 adds a listener for `on` + the event name on custom elements).
 *
 * Booleans: pass `true`/`false`, not `""`. For an attribute whose name is also a property of the
 * element (`revoked`), React 19 sets the property, and r2wc turns `""` into false.
 */
import type { HTMLAttributes, Key, Ref } from 'react';
import type { RadEventMap } from '../src/element/events';

type RadListener<K extends keyof RadEventMap> = (event: CustomEvent<RadEventMap[K]>) => void;

interface RadElementAttributes extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  key?: Key | null;
  ref?: Ref<HTMLElement>;
  class?: string;
  'api-base'?: string;
  locale?: string;
  'onrad-ready'?: RadListener<'rad-ready'>;
  'onrad-error'?: RadListener<'rad-error'>;
}

export interface RadDenyAttributes extends RadElementAttributes {
  status?: string;
  revoked?: boolean;
  'max-attempts'?: boolean;
  message?: string;
  'custom-message'?: string;
  'results-expired'?: boolean;
  'redirect-url'?: string;
  'show-close'?: boolean;
  'heading-level'?: string | number;
  'onrad-close'?: RadListener<'rad-close'>;
}

export interface RadEmailPreviewAttributes extends RadElementAttributes {
  template?: string;
  lang?: string;
  'reference-id'?: string;
}

export interface RadPageAttributes extends RadElementAttributes {
  page?: string;
  'heading-level'?: string | number;
}

export interface RadPortalAttributes extends RadElementAttributes {
  /** Previews and tests: the route to show, routed in memory instead of the page's URL. */
  path?: string;
  'onrad-booking-info'?: RadListener<'rad-booking-info'>;
}

export interface RadAuthAttributes extends RadElementAttributes {
  'return-url'?: string;
  type?: string;
  'booking-key'?: string;
  slug?: string;
  shared?: string;
  'is-booking-request'?: string;
  'staff-booking'?: string;
  'date-of-birth'?: string;
  'otp-type'?: string;
  'onrad-navigate'?: RadListener<'rad-navigate'>;
}

export interface RadIframeTestAttributes extends RadElementAttributes {
  link?: string;
}

export interface RadImageViewerAttributes extends RadElementAttributes {
  imsec?: string;
  'repository-source'?: string;
  'onrad-image-viewer-redirect'?: RadListener<'rad-image-viewer-redirect'>;
}

export interface RadImageViewerAccessAttributes extends RadElementAttributes {
  input?: string;
  'onrad-images-open'?: RadListener<'rad-images-open'>;
}

/** Every rad-* element's JSX attributes; stories/jsx-elements.check.ts holds its keys to the widget list. */
export interface RadIntrinsicElements {
  'rad-deny': RadDenyAttributes;
  'rad-page': RadPageAttributes;
  'rad-email-preview': RadEmailPreviewAttributes;
  'rad-portal': RadPortalAttributes;
  'rad-iframe-test': RadIframeTestAttributes;
  'rad-auth': RadAuthAttributes;
  'rad-image-viewer': RadImageViewerAttributes;
  'rad-image-viewer-access': RadImageViewerAccessAttributes;
}

declare module 'react' {
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends RadIntrinsicElements {}
  }
}
