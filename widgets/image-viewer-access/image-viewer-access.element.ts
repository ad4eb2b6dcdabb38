import { defineWidget } from '../../src/element/define-widget';
import { imageViewerAccessCss } from './image-viewer-access.css';
import { ImageViewerAccess, type ImageViewerAccessProps } from './ImageViewerAccess';

/**
 * The radiologist's direct image link: signs in with the work account, then opens the images the link names.
 * @event rad-images-open - the server allowed the images and the browser is about to go to the viewer; cancelable
 * @event rad-error - the sign-in or the access check failed (detail names the message key)
 * @event rad-ready - the widget has its settings and shows its content
 * @csspart image-viewer-access - the page section
 * @csspart title - the page heading
 * @csspart sign-in - the 'Sign in with your work account' button
 * @csspart continue - the link to the images, shown while the browser goes there
 * @cssprop --rad-color-primary - the sign-in button's colour
 */
export const RadImageViewerAccess = defineWidget<ImageViewerAccessProps>('rad-image-viewer-access', ImageViewerAccess, {
  props: {
    /** The direct link's token (`input` of the link); required, except on the sign-in's return page. */
    input: 'string',
  },
  styles: imageViewerAccessCss,
});
