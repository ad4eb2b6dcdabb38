import type { AnswerOwner } from '../../src/api/questionnaires.api';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../src/api/schemas/questionnaire.schema';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { Banner } from '../../src/ui/Banner';
import { QuestionnaireRunner } from './QuestionnaireRunner';
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

function typesOf(text: string | undefined): QuestionnaireType[] | undefined {
  const types = (text ?? '')
    .split(',')
    .filter((type): type is QuestionnaireType => (QUESTIONNAIRE_TYPES as readonly string[]).includes(type));
  return types.length ? types : undefined;
}

/**
 * The questionnaire runner page (/questionnaires; docs/rules.md#questionnaires-and-outcomes): the unanswered
 * questionnaires of a booking, one at a time, each saved and its outcome followed; then the stored
 * redirect, or a thank-you / "already answered". Its events tell the host page what happened.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const t = useRuntime().i18n.t;
  const { host } = useWidget();
  const owner = ownerOf(props);
  if (!owner) {
    return (
      <section className="q-runner" part="runner">
        <Banner tone="error">{t('questionnaire.missing_booking_key')}</Banner>
      </section>
    );
  }
  const types = typesOf(props.types);
  return (
    <section className="q-runner" part="runner">
      <QuestionnaireRunner
        owner={owner}
        {...(types ? { types } : {})}
        changedExamSlug={props.changedExamSlug ?? null}
        appointmentSlug={props.appointmentSlug ?? null}
        redirectUrl={props.redirectUrl ?? null}
        {...(props.bookingRequestErrorUrl ? { bookingRequestErrorUrl: props.bookingRequestErrorUrl } : {})}
        {...(props.bookingRequestErrorMessage ? { bookingRequestErrorMessage: props.bookingRequestErrorMessage } : {})}
        onCompleted={(detail) => emit(host, 'rad-questionnaire-completed', detail)}
        onExamChanged={(detail) => emit(host, 'rad-questionnaire-exam-changed', detail)}
        onDone={(detail) => emit(host, 'rad-questionnaire-all-done', detail)}
      >
        {({ phase, answered }) =>
          phase === 'finished' && (
            <p className="q-done" role="status">
              {t(answered ? 'questionnaire.done' : 'questionnaire.already_answered')}
            </p>
          )
        }
      </QuestionnaireRunner>
    </section>
  );
}
