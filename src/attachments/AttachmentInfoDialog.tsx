/**
 * The attachment information modal: what a stored document is — its document
 * type with the clinic's description of it, and its file name — for a patient unsure which file
 * is which before replacing or deleting one.
 */
import type { Attachment } from '../api/schemas/attachments.schema';
import { useT } from '../element/hooks';
import { Dialog } from '../ui/Dialog';

export function AttachmentInfoDialog({ attachment, onClose }: { attachment: Attachment | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={attachment !== null}
      title={t('attachments.info_title')}
      onClose={onClose}
      actions={
        <button type="button" className="rad-button" onClick={onClose}>
          {t('action.close')}
        </button>
      }
    >
      {attachment && (
        <dl className="rad-attachments__info">
          <dt>{t('attachments.info_type')}</dt>
          <dd>{attachment.documentType?.title ?? t('attachments.document_type_other')}</dd>
          <dt>{t('attachments.info_description')}</dt>
          <dd>{attachment.documentType?.description || t('attachments.info_no_description')}</dd>
          <dt>{t('attachments.info_file_name')}</dt>
          <dd className="rad-attachments__name">{attachment.fileName}</dd>
        </dl>
      )}
    </Dialog>
  );
}
