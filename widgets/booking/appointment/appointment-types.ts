/**
 * The contracts of the appointment flow (../appointment-flow.ts): the calls and settings it is given,
 * and the shapes its signals hold. Apart from the logic so that the parts that show the flow can
 * name them without reading it.
 */
import type { CreateAppointment, CreatedAppointment, CreateEnquiry, Hold } from '../../../src/api/schemas/slots.schema';
import type { PlacedSlot } from '../../../src/slots/slot-time';
import type { FormRequirements } from '../booking-form.schema';

export interface AppointmentApi {
  hold(choice: { clinicSlug: string; examSlug: string; start: string }): Promise<Hold>;
  renewHold(holdId: string): Promise<{ holdId: string; expiresAt: string }>;
  releaseHold(holdId: string): Promise<void>;
  bookingKey(): Promise<{ bookingKey: string }>;
  moveTemporary(from: string, to: string): Promise<unknown>;
  create(body: CreateAppointment): Promise<CreatedAppointment>;
  /** A pending booking's patient is told; once, by the server's rule (docs/rules.md#booking-pending). */
  pendingNotifications(bookingKey: string): Promise<unknown>;
  /** An enquiry: booking requests instead of an appointment; a referrer's key goes as X-Api-Key. */
  createEnquiry(body: CreateEnquiry, apiKey: string | null): Promise<CreatedAppointment>;
}

export interface AppointmentDeps {
  api: AppointmentApi;
  now(): number;
  /** Whether the dictionary has a key: only the server's keys it has are shown. */
  has(key: string): boolean;
  /** The patient is signed in: all items carrying errors then fail the booking when the setting holds (docs/rules.md#booking-partial-success). */
  loggedIn: boolean;
  failWhenAllItemsHaveErrors: boolean;
  booked(result: CreatedAppointment): void;
  /** A referrer books for a patient: every booking is an enquiry sent with this key. */
  apiKey?: string | null;
  /** A questionnaire outcome changed an exam (the booking writes changedExamSlug to the URL). */
  examChanged?(from: string, to: ExamToBook): void;
  /** setTimeout; tests pass fake timers' one. */
  later?(fn: () => void, ms: number): unknown;
}

/** What questionnaire outcomes asked of this booking (docs/rules.md#questionnaire-outcomes-bind-booking). */
export interface OutcomeState {
  /** restrictMinDate: no time before this clinic-local day. */
  minDate: string | null;
  requirements: FormRequirements;
  /** CREATE_BOOKING_REQUEST: the booking goes as an enquiry; its confirmation message and key. */
  enquiry: { confirmationMessage: string; apiKey: string | null } | null;
  /** An outcome denied the booking: the runner is on its way to the deny page. */
  denied: boolean;
}

export interface ExamToBook {
  examSlug: string;
  examName: string;
  clinicSlugs: string[];
  /** The exam's modality, to know which exam an outcome's new exam replaces. */
  modalityId?: string | number | undefined;
}

export type FlowStep = 'times' | 'form' | 'done';
/** Why an answer denied the booking: the provider's text by its id, or a message key (as the deny page takes them). */
export interface DenyReason {
  messageId: string | null;
  message: string | null;
}
export interface ExamChange {
  from: string;
  to: string;
  /** The time chosen for the old exam, given back (an outcome can come after the time was chosen). */
  released: PlacedSlot | null;
}
export type SlotProblem = 'reserve_failed' | 'hold_expired' | 'taken' | 'too_early';
/**
 * waiting: not asked yet; preparing: the booking key they are kept under is on its way; open: the
 * runner shows them; done: answered (or none applied); failed: they could not be prepared, and
 * nothing after them (Book) may go ahead until a retry brings them (a safety screening is never
 * skipped because a call failed).
 */
export type QuestionsState = 'waiting' | 'preparing' | 'open' | 'done' | 'failed';

/** A chosen time: held (a booking), or not (an enquiry's preferred time reserves nothing). */
export interface Chosen {
  slot: PlacedSlot;
  hold: Hold | null;
}
