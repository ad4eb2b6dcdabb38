import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadQuestionnaires, saveQuestionnaireAnswers, type AnswerOwner } from '../../src/api/questionnaires.api';
import type { QuestionnaireType } from '../../src/api/schemas/questionnaire.schema';
import type { AttachmentTarget } from '../../src/attachments/index';
import { emit, type RadEventMap } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { clearAllDrafts, draftKey } from './draft';
import { bookingRequestErrorOf, safeTarget } from './outcomes';
import { QuestionnaireAttachment } from './QuestionnaireAttachment';
import { QuestionnaireDialog } from './QuestionnaireDialog';
import { createQuestionnaireFlow, type FlowPhase, type QuestionnaireFlow } from './questionnaire-flow';
import type { QuestionnaireCompletedDetail, QuestionnaireExamChangedDetail, QuestionnairesDoneDetail } from './questionnaire.events';

export interface QuestionnaireRunnerProps {
  /** Whose answers: an appointment or booking request by booking key, or a booking not made yet (temporary key and exams). */
  owner: AnswerOwner;
  /** The types to open (src/api/API.md#questionnaires); default REQUIRED_ON_CONFIRMATION. */
  types?: readonly QuestionnaireType[];
  /** An outcome changed the exam: load that exam's questionnaires. */
  changedExamSlug?: string | null;
  appointmentSlug?: string | null;
  /** After all are answered: go here (a path of this site or an allowed origin); else onDone only. */
  redirectUrl?: string | null;
  /** Where a failed CREATE_BOOKING_REQUEST save goes (else the configuration's, else /deny). */
  bookingRequestErrorUrl?: string;
  bookingRequestErrorMessage?: string;
  /** Each saved answer: the questionnaire, its type and what its outcome asks of the booking (never the answers). */
  onCompleted?: (detail: QuestionnaireCompletedDetail) => void;
  /** An outcome changed the exam: reload the slots after `reloadAfterMs` (docs/rules.md#questionnaire-change-exam). */
  onExamChanged?: (detail: QuestionnaireExamChangedDetail) => void;
  /**
   * Every questionnaire is answered, or none was left (`alreadyAnswered`); then the runner goes to
   * `redirectUrl` if given. Not called when an outcome or a failure leaves first (deny page, …).
   */
  onDone?: (detail: QuestionnairesDoneDetail) => void;
  /**
   * The runner leaves (deny page, an outcome URL, the stored redirect, an error page of
   * widgets/questionnaire/README.md#errors); the dialogs are already closed. Default: `rad-navigate` from the host element, then the browser.
   */
  onNavigate?: (path: string) => void;
  /**
   * Closing an unfinished questionnaire (only CANCEL_APPOINTMENT_PATIENT and questionnaires with
   * showClosingConfirmation have a Close, which asks first when they say so). Default: history back.
   */
  onClose?: () => void;
  /** No spinner while loading (the host shows its own busy state). */
  quiet?: boolean;
  /** Renders beside the dialog from the runner's state (the page's "thank you", say). */
  children?: (state: QuestionnaireRunnerState) => ReactNode;
}

function attachmentTarget(owner: AnswerOwner): AttachmentTarget {
  if (owner.kind === 'temporary') return { kind: 'temporary', id: owner.temporaryKey };
  return { kind: owner.kind === 'booking-request' ? 'booking-request' : 'appointment', id: owner.bookingKey };
}

export interface QuestionnaireRunnerState {
  phase: FlowPhase;
  answered: number;
}

/**
 * The questionnaire runner for other widgets (booking, appointments, booking requests, check-in):
 * loads the owner's questionnaires of these types, opens the unanswered ones one at a time in the
 * dialog that cannot be dismissed, saves each, processes its outcome
 * (docs/rules.md#questionnaires-and-outcomes) and handles the failures of
 * widgets/questionnaire/README.md#errors. Mount it when the questionnaires are due; unmount it to
 * stop. Add `questionnaireCss` (and `attachmentsCss`) to the host widget's styles.
 *
 * ```tsx
 * <QuestionnaireRunner
 *   owner={{ kind: 'appointment', bookingKey }}
 *   types={['CANCEL_APPOINTMENT_PATIENT']}
 *   onDone={() => reload()}
 *   onClose={() => setCancelling(false)}
 * />
 * ```
 */
export function QuestionnaireRunner(props: QuestionnaireRunnerProps) {
  useSignals();
  const runtime = useRuntime();
  const { store, i18n } = runtime;
  const t = i18n.t;
  const { host, tag } = useWidget();
  const { owner } = props;
  const scope = owner.kind === 'temporary' ? owner.temporaryKey : owner.bookingKey;
  // The callbacks may change on every render of the host: the flow reads the latest ones.
  const latest = useRef(props);
  latest.current = props;

  const [flow] = useState<QuestionnaireFlow>(() => {
    const config = store.config.config.peek();
    const allowed = config?.integration.allowedParentOrigins ?? [];
    const check = (url: string | null | undefined) => safeTarget(url, location.origin, allowed);
    const types = props.types?.length ? props.types : undefined;
    const events: { [K in keyof RadEventMap]?: (detail: RadEventMap[K]) => void } = {
      'rad-questionnaire-completed': (detail) => latest.current.onCompleted?.(detail),
      'rad-questionnaire-exam-changed': (detail) => latest.current.onExamChanged?.(detail),
      'rad-questionnaire-all-done': (detail) => latest.current.onDone?.(detail),
    };
    return createQuestionnaireFlow({
      load: () =>
        loadQuestionnaires(runtime.api(), owner, {
          ...(types ? { types } : {}),
          changedExamSlug: props.changedExamSlug ?? null,
          appointmentSlug: props.appointmentSlug ?? null,
        }),
      save: (record, questionnaireResult) =>
        saveQuestionnaireAnswers(runtime.api(), owner, {
          questionnaireId: record.questionnaireId,
          questionnaireType: record.questionnaireType,
          questionnaireResult,
        }),
      navigate: (path) => {
        if (latest.current.onNavigate) return latest.current.onNavigate(path);
        // Inside the portal the shell navigates; alone on a page, the browser does.
        if (emit(host, 'rad-navigate', { path }, true)) location.assign(path);
      },
      back: () => {
        if (latest.current.onClose) return latest.current.onClose();
        if (history.length > 1) history.back();
        else location.assign('/');
      },
      emit: (name, detail) => (events[name] as ((value: typeof detail) => void) | undefined)?.(detail),
      checkTarget: check,
      redirectUrl: props.redirectUrl ?? null,
      bookingRequestError: bookingRequestErrorOf(props, config?.bookingRequest, check),
      report: (message) => {
        console.warn(`[rad-questionnaire] ${message}`);
        emit(host, 'rad-error', { tag, messageKey: 'questionnaire.unsupported_item' });
      },
    });
  });

  useEffect(() => {
    void flow.start();
  }, [flow]);

  // Logout anywhere on the page: the drafts are personal.
  useEffect(() => {
    let seen = store.auth.logoutRequests.peek();
    return effect(() => {
      if (store.auth.logoutRequests.value !== seen) {
        seen = store.auth.logoutRequests.value;
        clearAllDrafts();
      }
    });
  }, [store]);

  // The session is gone (401): the portal takes the person to sign in and back.
  const loadError = flow.loadError.value;
  useEffect(() => {
    if (loadError?.status === 401) store.auth.markNotAuthenticated();
  }, [loadError, store]);

  const phase = flow.phase.value;
  const open = flow.current.value;
  const total = flow.queue.value.length;
  const problem = flow.problem.value;
  return (
    <>
      {phase === 'loading' && !props.quiet && <Spinner label={t('questionnaire.loading')} />}
      {phase === 'load-error' && (
        <Banner tone="error">
          <p>{t('questionnaire.load_failed')}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => void flow.start()}>
            {t('questionnaire.retry')}
          </button>
        </Banner>
      )}
      {props.children?.({ phase, answered: flow.answered.value })}
      {open && (
        <QuestionnaireDialog
          key={open.record.questionnaireId}
          record={open.record}
          definition={open.definition}
          busy={phase === 'saving'}
          problem={problem ? (i18n.has(problem) ? t(problem) : problem) : null}
          draftKey={draftKey(open.record.questionnaireId, scope)}
          onSubmit={(response) => flow.submit(response)}
          {...(total > 1 ? { progress: t('questionnaire.progress', { current: flow.position.value + 1, total }) } : {})}
          {...(open.record.showClosingConfirmation || open.record.questionnaireType === 'CANCEL_APPOINTMENT_PATIENT'
            ? { onClose: () => flow.close() }
            : {})}
          onUnsupported={() => emit(host, 'rad-error', { tag, messageKey: 'questionnaire.unsupported_item' })}
          renderAttachment={() => <QuestionnaireAttachment target={attachmentTarget(owner)} />}
        />
      )}
    </>
  );
}
