/**
 * Reschedule (docs/rules.md#change-reschedule-rules): the slot grid again, for the same exam at the same clinic, with the
 * item's own time shown free. Choosing a time holds it (nobody else can take it while the patient
 * reads the confirmation); confirming asks the server to move the item, which checks every rule
 * again and consumes the hold in one transaction. Dismissing, choosing another time or leaving
 * gives the held time back. Loaded on demand: the grid is not part of the appointment page's entry.
 */
import { useEffect, useRef, useState } from 'react';
import { holdSlot, releaseSlotHold, rescheduleAppointment } from '../../../src/api/appointments.api';
import { ApiError, problemKey } from '../../../src/api/errors';
import type { AppointmentItem, AppointmentSummary } from '../../../src/api/schemas/appointments.schema';
import type { Hold } from '../../../src/api/schemas/slots.schema';
import { useRuntime } from '../../../src/element/hooks';
import { SlotGrid, type PlacedSlot, type SlotGridProps } from '../../../src/slots';
import { Banner } from '../../../src/ui/Banner';
import { Dialog } from '../../../src/ui/Dialog';
import { Spinner } from '../../../src/ui/Spinner';
import { whenText } from './when';

export interface ReschedulePanelProps {
  bookingKey: string;
  item: AppointmentItem;
  onMoved: (summary: AppointmentSummary) => void;
  onBack: () => void;
  /** Tests and stories: the grid's fetch. */
  loadSlots?: SlotGridProps['load'];
  /**
   * The exam a questionnaire's outcome changed this item to (docs/rules.md#questionnaire-change-exam): the grid
   * offers its times and the move changes the exam too (the server checks the outcome asked for it).
   */
  examSlug?: string;
}

type Phase =
  { kind: 'choosing' } | { kind: 'holding'; slot: PlacedSlot } | { kind: 'confirming'; slot: PlacedSlot; hold: Hold; moving: boolean };

/** A refusal the server names with a translation key; else what happened (offline, a 5xx), else the generic failure. */
function refusalKey(error: unknown, has: (key: string) => boolean): string {
  return problemKey(error, has, 'appointments.reschedule_failed');
}

export default function ReschedulePanel({
  bookingKey,
  item,
  onMoved,
  onBack,
  loadSlots,
  examSlug = item.examDetails.slug,
}: ReschedulePanelProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const intl = runtime.i18n.intl.value;
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const [problem, setProblem] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const held = useRef<string | null>(null);

  useEffect(() => heading.current?.focus(), []);
  // Leaving the page (or the panel) gives a held time back.
  useEffect(
    () => () => {
      if (held.current) void releaseSlotHold(runtime.api(), held.current).catch(() => undefined);
    },
    [runtime],
  );

  const release = () => {
    const id = held.current;
    held.current = null;
    if (id) void releaseSlotHold(runtime.api(), id).catch(() => undefined);
  };

  async function choose(slot: PlacedSlot): Promise<void> {
    if (phase.kind !== 'choosing') return;
    setProblem(null);
    setPhase({ kind: 'holding', slot });
    try {
      const hold = await holdSlot(runtime.api(), { clinicSlug: slot.clinicSlug, examSlug, start: slot.start });
      held.current = hold.holdId;
      setPhase({ kind: 'confirming', slot, hold, moving: false });
    } catch (error) {
      setPhase({ kind: 'choosing' });
      setProblem(t(error instanceof ApiError && error.status === 409 ? 'appointments.reschedule_taken' : 'appointments.reschedule_failed'));
      setReloadKey((n) => n + 1);
    }
  }

  async function move(): Promise<void> {
    if (phase.kind !== 'confirming') return;
    setProblem(null);
    setPhase({ ...phase, moving: true });
    try {
      const summary = await rescheduleAppointment(runtime.api(), bookingKey, {
        itemSlug: item.slug,
        holdId: phase.hold.holdId,
        // The patient's e-mail about the new time is written in the page's language.
        locale: intl.locale,
      });
      held.current = null; // consumed by the move
      onMoved(summary);
    } catch (error) {
      const key = refusalKey(error, runtime.i18n.has);
      const spent = error instanceof ApiError && error.status === 409;
      if (spent) {
        // The rule, the hold or the slot said no: nothing moved; start again from the grid.
        release();
        setPhase({ kind: 'choosing' });
        setReloadKey((n) => n + 1);
      } else {
        setPhase({ ...phase, moving: false });
      }
      setProblem(t(key));
    }
  }

  function dismiss(): void {
    release();
    setPhase({ kind: 'choosing' });
  }

  const zone = item.clinic.timeZone;
  return (
    <section className="appointments__reschedule" aria-labelledby="appointments-reschedule-title" part="reschedule">
      <h2 id="appointments-reschedule-title" ref={heading} tabIndex={-1}>
        {t('appointments.reschedule_heading', { exam: item.examDetails.name })}
      </h2>
      <p>{t('appointments.reschedule_current', { when: whenText(t, intl, item.startsAt, zone), clinic: item.clinic.name })}</p>
      {examSlug !== item.examDetails.slug && <p>{t('appointments.exam_changed_intro')}</p>}
      {problem && phase.kind !== 'confirming' && (
        <Banner tone="error">
          <p>{problem}</p>
        </Banner>
      )}
      {phase.kind === 'holding' && <Spinner label={t('appointments.reschedule_holding')} />}
      <SlotGrid
        clinics={[item.clinic.slug]}
        examSlug={examSlug}
        appointmentSlug={item.slug}
        onSelect={(slot) => void choose(slot)}
        reloadKey={reloadKey}
        headingLevel={3}
        {...(loadSlots ? { load: loadSlots } : {})}
      />
      <p className="appointments__actions">
        <button type="button" className="rad-button rad-button--secondary" onClick={onBack}>
          {t('appointments.reschedule_back')}
        </button>
      </p>
      <Dialog
        open={phase.kind === 'confirming'}
        title={t('appointments.reschedule_confirm_title')}
        onClose={phase.kind === 'confirming' && !phase.moving ? dismiss : undefined}
        actions={
          <>
            <button type="button" className="rad-button" onClick={() => void move()} disabled={phase.kind === 'confirming' && phase.moving}>
              {t('appointments.reschedule_confirm')}
            </button>
            <button
              type="button"
              className="rad-button rad-button--secondary"
              onClick={dismiss}
              disabled={phase.kind === 'confirming' && phase.moving}
            >
              {t('appointments.reschedule_choose_other')}
            </button>
          </>
        }
      >
        {phase.kind === 'confirming' && (
          <>
            <dl className="appointments__move">
              <dt>{t('appointments.reschedule_from_label')}</dt>
              <dd>{whenText(t, intl, item.startsAt, zone)}</dd>
              <dt>{t('appointments.reschedule_to_label')}</dt>
              <dd>
                <strong>{whenText(t, intl, phase.slot.start, phase.slot.timeZone)}</strong>, {phase.slot.clinicName}
              </dd>
            </dl>
            {phase.moving && <Spinner label={t('appointments.reschedule_moving')} />}
            {problem && (
              <p className="rad-field__error" role="alert">
                {problem}
              </p>
            )}
          </>
        )}
      </Dialog>
    </section>
  );
}
