import { useT } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import type { BookingModel } from '../booking.model';

/** The exam info modal: what the exam is, its preparation, and walk-in arrival. */
export function ExamInfoDialog({ model }: { model: BookingModel }) {
  const t = useT();
  const exam = model.examInfo.value;
  return (
    <Dialog
      open={exam !== null}
      title={exam?.nameWithModality ?? ''}
      onClose={() => model.showExamInfo(null)}
      actions={
        <button type="button" className="rad-button" onClick={() => model.showExamInfo(null)}>
          {t('action.close')}
        </button>
      }
    >
      {exam && (
        <div className="exam-info">
          <h3>{t('booking.exam_info_notes')}</h3>
          <p>{exam.notes}</p>
          <h3>{t('booking.exam_info_preparation')}</h3>
          <p>{exam.examNotes}</p>
          {exam.walkIn && exam.prepTime !== null && (
            <p className="exam-info__walk-in">
              {t('booking.exam_info_walk_in', { prepTime: exam.prepTime, minutes: exam.minutesPrior ?? 0 })}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The booking request info modal, for an exam with showBookingRequestInfoModal, before it is chosen. */
export function BookingRequestInfoDialog({ model }: { model: BookingModel }) {
  const t = useT();
  const exam = model.bookingRequestInfo.value;
  return (
    <Dialog
      open={exam !== null}
      title={t('booking.booking_request_info_title', { name: exam?.name ?? '' })}
      onClose={() => model.dismissBookingRequestInfo()}
      actions={
        <>
          <button type="button" className="rad-button" onClick={() => model.confirmBookingRequestInfo()}>
            {t('action.continue')}
          </button>
          <button type="button" className="rad-button rad-button--secondary" onClick={() => model.dismissBookingRequestInfo()}>
            {t('action.cancel')}
          </button>
        </>
      }
    >
      <p>{t('booking.booking_request_info_text')}</p>
    </Dialog>
  );
}
