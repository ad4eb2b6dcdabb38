/**
 * The notification templates the product ships, one file each: what a patient or a contact
 * receives, per locale. They are written into `email_template` at every start
 * (upsertNotificationTemplates), so rewording a message is an edit here, not a migration.
 */
import { appointmentConfirmation } from './appointment-confirmation';
import { appointmentReminder } from './appointment-reminder';
import { appointmentRescheduled } from './appointment-rescheduled';
import { bookingPending } from './booking-pending';
import { bookingPendingSms } from './booking-pending-sms';
import { bookingRequestReceived } from './booking-request-received';
import { bookingRequestReferred } from './booking-request-referred';
import { historyShared } from './history-shared';
import { historySharedSms } from './history-shared-sms';
import { oneTimeCode } from './one-time-code';
import { oneTimeCodeSms } from './one-time-code-sms';
import { resultsShared } from './results-shared';
import { resultsSharedSms } from './results-shared-sms';
import { shareCreatedNotice } from './share-created-notice';
import { shareOpenedNotice } from './share-opened-notice';
import { unsubscribeFooter } from './unsubscribe-footer';
import type { NotificationTemplate } from './template';

export const NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  appointmentConfirmation,
  appointmentReminder,
  appointmentRescheduled,
  bookingPending,
  bookingPendingSms,
  bookingRequestReceived,
  bookingRequestReferred,
  historyShared,
  historySharedSms,
  oneTimeCode,
  oneTimeCodeSms,
  resultsShared,
  resultsSharedSms,
  shareCreatedNotice,
  shareOpenedNotice,
  unsubscribeFooter,
];
