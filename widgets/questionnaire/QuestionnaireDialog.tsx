import { useState } from 'react';
import type { FhirQuestionnaire, QuestionnaireRecord, QuestionnaireResponse } from '../../src/api/schemas/questionnaire.schema';
import { QUESTIONNAIRE_DEFAULT_MODAL_SIZE } from '../../src/constants';
import { useT } from '../../src/element/hooks';
import type { Unsupported } from '../../src/questionnaire';
import { Dialog } from '../../src/ui/Dialog';
import { QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm';

export interface QuestionnaireDialogProps {
  record: QuestionnaireRecord;
  definition: FhirQuestionnaire;
  /** Saves; reject to keep the dialog open with its answers. */
  onSubmit: (response: QuestionnaireResponse) => Promise<void>;
  /** Closing unfinished, after the confirmation when the questionnaire asks for one. Without it there is no Close button. */
  onClose?: () => void;
  problem?: string | null;
  busy?: boolean;
  draftKey?: string;
  /** e.g. "Questionnaire 1 of 2". */
  progress?: string;
  onUnsupported?: (found: Unsupported[]) => void;
  renderAttachment?: QuestionnaireFormProps['renderAttachment'];
}

/**
 * One questionnaire in a modal that Escape and the backdrop cannot dismiss (docs/rules.md#questionnaire-dialog);
 * sized by the questionnaire (default lg). A Close button exists only when the caller allows
 * closing, and asks first when the questionnaire says showClosingConfirmation.
 */
export function QuestionnaireDialog({
  record,
  definition,
  onSubmit,
  onClose,
  problem,
  busy,
  draftKey,
  progress,
  onUnsupported,
  renderAttachment,
}: QuestionnaireDialogProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const size = record.modalSize ?? QUESTIONNAIRE_DEFAULT_MODAL_SIZE;
  const closeButton = onClose && (
    <button
      type="button"
      className="rad-button rad-button--secondary"
      part="close"
      onClick={() => (record.showClosingConfirmation ? setConfirming(true) : onClose())}
    >
      {t('questionnaire.close')}
    </button>
  );
  return (
    <>
      <Dialog open title={record.title || definition.title || ''} className={`q-dialog-${size}`}>
        {progress && <p className="q-page__count">{progress}</p>}
        <QuestionnaireForm
          key={record.questionnaireId}
          questionnaire={definition}
          onSubmit={onSubmit}
          problem={problem ?? null}
          busy={busy ?? false}
          actions={closeButton}
          {...(draftKey ? { draftKey } : {})}
          {...(onUnsupported ? { onUnsupported } : {})}
          {...(renderAttachment ? { renderAttachment } : {})}
        />
      </Dialog>
      {confirming && onClose && (
        <Dialog
          open
          role="alertdialog"
          title={t('questionnaire.close_confirm_title')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <button type="button" className="rad-button rad-button--secondary" onClick={() => setConfirming(false)}>
                {t('questionnaire.close_confirm_stay')}
              </button>
              <button type="button" className="rad-button" onClick={onClose}>
                {t('questionnaire.close_confirm_leave')}
              </button>
            </>
          }
        >
          <p>{t('questionnaire.close_confirm_text')}</p>
        </Dialog>
      )}
    </>
  );
}
