import { useState } from 'react';
import { DEFAULT_UPLOAD_RULES, type UploadRules } from '../../src/api/schemas/attachments.schema';
import { AttachmentUpload, listAttachments, useUploadQueue, type AttachmentTarget } from '../../src/attachments/index';
import { useRuntime } from '../../src/element/hooks';
import { useResource } from '../../src/element/use-resource';

/**
 * An attachment item of a questionnaire, uploaded with the attachments upload to the booking the
 * questionnaire belongs to (issue 11 "attachment (through the attachments upload)"): the file is a
 * document of the booking, not a part of the answer, so its size and type rules are the booking's
 * (read from the attachments list; the shipped defaults until it answers or when it fails).
 */
export function QuestionnaireAttachment({ target }: { target: AttachmentTarget }) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const [uploaded, setUploaded] = useState<string[]>([]);
  const targetKey = `${target.kind}:${target.id}`;
  // Without the list the defaults apply; the server checks every upload again.
  const rules: UploadRules =
    useResource(
      async (signal) => {
        const list = await listAttachments(runtime.api(), target, signal);
        return { allowedContentTypes: list.allowedContentTypes, maxFileBytes: list.maxFileBytes };
      },
      // targetKey stands for target (a new object each render).
      [runtime, targetKey],
    ).data ?? DEFAULT_UPLOAD_RULES;

  const queue = useUploadQueue(runtime, target, rules, (attachment) => setUploaded((names) => [...names, attachment.fileName]));
  return (
    <div className="q-attachment">
      <AttachmentUpload queue={queue} rules={rules} t={t} />
      {uploaded.length > 0 && (
        <p className="q-attachment__done" role="status">
          {t('questionnaire.attachment_uploaded', { files: uploaded.join(', ') })}
        </p>
      )}
    </div>
  );
}
