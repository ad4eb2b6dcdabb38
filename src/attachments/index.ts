/**
 * Attachments for widgets (issue 13): the API client, the upload control and its queue, the
 * documents panel. Booking (temporary documents before the booking exists) and check-in import
 * from here; nothing in src/runtime does, so it stays out of the shared runtime chunk.
 *
 *   <AttachmentUpload queue={useUploadQueue(runtime, { kind: 'temporary', id: bookingKey }, rules, onUploaded)} rules={rules} t={t} />
 *   <AttachmentsPanel target={{ kind: 'appointment', id: bookingKey }} />
 *
 * The panel opens its own viewer (viewer/: carousel, pinch/wheel/keyboard zoom) and the attachment
 * information modal; the viewer is a chunk of its own, loaded on the first "Show …".
 */
export { AttachmentUpload, type AttachmentUploadProps } from './AttachmentUpload';
export { AttachmentsPanel, type AttachmentsPanelProps } from './AttachmentsPanel';
export { attachmentsCss } from './attachments.css';
export {
  attachmentsPath,
  deleteAttachment,
  importReferrals,
  listAttachments,
  uploadAttachment,
  type AttachmentTarget,
  type UploadOptions,
} from './attachments.api';
export { acceptAttribute, checkFile, type FileProblem } from './file-check';
export { createUploadQueue, type QueuedUpload, type UploadQueue, type UploadQueueDeps } from './upload-queue';
export { useUploadQueue } from './use-upload-queue';
export { apiUrl, type UploadTransport } from './xhr-upload';
