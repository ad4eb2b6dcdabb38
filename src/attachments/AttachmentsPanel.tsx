/**
 * The documents of an appointment or booking request (docs/rules.md#files-and-attachments): the list
 * with "Show" (the viewer) on each row and its other actions in the row's menu (download, the
 * pages of a PDF, replace, delete with a confirmation naming the file, about), imported
 * referrals, and the upload control. The list reloads after every change. Booking requests show
 * their exam document types, one entry each with its document or none yet.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/errors';
import { DEFAULT_UPLOAD_RULES, type Attachment, type AttachmentList } from '../api/schemas/attachments.schema';
import { useRuntime } from '../element/hooks';
import { useResource } from '../element/use-resource';
import { Banner } from '../ui/Banner';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { attachmentPageImages } from '../document-images/document-images.api';
import { AnsweredQuestionnaires } from '../document-images/AnsweredQuestionnaires';
import { deleteAttachment, importReferrals, listAttachments, type AttachmentTarget } from './attachments.api';
import { AttachmentInfoDialog } from './AttachmentInfoDialog';
import { AttachmentUpload } from './AttachmentUpload';
import { RowActions } from './RowActions';
import type { RowMenuItem } from './row-menu/row-menu';
import { apiUrl } from './xhr-upload';
import { useUploadQueue } from './use-upload-queue';

// The viewer (carousel, zoom) and its styles load the first time a patient opens a document;
// the page images the first time a patient asks for them.
const AttachmentViewer = lazy(() => import('./viewer/AttachmentViewer'));
const PageImagesDialog = lazy(() => import('../document-images/PageImagesDialog'));

export interface AttachmentsPanelProps {
  target: AttachmentTarget;
  /** Offers "Import referrals" (the clinic's electronic referral). */
  canImport?: boolean;
  /** Told after each change, with the new list (a check-in readiness re-check, a header count). */
  onChanged?: (list: AttachmentList) => void;
  headingLevel?: 2 | 3;
}

export function AttachmentsPanel({ target, canImport, onChanged, headingLevel = 2 }: AttachmentsPanelProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const [confirming, setConfirming] = useState<{ id: number; fileName: string } | null>(null);
  const [replacing, setReplacing] = useState<{ id: number; fileName: string | null; documentTypeId: number | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<{ index: number; id: number } | null>(null);
  const [info, setInfo] = useState<Attachment | null>(null);
  const [pages, setPages] = useState<Attachment | null>(null);
  const returnFocus = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closedViewer = useRef<number | null>(null);
  const targetKey = JSON.stringify(target);

  // A reload (after every change) keeps the list on screen until the new one arrives.
  const loaded = useResource(
    async (signal) => {
      try {
        const list = await listAttachments(runtime.api(), target, signal);
        if (!signal.aborted) onChanged?.(list);
        return list;
      } catch (error) {
        if (!(error instanceof ApiError)) console.error(error);
        throw error;
      }
    },
    // targetKey stands for target; onChanged is a notification, not an input.
    [runtime, targetKey],
  );
  const reload = loaded.retry;
  const list = loaded.status === 'error' ? null : (loaded.data ?? null);
  const firstLoad = loaded.status === 'loading' && !list;

  const rules = list ?? DEFAULT_UPLOAD_RULES;
  const queue = useUploadQueue(runtime, target, rules, () => {
    setReplacing(null);
    reload();
  });
  const replaceQueue = useUploadQueue(runtime, target, rules, () => {
    setReplacing(null);
    reload();
  });

  async function confirmDelete(): Promise<void> {
    if (!confirming) return;
    setBusy(true);
    setActionError(null);
    try {
      await deleteAttachment(runtime.api(), target, confirming.id);
      setConfirming(null);
      reload();
    } catch {
      setActionError(t('attachments.delete_failed', { name: confirming.fileName }));
    } finally {
      setBusy(false);
    }
  }

  async function importNow(): Promise<void> {
    setBusy(true);
    setActionError(null);
    try {
      const imported = await importReferrals(runtime.api(), target);
      loaded.set(imported);
      onChanged?.(imported);
    } catch {
      setActionError(t('attachments.import_failed'));
    } finally {
      setBusy(false);
    }
  }

  // The viewer leaves the DOM when it closes: its opener takes the focus back.
  useEffect(() => {
    if (viewing !== null || closedViewer.current === null) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-show-id="${closedViewer.current}"]`)?.focus();
    closedViewer.current = null;
  }, [viewing]);

  // A dialog opened from a row's menu gives the focus back to that row's menu button when it closes.
  useEffect(() => {
    if (confirming || replacing || info || pages || returnFocus.current === null) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-more-id="${returnFocus.current}"]`)?.focus();
    returnFocus.current = null;
  }, [confirming, replacing, info, pages]);

  /** The row menu's actions (issue 23): all but "Show", which stays in view. */
  function rowItems(attachment: Attachment): RowMenuItem[] {
    const name = attachment.fileName;
    const from = (run: () => void) => () => {
      returnFocus.current = attachment.id;
      run();
    };
    return [
      {
        kind: 'link',
        id: 'download',
        label: t('attachments.download_named', { name }),
        href: link(attachment.downloadUrl),
        download: name,
      },
      ...(attachment.contentType === 'application/pdf'
        ? [{ kind: 'action' as const, id: 'pages', label: t('document_images.view', { name }), run: from(() => setPages(attachment)) }]
        : []),
      {
        kind: 'action',
        id: 'replace',
        label: t('attachments.replace_named', { name }),
        run: from(() => setReplacing({ id: attachment.id, fileName: name, documentTypeId: attachment.documentTypeId })),
      },
      {
        kind: 'action',
        id: 'delete',
        label: t('attachments.delete_named', { name }),
        run: from(() => setConfirming({ id: attachment.id, fileName: name })),
      },
      { kind: 'action', id: 'info', label: t('attachments.info_named', { name }), run: from(() => setInfo(attachment)) },
    ];
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const link = (url: string) => apiUrl(runtime.apiBase ?? '', url.replace(/^\//, ''));

  return (
    <section className="rad-attachments" part="attachments" aria-labelledby="rad-attachments-title" aria-busy={firstLoad}>
      <Heading id="rad-attachments-title">{t('attachments.title')}</Heading>
      {firstLoad && <Spinner label={t('attachments.loading')} />}
      {loaded.status === 'error' && (
        <Banner tone="error">
          <p>{t('attachments.load_failed')}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={reload}>
            {t('action.retry')}
          </button>
        </Banner>
      )}
      {actionError && (
        <Banner tone="error">
          <p>{actionError}</p>
        </Banner>
      )}
      {list && (
        <>
          {list.examDocumentTypes.length > 0 && (
            <ul className="rad-attachments__entries" aria-label={t('attachments.requested_documents')}>
              {list.examDocumentTypes.map((entry) => (
                <li key={entry.documentTypeId} className="rad-attachments__entry">
                  <SubHeading className="rad-attachments__entry-title">{entry.title}</SubHeading>
                  {entry.description && <p className="rad-attachments__description">{entry.description}</p>}
                  <p>{entry.document ? entry.document.fileName : t('attachments.none_yet')}</p>
                  <button
                    type="button"
                    className="rad-button rad-button--secondary"
                    onClick={() =>
                      setReplacing({
                        id: entry.document?.id ?? 0,
                        fileName: entry.document?.fileName ?? null,
                        documentTypeId: entry.documentTypeId,
                      })
                    }
                  >
                    {entry.document
                      ? t('attachments.replace_named', { name: entry.document.fileName })
                      : t('attachments.upload_named', { name: entry.title })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.attachments.length === 0 ? (
            <p className="rad-attachments__empty">{t('attachments.empty_list')}</p>
          ) : (
            <ul ref={listRef} className="rad-attachments__list" aria-label={t('attachments.list_label')}>
              {list.attachments.map((attachment, index) => (
                <li key={attachment.id} className="rad-attachments__item" data-attachment-id={attachment.id}>
                  <span className="rad-attachments__name">{attachment.fileName}</span>
                  <span className="rad-attachments__type">
                    {attachment.documentType?.title ?? t('attachments.document_type_other')}
                    {attachment.imported ? ` · ${t('attachments.imported')}` : ''}
                  </span>
                  <RowActions
                    id={attachment.id}
                    showLabel={t('attachments.show_named', { name: attachment.fileName })}
                    moreLabel={t('attachments.more_actions_named', { name: attachment.fileName })}
                    onShow={() => setViewing({ index, id: attachment.id })}
                    items={rowItems(attachment)}
                  />
                </li>
              ))}
            </ul>
          )}
          {canImport && (
            <button type="button" className="rad-button rad-button--secondary" onClick={() => void importNow()} disabled={busy}>
              {t('attachments.import')}
            </button>
          )}
          <AttachmentUpload queue={queue} rules={rules} t={t} documentTypes={list.documentTypes} label={t('attachments.add_file')} />
          {target.kind !== 'temporary' && (
            <AnsweredQuestionnaires owner={{ kind: target.kind, bookingKey: target.id }} headingLevel={headingLevel === 2 ? 3 : 4} />
          )}
        </>
      )}
      {viewing !== null && list && list.attachments.length > 0 && (
        <Suspense fallback={null}>
          <AttachmentViewer
            attachments={list.attachments}
            index={viewing.index}
            target={target}
            onClose={() => {
              closedViewer.current = viewing.id;
              setViewing(null);
            }}
          />
        </Suspense>
      )}
      <AttachmentInfoDialog attachment={info} onClose={() => setInfo(null)} />
      {pages && (
        <Suspense fallback={null}>
          <PageImagesDialog
            name={pages.fileName}
            load={(signal) => attachmentPageImages(runtime.api(), target, pages.id, signal)}
            onClose={() => setPages(null)}
          />
        </Suspense>
      )}
      <Dialog
        open={confirming !== null}
        title={t('attachments.delete_title')}
        onClose={() => setConfirming(null)}
        actions={
          <>
            <button type="button" className="rad-button" onClick={() => void confirmDelete()} disabled={busy}>
              {t('attachments.delete_confirm')}
            </button>
            <button type="button" className="rad-button rad-button--secondary" onClick={() => setConfirming(null)}>
              {t('action.cancel')}
            </button>
          </>
        }
      >
        <p>{confirming ? t('attachments.delete_question', { name: confirming.fileName }) : ''}</p>
      </Dialog>
      <Dialog
        open={replacing !== null}
        title={replacing?.fileName ? t('attachments.replace_title', { name: replacing.fileName }) : t('attachments.upload_title')}
        onClose={() => setReplacing(null)}
        actions={
          <button type="button" className="rad-button rad-button--secondary" onClick={() => setReplacing(null)}>
            {t('action.close')}
          </button>
        }
      >
        {replacing && (
          <AttachmentUpload queue={replaceQueue} rules={rules} t={t} documentTypeId={replacing.documentTypeId} replaceId={replacing.id} />
        )}
      </Dialog>
    </section>
  );
}
