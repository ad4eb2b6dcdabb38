/**
 * Questionnaires the appointment page asks through the questionnaire runner's public dialog
 * (widgets/questionnaire index), one at a time (docs/rules.md#questionnaire-dialog):
 * - the cancellation questionnaire (CANCEL_APPOINTMENT_PATIENT): answering it cancels on the
 *   server in the same transaction (refused inside the prior-minutes window, the answers kept on
 *   screen); closing it unfinished goes back to the appointment, unchanged;
 * - the required-on-confirmation questionnaires (REQUIRED_ON_CONFIRMATION) before Confirm: an
 *   outcome that denies the booking stops the confirmation with the provider's message.
 * Loaded on demand with the runner's renderer and styles.
 */
import { useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import { problemKey } from '../../../src/api/errors';
import { saveQuestionnaireAnswers } from '../../../src/api/questionnaires.api';
import {
  FhirQuestionnaireSchema,
  type FhirQuestionnaire,
  type QuestionnaireRecord,
  type QuestionnaireResponse,
} from '../../../src/api/schemas/questionnaire.schema';
import { useRuntime } from '../../../src/element/hooks';
import { adopt, sheet } from '../../../src/element/stylesheets';
import { useWidget } from '../../../src/element/widget-context';
import { draftKey, QuestionnaireDialog, questionnaireCss } from '../../questionnaire';

export interface QuestionnaireSequenceProps {
  bookingKey: string;
  records: readonly QuestionnaireRecord[];
  /** Every questionnaire answered and saved. */
  onDone: () => void;
  /** A saved answer's outcome denies the booking: the provider's message (its own text), or null. */
  onDenied: (message: string | null) => void;
  /** Closed unfinished (after the runner's own confirmation when the questionnaire asks for one). */
  onClose: () => void;
  /** No definition the renderer can read: the caller goes on without them. */
  onUnreadable: () => void;
  /** A saved answer's outcome changes the exam (the open MRI for claustrophobia): choose a time for it. */
  onExamChanged?: (newExamSlug: string) => void;
}

function readable(record: QuestionnaireRecord): FhirQuestionnaire | null {
  try {
    const parsed = v.safeParse(FhirQuestionnaireSchema, JSON.parse(record.questionnaireResult));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export default function QuestionnaireSequence({
  bookingKey,
  records,
  onDone,
  onDenied,
  onClose,
  onUnreadable,
  onExamChanged,
}: QuestionnaireSequenceProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const { shadowRoot } = useWidget();
  const [position, setPosition] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queue = useMemo(
    () =>
      records.flatMap((record) => {
        const definition = readable(record);
        return definition ? [{ record, definition }] : [];
      }),
    [records],
  );

  useEffect(() => adopt(shadowRoot, [sheet(questionnaireCss)]), [shadowRoot]);
  useEffect(() => {
    if (queue.length === 0) onUnreadable();
  }, [queue, onUnreadable]);
  const open = queue[position];
  if (!open) return null;

  async function submit(response: QuestionnaireResponse): Promise<void> {
    if (!open) return;
    setBusy(true);
    setProblem(null);
    let denied = false;
    let message: string | null = null;
    let newExam: string | null = null;
    try {
      const saved = await saveQuestionnaireAnswers(
        runtime.api(),
        { kind: 'appointment', bookingKey },
        {
          questionnaireId: open.record.questionnaireId,
          questionnaireType: open.record.questionnaireType,
          questionnaireResult: JSON.stringify(response),
        },
      );
      denied = saved.outcome.denied;
      message = saved.outcome.message;
      newExam = saved.outcome.newExamSlug;
    } catch (error) {
      // A refusal of the rule table (message.cancel_prior_minutes …) is said as it is; else what happened, else the runner's save error.
      setProblem(t(problemKey(error, runtime.i18n.has, 'message.error_answering_questionnaire')));
      throw error; // the dialog keeps the answers
    } finally {
      setBusy(false);
    }
    if (denied) onDenied(message);
    else if (newExam && onExamChanged) onExamChanged(newExam);
    else if (position + 1 < queue.length) setPosition(position + 1);
    else onDone();
  }

  return (
    <QuestionnaireDialog
      key={open.record.questionnaireId}
      record={open.record}
      definition={open.definition}
      busy={busy}
      problem={problem}
      draftKey={draftKey(open.record.questionnaireId, bookingKey)}
      onSubmit={submit}
      onClose={onClose}
      {...(queue.length > 1 ? { progress: t('questionnaire.progress', { current: position + 1, total: queue.length }) } : {})}
    />
  );
}
