import { useId } from 'react';
import { useRuntime } from '../../src/element/hooks';
import type { ChatModel } from './chat.model';
import type { UploadState } from './chat-uploads';

const STATE_KEY: Record<UploadState, string> = {
  queued: 'chat.upload_waiting',
  uploading: 'chat.upload_uploading',
  uploaded: 'chat.upload_uploaded',
  failed: 'chat.upload_failed',
  'refused-type': 'chat.upload_refused_type',
  'refused-size': 'chat.upload_refused_size',
};

/** The file picker and each chosen file's state, with the overall progress (docs/rules.md#chat-uploads). */
export function ChatUploadList({ model }: { model: ChatModel }) {
  const { i18n } = useRuntime();
  const t = i18n.t;
  const id = useId();
  const entries = model.uploads.entries.value;
  const { done, total } = model.uploads.progress.value;

  return (
    <div className="chat__uploads" part="uploads">
      <label className="rad-field__label chat__attach" htmlFor={`${id}-files`}>
        {t('chat.attach')}
      </label>
      <input
        id={`${id}-files`}
        className="chat__file-input"
        part="file-input"
        type="file"
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so the same file can be chosen again.
          event.target.value = '';
          model.upload(files);
        }}
      />
      {total > 0 && (
        <div className="chat__progress">
          <label htmlFor={`${id}-progress`}>{t('chat.upload_progress', { done, total })}</label>
          <progress id={`${id}-progress`} part="upload-progress" max={total} value={done} />
        </div>
      )}
      {entries.length > 0 && (
        <ul className="chat__upload-list" part="upload-list" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id} className={`chat__upload chat__upload--${entry.state}`} data-state={entry.state}>
              <span className="chat__upload-name">{entry.fileName}</span> <span>{t(STATE_KEY[entry.state])}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
