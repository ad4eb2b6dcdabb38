/**
 * The cancellation questionnaire (document 001 §4): when the provider configured one
 * (CANCEL_APPOINTMENT_PATIENT applies to this booking), Cancel opens it instead of the reason
 * modal, through the questionnaire runner's public dialog. Answering saves it; the server cancels
 * the appointment in the same transaction (and refuses, keeping the answers on screen, inside the
 * prior-minutes window). Closing it unfinished goes back to the appointment, unchanged. Loaded on
 * demand with the runner's renderer and styles.
 */
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { getAppointmentSummary } from '../../../src/api/appointments.api';
import { ApiError } from '../../../src/api/errors';
import { saveQuestionnaireAnswers } from '../../../src/api/questionnaires.api';
import type { AppointmentSummary } from '../../../src/api/schemas/appointments.schema';
import {
  FhirQuestionnaireSchema,
  type QuestionnaireRecord,
  type QuestionnaireResponse,
} from '../../../src/api/schemas/questionnaire.schema';
import { useRuntime } from '../../../src/element/hooks';
import { adopt, sheet } from '../../../src/element/stylesheets';
import { useWidget } from '../../../src/element/widget-context';
import { draftKey, QuestionnaireDialog, questionnaireCss } from '../../questionnaire';

export interface CancelQuestionnaireProps {
  bookingKey: string;
  record: QuestionnaireRecord;
  /** Cancelled: the fresh summary, or null when only reading it back failed (the caller reloads). */
  onCancelled: (summary: AppointmentSummary | null) => void;
  /** Closed unfinished (after the runner's own confirmation when the questionnaire asks for one). */
  onClose: () => void;
  /** A definition the renderer cannot read: the caller falls back to the reason modal. */
  onUnreadable: () => void;
}

export default function CancelQuestionnaire({ bookingKey, record, onCancelled, onClose, onUnreadable }: CancelQuestionnaireProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const { shadowRoot } = useWidget();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const definition = useMemo(() => {
    try {
      const parsed = v.safeParse(FhirQuestionnaireSchema, JSON.parse(record.questionnaireResult));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }, [record]);

  useEffect(() => adopt(shadowRoot, [sheet(questionnaireCss)]), [shadowRoot]);
  useEffect(() => {
    if (!definition) onUnreadable();
  }, [definition, onUnreadable]);
  if (!definition) return null;

  async function submit(response: QuestionnaireResponse): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await saveQuestionnaireAnswers(
        runtime.api(),
        { kind: 'appointment', bookingKey },
        {
          questionnaireId: record.questionnaireId,
          questionnaireType: record.questionnaireType,
          questionnaireResult: JSON.stringify(response),
        },
      );
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      // A refusal of the rule table (message.cancel_prior_minutes …) is said as it is; anything else is the runner's save error.
      setProblem(t(message && /^message\.[a-z_]+$/.test(message) ? message : 'message.error_answering_questionnaire'));
      setBusy(false);
      throw error; // the dialog keeps the answers
    }
    const summary = await getAppointmentSummary(runtime.api(), bookingKey).catch(() => null);
    setBusy(false);
    onCancelled(summary);
  }

  return (
    <QuestionnaireDialog
      record={record}
      definition={definition}
      busy={busy}
      problem={problem}
      draftKey={draftKey(record.questionnaireId, bookingKey)}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
