import { defineWidget } from '../../src/element/define-widget';
import { imageViewerCss } from './image-viewer.css';
import { ImageViewer, type ImageViewerProps } from './ImageViewer';

/**
 * The referrer's image viewer page: the study's viewer in a frame, or the browser sent on to the expired-link page or the referrer's PACS.
 * @event rad-image-viewer-redirect - the browser is about to leave for the expired-link page or the PACS; cancelable
 * @event rad-error - the images could not be opened, or a URL was refused
 * @event rad-ready - the widget has its settings and shows its content
 * @csspart header - the header with logo, title, PACS link and feedback button
 * @csspart logo - the provider's logo
 * @csspart title - the 'Image viewer' heading
 * @csspart open-pacs - the 'Open PACS' link
 * @csspart feedback - the report quality feedback button
 * @csspart frame - the viewer's frame (at most 600 px high)
 * @csspart redirect - the message and Continue link shown while the browser is sent on
 * @cssprop --rad-color-border - the frame's border colour
 * @cssprop --rad-radius - the frame's corner radius
 */
export const RadImageViewer = defineWidget<ImageViewerProps>('rad-image-viewer', ImageViewer, {
  props: {
    /** The referrer's secure-link token (`imsec` of the link); required. */
    imsec: 'string',
    /** Which image repository to open (`repositorySource` of the link); optional. */
    repositorySource: 'string',
  },
  styles: imageViewerCss,
});
