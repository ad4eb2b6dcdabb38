/**
 * A document or an answered questionnaire as its page images (src/api/API.md "Document and
 * questionnaire images"): for PDFs a browser cannot show inline (a phone, a kiosk without a PDF
 * viewer) and for questionnaires, which have no file of their own. Pages load lazily one under
 * the other, each with its number in words for screen readers; a failure says so and offers a retry.
 */
import { useEffect } from 'react';
import { ApiError } from '../api/errors';
import { pageImageUrl } from './document-images.api';
import type { PageImages } from '../api/schemas/document-images.schema';
import { useRuntime } from '../element/hooks';
import { useResource } from '../element/use-resource';
import { adopt, sheet } from '../element/stylesheets';
import { useWidget } from '../element/widget-context';
import { Banner } from '../ui/Banner';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { pageImagesCss } from './page-images.css';

export interface PageImagesDialogProps {
  /** The file name or the questionnaire's title: the dialog's title and each page's alt text. */
  name: string;
  load: (signal: AbortSignal) => Promise<PageImages>;
  /** Added to each page's URL (the questionnaire sheet's `lang`). */
  query?: Record<string, string>;
  onClose: () => void;
}

export default function PageImagesDialog({ name, load, query, onClose }: PageImagesDialogProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const { shadowRoot } = useWidget();
  useEffect(() => adopt(shadowRoot, [sheet(pageImagesCss)]), [shadowRoot]);
  // `load` is the caller's closure over the same document: it loads once, and again on retry.
  const state = useResource(async (signal) => {
    try {
      return (await load(signal)).pages;
    } catch (error) {
      if (!signal.aborted && !(error instanceof ApiError)) console.error(error);
      throw error;
    }
  }, []);

  return (
    <Dialog
      open
      title={t('document_images.title', { name })}
      className="rad-pages-dialog"
      onClose={onClose}
      actions={
        <button type="button" className="rad-button" onClick={onClose}>
          {t('document_images.close')}
        </button>
      }
    >
      {state.status === 'loading' && <Spinner label={t('document_images.loading')} />}
      {state.status === 'error' && (
        <Banner tone="error">
          <p>{t('document_images.failed')}</p>
          <button type="button" className="rad-button" onClick={state.retry}>
            {t('questionnaire.retry')}
          </button>
        </Banner>
      )}
      {state.status === 'ready' && (
        <ol className="rad-pages">
          {state.data.map((page) => (
            <li key={page.number} className="rad-pages__page">
              <img
                className="rad-pages__image"
                src={pageImageUrl(page, runtime.apiBase, query)}
                width={page.width}
                height={page.height}
                loading={page.number === 1 ? 'eager' : 'lazy'}
                alt={t('document_images.page_alt', { name, page: page.number, pages: state.data.length })}
              />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
