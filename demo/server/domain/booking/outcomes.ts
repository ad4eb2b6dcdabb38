/**
 * What the questionnaires answered before a booking existed ask of it (docs/rules.md#questionnaire-outcomes-bind-booking):
 * the server keeps to them whatever the browser sends (a denied booking is never made, a required
 * Medicare number is required, no time before the minimum date).
 */
import type * as v from 'valibot';
import type { CreateAppointmentSchema } from '../../../../src/api/schemas/slots.schema';
import type { DbConnection } from '../../db/db';
import { ApiError } from '../../http/errors';

type Q = Pick<DbConnection, 'query'>;

type CreateInput = v.InferOutput<typeof CreateAppointmentSchema>;

/** What the outcomes of the answers kept under a booking key ask of the booking. */
export interface TemporaryOutcomes {
  denied: boolean;
  minDate: string | null;
  medicareNumberRequired: boolean;
  validationCodeRequired: boolean;
  /** A CREATE_BOOKING_REQUEST outcome: staff must confirm, so only a booking request may be made. */
  bookingRequest: boolean;
}

/**
 * The merged outcomes of the questionnaires answered before the booking existed: the server keeps
 * to them whatever the browser sends (a denied booking is never made, a required Medicare number is
 * required, no time before the minimum date).
 */
export async function temporaryOutcomes(db: Q, key: string | undefined): Promise<TemporaryOutcomes> {
  const merged: TemporaryOutcomes = {
    denied: false,
    minDate: null,
    medicareNumberRequired: false,
    validationCodeRequired: false,
    bookingRequest: false,
  };
  if (!key) return merged;
  const rows = await db.query<{ outcome: Record<string, unknown> }>(
    `select outcome from questionnaire_answer where temporary_key = $1 and scope = 'TEMPORARY'`,
    [key],
  );
  for (const { outcome } of rows) {
    if (outcome.denied === true) merged.denied = true;
    if (outcome.medicareNumberRequired === true) merged.medicareNumberRequired = true;
    if (outcome.validationCodeRequired === true) merged.validationCodeRequired = true;
    if (outcome.bookingRequest) merged.bookingRequest = true;
    const min = outcome.restrictMinDate;
    if (typeof min === 'string' && (!merged.minDate || min > merged.minDate)) merged.minDate = min;
  }
  return merged;
}

/** Refuses a booking the answers do not allow; answers the minimum date the items must keep to. */
export function checkOutcomes(outcomes: TemporaryOutcomes, form: Pick<CreateInput['form'], 'medicareNumber' | 'validationCode'>): void {
  if (outcomes.denied) throw new ApiError(403, 'booking.denied_by_answers', 'booking_denied');
  if (outcomes.medicareNumberRequired && !form.medicareNumber) throw new ApiError(400, 'check_in.medicare_required', 'medicare_required');
  if (outcomes.validationCodeRequired && !form.validationCode)
    throw new ApiError(400, 'booking_form.validation_code_required', 'validation_code_required');
}

/** The clinic-local day of an instant. */
export function localDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}
