/**
 * The cancel reason modal (docs/rules.md#change-cancel-reason): a reason is required,
 * the note optional. The server may still refuse (the window closed while the modal was open):
 * its message is shown here and nothing the patient typed is lost.
 */
import { useId, useState } from 'react';
import { problemKey } from '../../../src/api/errors';
import { runtime } from '../../../src/runtime';
import { CANCEL_NOTE_MAX, CANCEL_REASONS, type AppointmentSummary, type CancelBody } from '../../../src/api/schemas/appointments.schema';
import { Dialog } from '../../../src/ui/Dialog';
import { StillWorking } from '../../../src/ui/Pending';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface CancelDialogProps {
  open: boolean;
  t: Translate;
  cancel: (body: CancelBody) => Promise<AppointmentSummary>;
  onCancelled: (summary: AppointmentSummary | null) => void;
  onClose: () => void;
}

export default function CancelDialog({ open, t, cancel, onCancelled, onClose }: CancelDialogProps) {
  const [reason, setReason] = useState<(typeof CANCEL_REASONS)[number] | ''>('');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  async function submit(): Promise<void> {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onCancelled(await cancel({ reason, note }));
    } catch (error) {
      // The server's refusal (message.cancel_prior_minutes …), else what happened: never its own words.
      setFailure(t(problemKey(error, runtime.i18n.has, 'appointments.cancel_failed')));
    } finally {
      setSending(false);
    }
  }

  const reasonError = missingReason && !reason ? t('appointments.cancel_reason_required') : null;
  return (
    <Dialog
      open={open}
      title={t('appointments.cancel_title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="rad-button" onClick={() => void submit()} disabled={sending}>
            {t('appointments.cancel_confirm')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={onClose}>
            {t('appointments.keep')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset
          className="appointments__reasons"
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          aria-invalid={reasonError ? true : undefined}
        >
          <legend>{t('appointments.cancel_reason')}</legend>
          {CANCEL_REASONS.map((code) => (
            <label key={code} className="appointments__reason">
              <input type="radio" name={`${id}-reason`} value={code} checked={reason === code} required onChange={() => setReason(code)} />
              {t(`appointments.cancel_reason.${code}`)}
            </label>
          ))}
          <span id={`${id}-reason-error`} className="rad-field__error" role="alert" hidden={!reasonError}>
            {reasonError}
          </span>
        </fieldset>
        <div className="rad-field">
          <label className="rad-field__label" htmlFor={`${id}-note`}>
            {t('appointments.cancel_note')}
          </label>
          <span className="rad-field__hint" id={`${id}-note-hint`}>
            {t('appointments.characters_left', { count: CANCEL_NOTE_MAX - note.length })}
          </span>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={CANCEL_NOTE_MAX}
            value={note}
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </div>
        {failure && (
          <p className="rad-field__error" role="alert">
            {failure}
          </p>
        )}
        <StillWorking active={sending} />
      </form>
    </Dialog>
  );
}
