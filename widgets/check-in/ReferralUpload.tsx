import { useState } from 'react';
import type { KyInstance } from 'ky';
import { DEFAULT_UPLOAD_RULES, type UploadRules } from '../../src/api/schemas/attachments.schema';
import { AttachmentUpload, listAttachments, useUploadQueue, type AttachmentTarget } from '../../src/attachments/index';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';
import { Spinner } from '../../src/ui/Spinner';

interface Props {
  api: KyInstance;
  bookingKey: string;
  /** The readiness' documentTypeId: the upload is filed as this kind of document (the referral). */
  documentTypeId: number;
  /** The upload arrived: the caller asks for the readiness again. */
  onUploaded(): void;
}

/**
 * Check-in readiness (`CheckInReadinessSchema`, src/api/API.md#check-in): while
 * `requiredReferralUploaded` is false the person can upload the referral here, through the
 * attachments area's own upload control (src/attachments:
 * the server's allowed types and size, progress, a refused type says form.referral_file_types).
 * The rules come from the booking's attachment list; if that cannot be read, the published
 * defaults apply (the server checks again either way).
 */
export function ReferralUpload({ api, bookingKey, documentTypeId, onUploaded }: Props) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const [target] = useState<AttachmentTarget>(() => ({ kind: 'appointment', id: bookingKey }));
  const rules =
    useResource(
      async (signal): Promise<UploadRules> => {
        try {
          const list = await listAttachments(api, target, signal);
          return { allowedContentTypes: list.allowedContentTypes, maxFileBytes: list.maxFileBytes };
        } catch {
          return DEFAULT_UPLOAD_RULES;
        }
      },
      [api, target],
    ).data ?? null;
  const queue = useUploadQueue(runtime, target, rules ?? DEFAULT_UPLOAD_RULES, () => onUploaded());

  if (!rules) return <Spinner label={t('check_in.loading')} />;
  return (
    <div className="check-in__referral" part="referral-upload">
      <AttachmentUpload queue={queue} rules={rules} t={t} documentTypeId={documentTypeId} label={t('check_in.referral_upload_label')} />
    </div>
  );
}
