/**
 * The booking domain core (issue 22): every path that holds, creates, confirms, cancels or moves a
 * booking, or acts on a questionnaire outcome, goes through these functions, so a rule added here
 * holds for every route. Routes stay thin; this core reads and writes through queries.
 */
export {
  canChange,
  CHANGE_PRIOR_MINUTES,
  DEFAULT_CHANGE_RULES,
  WALK_IN_RESCHEDULE_ALLOWED,
  type ChangeFacts,
  type ChangeRules,
} from './change-window';
export { changeRulesOf } from './change-rules';
export { cancelBooking, cancelInTransaction, changeAnswer, confirmBooking, rescheduleItem } from './changes';
export { bookingKeyFor, createAppointment, emailHash, itemDetails, senderOf, sendPendingNotifications } from './create';
export { BOOKING_TEAM_EMAIL, createEnquiry, referrerOf } from './enquiries';
export { createHold, issueBookingKey, lockClinics, moveTemporaryRecords, randomKey, releaseHold, renewHold, type HoldInput } from './holds';
export { checkOutcomes, localDay, temporaryOutcomes, type TemporaryOutcomes } from './outcomes';
export { daysFrom, findExam, freeSlotAt, isoWeekday, searchSlots, type SlotSearchInput, type TakenTime } from './slots';
export { appliesTo, refuseUnlessAnswered, requiredStatus, REQUIRED_TYPES, type RequiredStatus } from './required-questionnaires';
export { closedDays, publicHolidays } from './closures';
