/**
 * The attachment viewer (docs/rules.md#display-viewer): the appointment's or booking request's
 * documents as a carousel in a modal dialog, following the WAI-ARIA APG carousel pattern without
 * rotation (autoplay is off, so no rotation control and the slide region is a polite live
 * region). Each slide shows its document type's title and description and the file name, with a
 * download link; an image is shown at most 600 px high and zooms (ZoomableImage); a PDF shows a
 * file icon, a link that opens it and "View the pages of …" (the server draws its pages,
 * src/document-images). Previous and Next (also the side arrows on an unzoomed image, and a
 * sideways swipe) move between slides; "Image 2 of 5, 200 %" is announced as the slide or the
 * zoom changes, and nothing else: the status line alone is the live region (issue 23). The zoom
 * keys work wherever the focus is in the viewer. Loaded on demand, with its styles, the first time
 * a patient opens a document.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Attachment } from '../../api/schemas/attachments.schema';
import { VIEWER_CAROUSEL_AUTOPLAY } from '../../constants';
import { attachmentPageImages } from '../../document-images/document-images.api';
import { ViewPagesButton } from '../../document-images/ViewPagesButton';
import { useRuntime } from '../../element/hooks';
import { adopt, sheet } from '../../element/stylesheets';
import { useWidget } from '../../element/widget-context';
import { Dialog } from '../../ui/Dialog';
import type { AttachmentTarget } from '../attachments.api';
import { apiUrl } from '../xhr-upload';
import { viewerCss } from './viewer.css';
import { ZoomableImage } from './ZoomableImage';

export interface AttachmentViewerProps {
  attachments: readonly Attachment[];
  /** The slide to open at. */
  index: number;
  target: AttachmentTarget;
  onClose: () => void;
}

const isImage = (attachment: Attachment) => attachment.contentType.startsWith('image/');

export default function AttachmentViewer({ attachments, index, target, onClose }: AttachmentViewerProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const { shadowRoot } = useWidget();
  const [current, setCurrent] = useState(() => Math.min(Math.max(index, 0), attachments.length - 1));
  const [zoomPercent, setZoomPercent] = useState(100);
  const id = useId();
  const imageKeys = useRef<((event: KeyboardEvent<HTMLElement>) => boolean) | null>(null);
  const total = attachments.length;
  const attachment = attachments[current];

  useEffect(() => adopt(shadowRoot, [sheet(viewerCss)]), [shadowRoot]);
  const turn = useCallback((direction: 1 | -1) => setCurrent((n) => (n + direction + total) % total), [total]);
  useEffect(() => setZoomPercent(100), [current]);

  if (!attachment) return null;
  const link = (url: string) => apiUrl(runtime.apiBase ?? '', url.replace(/^\//, ''));
  const position = { index: current + 1, total };
  const status = isImage(attachment)
    ? t('attachments.viewer_status_image', { ...position, zoom: zoomPercent })
    : t('attachments.viewer_status_document', position);
  const title = attachment.documentType?.title ?? t('attachments.document_type_other');

  return (
    <Dialog
      open
      title={t('attachments.viewer_title')}
      className="rad-viewer-dialog"
      onClose={onClose}
      actions={
        <button type="button" className="rad-button" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      {/* Key presses anywhere in the viewer reach the image's zoom keys (after a click on "Whole image", say). */}
      <section
        className="rad-viewer"
        aria-roledescription={t('attachments.viewer_carousel')}
        aria-label={t('attachments.viewer_title')}
        onKeyDown={(event) => imageKeys.current?.(event)}
      >
        {total > 1 && (
          <div className="rad-viewer__controls">
            <button type="button" className="rad-button rad-button--secondary" aria-controls={`${id}-slides`} onClick={() => turn(-1)}>
              <span aria-hidden="true">‹</span> {t('attachments.viewer_previous')}
            </button>
            <span className="rad-viewer__position" aria-hidden="true">
              {t('attachments.viewer_position', position)}
            </span>
            <button type="button" className="rad-button rad-button--secondary" aria-controls={`${id}-slides`} onClick={() => turn(1)}>
              {t('attachments.viewer_next')} <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
        {/*
          No autoplay. The live region is the status line alone, not the slide: a new slide
          or a zoom step is read as "Image 2 of 5, 200 %", not as the whole slide's text again.
        */}
        <p className="rad-visually-hidden" data-viewer-status aria-live={VIEWER_CAROUSEL_AUTOPLAY ? 'off' : 'polite'} aria-atomic="true">
          {status}
        </p>
        <div id={`${id}-slides`} className="rad-viewer__slides">
          <div
            key={attachment.id}
            className="rad-viewer__slide"
            role="group"
            aria-roledescription={t('attachments.viewer_slide')}
            aria-label={t('attachments.viewer_position', position)}
            data-attachment-id={attachment.id}
          >
            <h3 className="rad-viewer__title">{title}</h3>
            {attachment.documentType?.description && <p className="rad-viewer__description">{attachment.documentType.description}</p>}
            <p className="rad-viewer__file">{attachment.fileName}</p>
            {isImage(attachment) ? (
              <ZoomableImage
                src={link(attachment.downloadUrl)}
                alt={attachment.fileName}
                t={t}
                onZoom={setZoomPercent}
                onTurn={turn}
                keys={imageKeys}
              />
            ) : (
              <div className="rad-viewer__document">
                <svg className="rad-viewer__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
                  <path d="M12 4h17l11 11v29H12z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
                  <path d="M29 4v11h11" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
                  <text x="26" y="36" textAnchor="middle" fontSize="9" fontWeight="700" fill="currentColor">
                    PDF
                  </text>
                </svg>
                {attachment.viewUrl && (
                  <a
                    className="rad-button rad-button--secondary"
                    href={`${link(attachment.viewUrl)}?lang=${encodeURIComponent(runtime.i18n.locale.value)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('attachments.viewer_open_pdf', { name: attachment.fileName })}
                  </a>
                )}
                {attachment.contentType === 'application/pdf' && (
                  <ViewPagesButton
                    name={attachment.fileName}
                    load={(signal) => attachmentPageImages(runtime.api(), target, attachment.id, signal)}
                  />
                )}
              </div>
            )}
            <p className="rad-viewer__links">
              <a className="rad-button rad-button--secondary" href={link(attachment.downloadUrl)} download={attachment.fileName}>
                {t('attachments.download_named', { name: attachment.fileName })}
              </a>
            </p>
          </div>
        </div>
      </section>
    </Dialog>
  );
}
