/**
 * The "share results" modal (docs/rules.md#sharing-form): what to
 * share (when both are on offer), the contact's name, how the link reaches them (a phone only when
 * the provider sends SMS), their address or number, and an optional note with its configured
 * maximum. Each error is linked to its field and the first one gets focus; a failed send keeps
 * everything typed.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { problemKey } from '../api/errors';
import { fieldProblems } from '../api/field-problems';
import type { ShareRules, ShareType, SharingRecord, ShareForm } from '../api/schemas/sharing.schema';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { StillWorking } from '../ui/Pending';
import { runtime } from '../runtime';
import { emptyShareForm, SHARE_FIELDS, validateShareForm, type ShareFormErrors, type ShareFormValues } from './share-form';

// Only when the server asks for the code: rad-appointments has no room for it up front.
const CodePrompt = lazy(() => import('./CodePrompt'));

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ShareDialogProps {
  open: boolean;
  /** The booking whose results link the code prompt signs in to. */
  bookingKey: string;
  types: readonly ShareType[];
  rules: ShareRules;
  t: Translate;
  send: (form: ShareForm) => Promise<SharingRecord>;
  onShared: (record: SharingRecord) => void;
  onClose: () => void;
}

export function ShareDialog({ open, bookingKey, types, rules, t, send, onShared, onClose }: ShareDialogProps) {
  const id = useId();
  const [values, setValues] = useState<ShareFormValues>(() => emptyShareForm(types));
  const [errors, setErrors] = useState<ShareFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  /** The server wants the one-time code first: the prompt stands in for the form, which keeps what was typed. */
  const [verify, setVerify] = useState(false);

  // A fresh form each time the modal opens (the last contact's details are not left in it).
  useEffect(() => {
    if (!open) return;
    setValues(emptyShareForm(types));
    setErrors({});
    setFailure(null);
    setVerify(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // After a refused submit, focus the first field with an error (its message is read with it).
  useEffect(() => {
    const first = SHARE_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea)`)?.focus();
  }, [errors, attempt]);

  const set = <K extends keyof ShareFormValues>(field: K, value: ShareFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const error = (field: keyof ShareFormValues) => (errors[field] ? t(errors[field]!, { max: rules.noteMaxLength }) : null);

  async function submit(): Promise<void> {
    if (sending) return;
    const check = validateShareForm(values, rules);
    if (!check.success) {
      setErrors(check.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onShared(await send(check.output));
    } catch (problem) {
      // Refused field by field (the agreed 400 body): each message at its field, the first focused.
      const byField = fieldProblems(problem, runtime.i18n.has);
      if (SHARE_FIELDS.some((field) => byField[field])) {
        setErrors(byField);
        setAttempt((n) => n + 1);
      } else {
        const key = problemKey(problem, runtime.i18n.has, 'sharing.share_failed');
        if (key === 'sharing.code_required') setVerify(true);
        else setFailure(t(key, { max: rules.noteMaxLength }));
      }
    } finally {
      setSending(false);
    }
  }

  const phone = values.contactDetailsType === 'PHONE';
  const typeError = error('type');
  const channelError = error('contactDetailsType');
  return (
    <Dialog
      open={open}
      title={t('sharing.dialog_title')}
      onClose={onClose}
      actions={
        <>
          <button type="submit" form={`${id}-form`} className="rad-button" hidden={verify} aria-disabled={sending || undefined}>
            {sending ? t('sharing.sending') : t('sharing.send')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={onClose}>
            {t('action.cancel')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        ref={formRef}
        hidden={verify}
        className="rad-sharing__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="rad-sharing__explain">{t('sharing.dialog_intro')}</p>
        {types.length > 1 ? (
          <fieldset
            data-field="type"
            className="rad-sharing__choices"
            aria-describedby={typeError ? `${id}-type-error` : undefined}
            aria-invalid={typeError ? true : undefined}
          >
            <legend>{t('sharing.type_legend')}</legend>
            {types.map((type) => (
              <label key={type} className="rad-sharing__choice">
                <input type="radio" name={`${id}-type`} checked={values.type === type} onChange={() => set('type', type)} />
                {t(`sharing.type.${type}`)}
              </label>
            ))}
            <span id={`${id}-type-error`} className="rad-field__error" role="alert" hidden={!typeError}>
              {typeError}
            </span>
          </fieldset>
        ) : (
          <p className="rad-sharing__type">{types[0] ? t(`sharing.type.${types[0]}`) : ''}</p>
        )}
        <div data-field="contactName">
          <Field label={t('sharing.contact_name')} error={error('contactName')} required>
            <input autoComplete="off" value={values.contactName} onChange={(event) => set('contactName', event.currentTarget.value)} />
          </Field>
        </div>
        {rules.smsEnabled && (
          <fieldset
            data-field="contactDetailsType"
            className="rad-sharing__choices"
            aria-describedby={channelError ? `${id}-channel-error` : undefined}
          >
            <legend>{t('sharing.channel_legend')}</legend>
            {(['EMAIL', 'PHONE'] as const).map((channel) => (
              <label key={channel} className="rad-sharing__choice">
                <input
                  type="radio"
                  name={`${id}-channel`}
                  checked={values.contactDetailsType === channel}
                  onChange={() => {
                    // The other channel's text is not an address of this kind: start that field empty.
                    setValues((previous) => ({ ...previous, contactDetailsType: channel, contactDetails: '' }));
                    setErrors((previous) => ({ ...previous, contactDetails: undefined, contactDetailsType: undefined }));
                  }}
                />
                {t(`sharing.channel.${channel}`)}
              </label>
            ))}
            <span id={`${id}-channel-error`} className="rad-field__error" role="alert" hidden={!channelError}>
              {channelError}
            </span>
          </fieldset>
        )}
        <div data-field="contactDetails">
          <Field
            label={t(phone ? 'sharing.contact_phone' : 'sharing.contact_email')}
            hint={phone ? t('sharing.contact_phone_hint') : undefined}
            error={error('contactDetails')}
            required
          >
            {phone ? (
              <input
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={values.contactDetails}
                onChange={(event) => set('contactDetails', event.currentTarget.value)}
              />
            ) : (
              <input
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={values.contactDetails}
                onChange={(event) => set('contactDetails', event.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <div data-field="note">
          <Field
            label={t('sharing.note')}
            hint={t('sharing.note_hint', { count: rules.noteMaxLength - values.note.length, max: rules.noteMaxLength })}
            error={error('note')}
          >
            <textarea rows={3} value={values.note} onChange={(event) => set('note', event.currentTarget.value)} />
          </Field>
        </div>
        {failure && (
          <p className="rad-field__error" role="alert">
            {failure}
          </p>
        )}
        <StillWorking active={sending} />
      </form>
      {verify && (
        <Suspense>
          <CodePrompt
            bookingKey={bookingKey}
            onVerified={() => {
              setVerify(false);
              void submit();
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
