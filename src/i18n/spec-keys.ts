/**
 * Every message key the product specification names literally (the specification is kept outside
 * this repository; its rules are in docs/rules.md). Each one must exist in every shipped
 * dictionary in `./messages/`; a test checks this list against them.
 *
 * `error.server_error_message.{status}` is expanded to the statuses it covers (500–504) plus
 * `general_error` (505 and up). `max_attempts_reached_shared` and `max_attempts_reached_results`
 * are named without their `message.` prefix among the deny page's messages and are listed here
 * with it. A comment names the rule behind a key where there is one.
 */
export const SPEC_MESSAGE_KEYS: readonly string[] = [
  // error.*
  'error.server_error_message.500',
  'error.server_error_message.501',
  'error.server_error_message.502',
  'error.server_error_message.503',
  'error.server_error_message.504',
  'error.server_error_message.general_error',

  // form.*
  'form.referral_file_types', // docs/rules.md#files-types

  // message.*
  'message.access_read_only', // the shell's read-only banner
  'message.authentication_cookies_error',
  'message.authentication_otp_error',
  'message.booking_request_waiting_protocol_error',
  'message.cancel_not_allowed', // docs/rules.md#change-windows
  'message.cancel_prior_minutes', // docs/rules.md#change-prior-minutes
  'message.cant_locate', // docs/rules.md#booking-location
  'message.check_in_error',
  'message.check_in_error_desc',
  'message.error_answering_questionnaire',
  'message.error_check_images_authorization', // docs/rules.md#image-links
  'message.error_generating_images_url', // docs/rules.md#image-links
  'message.feedback_already_provided', // docs/rules.md#questionnaire-report-feedback
  'message.feedback_provided_successfully', // docs/rules.md#questionnaire-report-feedback
  'message.images_for_radiologist_loaded_successfully', // docs/rules.md#image-link-direct
  'message.inactivity_text', // docs/rules.md#kiosk-inactivity
  'message.late_enable_digital_check_in_error',
  'message.loading',
  'message.location_message', // docs/rules.md#booking-location
  'message.max_attempts_reached_results', // docs/rules.md#sign-in-attempts
  'message.max_attempts_reached_shared', // docs/rules.md#sign-in-attempts
  'message.pain_score_problem', // docs/rules.md#questionnaire-pain-score
  'message.patient_matching_error', // docs/rules.md#check-in-identity
  'message.referrer_feedback_error', // docs/rules.md#questionnaire-report-feedback
  'message.reschedule_cancelled_appts', // docs/rules.md#change-cancelled
  'message.reschedule_not_allowed', // docs/rules.md#change-windows
  'message.reschedule_prior_minutes', // docs/rules.md#change-prior-minutes
  'message.reschedule_walk_in', // docs/rules.md#change-walk-in
  'message.unknown_reason', // docs/rules.md#check-in-window
  'message.user_not_have_access_to_images', // docs/rules.md#image-link-direct
] as const;
