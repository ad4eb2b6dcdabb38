import { effect } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { loadQuestionnaires, saveQuestionnaireAnswers, type AnswerOwner } from '../../src/api/questionnaires.api';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../src/api/schemas/questionnaire.schema';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import type { AttachmentTarget } from '../../src/attachments/index';
import { clearAllDrafts, draftKey } from './draft';
import { bookingRequestErrorOf, safeTarget } from './outcomes';
import { createQuestionnaireFlow, type QuestionnaireFlow } from './questionnaire-flow';
import { QuestionnaireAttachment } from './QuestionnaireAttachment';
import { QuestionnaireDialog } from './QuestionnaireDialog';
import './questionnaire.events';

export interface QuestionnaireProps extends BaseWidgetProps {
  bookingKey?: string;
  isBookingRequest?: boolean;
  appointmentSlug?: string;
  changedExamSlug?: string;
  types?: string;
  redirectUrl?: string;
  examSlugs?: string;
  temporaryKey?: string;
  bookingRequestErrorUrl?: string;
  bookingRequestErrorMessage?: string;
}

function ownerOf(props: QuestionnaireProps): AnswerOwner | null {
  if (props.bookingKey) return { kind: props.isBookingRequest ? 'booking-request' : 'appointment', bookingKey: props.bookingKey };
  const examSlugs = (props.examSlugs ?? '').split(/[+,\s]/).filter(Boolean);
  if (props.temporaryKey && examSlugs.length) return { kind: 'temporary', temporaryKey: props.temporaryKey, examSlugs };
  return null;
}

/** Where an attachment item's file goes: the booking's documents, or the temporary documents before it exists. */
function attachmentTarget(owner: AnswerOwner): AttachmentTarget {
  if (owner.kind === 'temporary') return { kind: 'temporary', id: owner.temporaryKey };
  return { kind: owner.kind === 'booking-request' ? 'booking-request' : 'appointment', id: owner.bookingKey };
}

function typesOf(text: string | undefined): QuestionnaireType[] | undefined {
  const types = (text ?? '')
    .split(',')
    .filter((type): type is QuestionnaireType => (QUESTIONNAIRE_TYPES as readonly string[]).includes(type));
  return types.length ? types : undefined;
}

/** The questionnaire runner (document 001 §2 /questionnaires, §4): the unanswered questionnaires of a booking, one at a time. */
export function Questionnaire(props: QuestionnaireProps) {
  const runtime = useRuntime();
  const { store, i18n } = runtime;
  const t = i18n.t;
  const { host, tag } = useWidget();
  const owner = ownerOf(props);
  const scope = owner ? (owner.kind === 'temporary' ? owner.temporaryKey : owner.bookingKey) : '';
  const [flow] = useState<QuestionnaireFlow | null>(() => {
    if (!owner) return null;
    const config = store.config.config.peek();
    const allowed = config?.integration.allowedParentOrigins ?? [];
    const types = typesOf(props.types);
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
        // Inside the portal the shell navigates; alone on a page, the browser does.
        if (emit(host, 'rad-navigate', { path }, true)) location.assign(path);
      },
      back: () => {
        if (history.length > 1) history.back();
        else location.assign('/');
      },
      emit: (name, detail) => emit(host, name, detail),
      checkTarget: (url) => safeTarget(url, location.origin, allowed),
      redirectUrl: props.redirectUrl ?? null,
      bookingRequestError: bookingRequestErrorOf(props, config?.bookingRequest, (url) => safeTarget(url, location.origin, allowed)),
      report: (message) => {
        console.warn(`[rad-questionnaire] ${message}`);
        emit(host, 'rad-error', { tag, messageKey: 'questionnaire.unsupported_item' });
      },
    });
  });

  useEffect(() => {
    void flow?.start();
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

  // The session is gone (401): the portal takes the person to sign in and back here.
  const loadError = flow?.loadError.value;
  useEffect(() => {
    if (loadError?.status === 401) store.auth.markNotAuthenticated();
  }, [loadError, store]);

  if (!flow) {
    return (
      <section className="q-runner" part="runner">
        <Banner tone="error">{t('questionnaire.missing_booking_key')}</Banner>
      </section>
    );
  }
  const phase = flow.phase.value;
  const open = flow.current.value;
  const total = flow.queue.value.length;
  return (
    <section className="q-runner" part="runner" aria-busy={phase === 'loading' || phase === 'saving'}>
      {phase === 'loading' && <Spinner label={t('questionnaire.loading')} />}
      {phase === 'load-error' && (
        <Banner tone="error">
          <p>{t('questionnaire.load_failed')}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => void flow.start()}>
            {t('questionnaire.retry')}
          </button>
        </Banner>
      )}
      {phase === 'finished' && (
        <p className="q-done" role="status">
          {t(flow.answered.value ? 'questionnaire.done' : 'questionnaire.already_answered')}
        </p>
      )}
      {open && (
        <QuestionnaireDialog
          key={open.record.questionnaireId}
          record={open.record}
          definition={open.definition}
          busy={phase === 'saving'}
          problem={flow.problem.value ? (i18n.has(flow.problem.value) ? t(flow.problem.value) : flow.problem.value) : null}
          draftKey={draftKey(open.record.questionnaireId, scope)}
          onSubmit={(response) => flow.submit(response)}
          {...(total > 1 ? { progress: t('questionnaire.progress', { current: flow.position.value + 1, total }) } : {})}
          {...(open.record.showClosingConfirmation || open.record.questionnaireType === 'CANCEL_APPOINTMENT_PATIENT'
            ? { onClose: () => flow.close() }
            : {})}
          onUnsupported={() => emit(host, 'rad-error', { tag, messageKey: 'questionnaire.unsupported_item' })}
          renderAttachment={() => <QuestionnaireAttachment target={attachmentTarget(owner!)} />}
        />
      )}
    </section>
  );
}
