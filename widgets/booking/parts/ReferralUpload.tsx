import { useEffect, useRef, useState } from 'react';
import { DEFAULT_UPLOAD_RULES, type UploadRules } from '../../../src/api/schemas/attachments.schema';
import { AttachmentUpload, listAttachments, useUploadQueue, type AttachmentTarget } from '../../../src/attachments/index';
import { useRuntime } from '../../../src/element/hooks';
import { useResource } from '../../../src/element/use-resource';

/**
 * The referral, uploaded before the booking exists (the `upload` query opens it): a temporary
 * document under the booking key in use, through the attachments upload (type and size rules,
 * queue, progress). The create moves it to the appointment or booking request; a new booking key
 * after a failed create takes it along (moveTemporaryRecords). Its own chunk: most bookings have none.
 */
export default function ReferralUpload({ bookingKey, focus = false }: { bookingKey: string; focus?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  // Opened by "Upload my referral", which is gone now: its file field is the next thing to use.
  useEffect(() => {
    if (focus) box.current?.querySelector<HTMLElement>('input[type="file"]')?.focus();
  }, [focus]);
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const [target] = useState<AttachmentTarget>(() => ({ kind: 'temporary', id: bookingKey }));
  // Without the list the defaults apply; the server checks every upload again.
  const stored = useResource(
    async (signal) => {
      const list = await listAttachments(runtime.api(), target, signal);
      const rules: UploadRules = { allowedContentTypes: list.allowedContentTypes, maxFileBytes: list.maxFileBytes };
      return { rules, names: list.attachments.map((attachment) => attachment.fileName) };
    },
    [runtime, target],
  ).data;
  const rules = stored?.rules ?? DEFAULT_UPLOAD_RULES;
  const [added, setAdded] = useState<string[]>([]);
  const uploaded = [...(stored?.names ?? []), ...added];

  const queue = useUploadQueue(runtime, target, rules, (attachment) => setAdded((names) => [...names, attachment.fileName]));
  return (
    <div className="referral-upload" ref={box}>
      <AttachmentUpload queue={queue} rules={rules} t={t} label={t('booking_form.referral_choose')} />
      {uploaded.length > 0 && (
        <p className="referral-upload__done" role="status">
          {t('booking_form.referral_uploaded', { files: uploaded.join(', ') })}
        </p>
      )}
    </div>
  );
}
