import { useEffect, useMemo, useRef } from 'react';
import type { Attachment, UploadRules } from '../api/schemas/attachments.schema';
import type { Runtime } from '../runtime';
import { uploadAttachment, type AttachmentTarget } from './attachments.api';
import { createUploadQueue, type UploadQueue } from './upload-queue';

/**
 * A queue for one target, sending through the page's API base with the page's 401 rule (log out).
 * `rules` and `uploaded` are read at call time, so a list reload with new rules applies at once.
 */
export function useUploadQueue(
  runtime: Runtime,
  target: AttachmentTarget,
  rules: UploadRules,
  uploaded: (attachment: Attachment) => void,
): UploadQueue {
  const latest = useRef({ rules, uploaded, target });
  latest.current = { rules, uploaded, target };
  const queue = useMemo(
    () =>
      createUploadQueue({
        upload: (options) =>
          uploadAttachment(
            { apiBase: runtime.apiBase ?? '', onUnauthorized: () => runtime.store.auth.requestLogout() },
            latest.current.target,
            options,
          ),
        rules: () => latest.current.rules,
        uploaded: (attachment) => latest.current.uploaded(attachment),
      }),
    [runtime],
  );
  useEffect(() => () => queue.dispose(), [queue]);
  return queue;
}
