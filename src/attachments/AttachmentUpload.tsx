/**
 * The upload control (issue 13; also used by the booking form and check-in): a native file input
 * checked against the server's rules, an optional document type, and each chosen file's progress.
 * A failed file stays with its own "Try again" and "Remove", so nothing the patient chose is lost.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import type { DocumentType, UploadRules } from '../api/schemas/attachments.schema';
import { Field } from '../ui/Field';
import { acceptAttribute, megabytes, typeLabel } from './file-check';
import { problemText } from '../api/problem';
import type { UploadQueue } from './upload-queue';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface AttachmentUploadProps {
  queue: UploadQueue;
  rules: UploadRules;
  t: Translate;
  /** Offered as a select when given (and not fixed by `documentTypeId`). */
  documentTypes?: readonly DocumentType[];
  /** A fixed document type (an exam document type's entry, or a questionnaire outcome's). */
  documentTypeId?: number | null;
  /** Replace this attachment (0: the entry has no document yet). */
  replaceId?: number;
  /** The file field's label; default "Choose a file". */
  label?: string;
  /** Larger targets in kiosk mode (44 px is already the minimum here). */
  disabled?: boolean;
}

export function AttachmentUpload({ queue, rules, t, documentTypes, documentTypeId, replaceId, label, disabled }: AttachmentUploadProps) {
  useSignals();
  const input = useRef<HTMLInputElement>(null);
  const [chosenType, setChosenType] = useState<string>('');
  const typeSelectId = useId();
  const allowed = rules.allowedContentTypes.map(typeLabel).join(', ');
  const rejected = queue.rejected.value;
  const fixedType = documentTypeId !== undefined;
  const showTypes = !fixedType && documentTypes && documentTypes.length > 0;

  function choose(files: FileList | null): void {
    const file = files?.[0];
    if (!file) return;
    const type = fixedType ? documentTypeId : chosenType ? Number(chosenType) : null;
    const added = queue.add(file, { documentTypeId: type, ...(replaceId !== undefined ? { replaceId } : {}) });
    // A refused file stays named in the error; an accepted one clears the field for the next.
    if (added && input.current) input.current.value = '';
  }

  return (
    <div className="rad-upload" part="upload">
      {showTypes && (
        <Field label={t('attachments.document_type')}>
          <select id={typeSelectId} value={chosenType} onChange={(event) => setChosenType(event.currentTarget.value)} disabled={disabled}>
            <option value="">{t('attachments.document_type_other')}</option>
            {documentTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        label={label ?? t('attachments.choose_file')}
        hint={t('attachments.file_hint', { types: allowed, size: megabytes(rules.maxFileBytes) })}
        error={rejected ? `${rejected.fileName}: ${problemText(t, rejected.problem, { types: allowed })}` : null}
      >
        <input
          ref={input}
          type="file"
          className="rad-upload__input"
          accept={acceptAttribute(rules)}
          disabled={disabled}
          onChange={(event) => choose(event.currentTarget.files)}
        />
      </Field>
      {queue.items.value.length > 0 && (
        <ul className="rad-upload__queue" aria-label={t('attachments.queue_label')}>
          {queue.items.value.map((item) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li key={item.id} className={`rad-upload__item rad-upload__item--${item.status}`}>
                <span className="rad-upload__name">{item.file.name}</span>
                {item.status === 'uploading' ? (
                  <>
                    <progress max={100} value={percent} aria-label={t('attachments.uploading', { name: item.file.name })} />
                    <span className="rad-upload__percent" aria-hidden="true">
                      {percent} %
                    </span>
                  </>
                ) : (
                  <span className="rad-upload__problem" role="alert">
                    {item.problem ? problemText(t, item.problem, { types: allowed }) : t('attachments.upload_failed')}
                  </span>
                )}
                <span className="rad-upload__actions">
                  {item.status === 'failed' && (
                    <button type="button" className="rad-button" onClick={() => queue.retry(item.id)}>
                      {t('action.retry')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="rad-button rad-button--secondary"
                    aria-label={t('attachments.remove_from_queue', { name: item.file.name })}
                    onClick={() => queue.remove(item.id)}
                  >
                    {t('attachments.remove')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
