/**
 * Every message key the two specification documents name literally
 * (/work/shared/spec/000_*.txt and 001_*.txt). Each one must exist in every shipped
 * dictionary in `./messages/`; a test checks this list against them.
 *
 * `error.server_error_message.{status}` (001 §8) is expanded to the statuses it covers
 * (500–504) plus `general_error` (505 and up). `max_attempts_reached_shared` and
 * `max_attempts_reached_results` are named without their `message.` prefix in 000 §4
 * (messages of the deny page) and are listed here with it.
 */
export const SPEC_MESSAGE_KEYS: readonly string[] = [
  // error.*
  'error.server_error_message.500', // 001 §8
  'error.server_error_message.501', // 001 §8
  'error.server_error_message.502', // 001 §8
  'error.server_error_message.503', // 001 §8
  'error.server_error_message.504', // 001 §8
  'error.server_error_message.general_error', // 001 §8

  // form.*
  'form.referral_file_types', // 001 §5

  // message.*
  'message.access_read_only', // 000 §2 (shell)
  'message.authentication_cookies_error', // 000 §8
  'message.authentication_otp_error', // 000 §8
  'message.booking_request_waiting_protocol_error', // 001 §8
  'message.cancel_not_allowed', // 001 §8
  'message.cancel_prior_minutes', // 001 §8
  'message.cant_locate', // 001 §8
  'message.check_in_error', // 001 §8
  'message.check_in_error_desc', // 001 §8
  'message.error_answering_questionnaire', // 001 §8
  'message.error_check_images_authorization', // 000 §8, 001 §8
  'message.error_generating_images_url', // 000 §8, 001 §8
  'message.feedback_already_provided', // 000 §8
  'message.feedback_provided_successfully', // 000 §4 (report quality feedback)
  'message.images_for_radiologist_loaded_successfully', // 000 §8, 001 §8
  'message.inactivity_text', // 000 §4 (kiosk inactivity), 000 §8
  'message.late_enable_digital_check_in_error', // 001 §8
  'message.loading', // 000 §2 (shell)
  'message.location_message', // 001 §8
  'message.max_attempts_reached_results', // 000 §4 (authentication)
  'message.max_attempts_reached_shared', // 000 §4 (authentication)
  'message.pain_score_problem', // 001 §8
  'message.patient_matching_error', // 001 §8
  'message.referrer_feedback_error', // 000 §8
  'message.reschedule_cancelled_appts', // 001 §8
  'message.reschedule_not_allowed', // 001 §8
  'message.reschedule_prior_minutes', // 001 §8
  'message.reschedule_walk_in', // 001 §8
  'message.unknown_reason', // 001 §8
  'message.user_not_have_access_to_images', // 000 §8, 001 §8
] as const;
