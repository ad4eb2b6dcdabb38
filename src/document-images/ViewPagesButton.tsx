/**
 * "View the pages of …": opens a document or an answered questionnaire as page images. The
 * dialog and its styles load on the first click only (they are not part of any widget's entry).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PageImages } from '../api/schemas/document-images.schema';
import { useRuntime } from '../element/hooks';

const PageImagesDialog = lazy(() => import('./PageImagesDialog'));

export interface ViewPagesButtonProps {
  name: string;
  load: (signal: AbortSignal) => Promise<PageImages>;
  /** `answers`: the label says it shows the patient's answers (a questionnaire). */
  kind?: 'document' | 'answers';
  query?: Record<string, string>;
}

export function ViewPagesButton({ name, load, kind = 'document', query }: ViewPagesButtonProps) {
  const t = useRuntime().i18n.t;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog leaves the DOM when closed, so the browser has nothing to give focus back from: once
  // it is gone (and the page no longer inert), the button that opened it takes the focus again.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button ref={button} type="button" className="rad-button rad-button--secondary" onClick={() => setOpen(true)}>
        {t(kind === 'answers' ? 'document_images.view_answers' : 'document_images.view', { name })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PageImagesDialog name={name} load={load} query={query} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
