/**
 * The en-AU texts a widget needs when its translations cannot load (or before they have): the
 * loading and error states, the portal's shell (banners, navigation, footer, page titles) and the
 * deny page. Without them a failed `/api/assets/i18n/…` shows raw keys (`message.deny_expired`) and
 * hides every navigation link (a link with no text is hidden). They are merged under the fetched
 * dictionary, so a provider's texts always win.
 *
 * A copy of en-AU.json's texts, not an import of it: the whole dictionary would add ~4 KB gzip to
 * the runtime chunk every page loads. `fallback-messages.node.test.ts` keeps the copy equal to en-AU.json
 * and fails when a shell, deny or error key used in the sources is missing here.
 */
export const FALLBACK_MESSAGES: Readonly<Record<string, string>> = {
  // Loading and errors every widget can show
  'message.loading': 'Loading…',
  'action.retry': 'Try again',
  'error.widget_failed': 'Sorry, this part of the page could not be shown.',
  'error.config_failed': 'This page could not load its settings. Please try again.',
  'error.network': 'We could not reach the server. Please check your internet connection and try again.',
  'error.malformed_response': 'The server sent an answer we could not read. Please try again later.',
  'error.request_failed': 'Something went wrong. Please try again.',
  'message.still_working': 'Still working on it. This is taking longer than usual…',
  'message.offline': 'You are offline. We will carry on when your connection is back.',
  'error.not_found': 'We could not find what you were looking for.',
  'error.server_error_message.500': 'Something went wrong on our side. Please try again later.',
  'error.server_error_message.501': 'Our system cannot handle this request online. Please call the clinic and we will help you.',
  'error.server_error_message.502': 'Our system had trouble connecting to one of its services. Please try again in a few minutes.',
  'error.server_error_message.503': 'This service is temporarily unavailable. Please try again in a few minutes.',
  'error.server_error_message.504': 'Our system took too long to respond. Please try again in a few minutes.',
  'error.server_error_message.general_error':
    'Something went wrong on our side. Please try again later, or contact the clinic if the problem continues.',
  // The portal shell: banners, navigation, footer, its own states
  'banner.label': 'Announcement',
  'banner.close': 'Close the announcement',
  'banner.environment_label': 'Environment',
  'banner.environment': 'Test environment: {profiles}',
  'message.access_read_only': 'You are in read-only mode. You can view the details, but you cannot make changes.',
  'nav.skip_to_content': 'Skip to main content',
  'nav.label': 'Main',
  'nav.menu': 'Menu',
  'nav.logo_alt': '{name} home',
  'nav.home': 'Home',
  'nav.sign_out': 'Sign out',
  'nav.about': 'About',
  'nav.contact': 'Contact',
  'nav.terms': 'Terms',
  'nav.privacy': 'Privacy',
  'nav.booking_info': 'Booking information',
  'nav.doctor': 'Dr {firstName} {lastName}',
  'nav.admin_login': 'Staff login',
  'nav.admin': 'Administration',
  'nav.logout': 'Log out',
  'nav.referral_view': 'View referral',
  'nav.referral_download': 'Download referral',
  'footer.label': 'Footer',
  'footer.home': 'Home',
  'footer.external_home': 'Our website',
  'footer.about': 'About us',
  'footer.contact': 'Contact',
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'footer.version': 'Version {version}',
  'footer.branding': 'Patient portal by rad widgets',
  'a11y.opens_in_new_tab': '(opens in a new tab)',
  'portal.not_found': 'This page does not exist.',
  'portal.not_available_title': 'Coming soon',
  'portal.not_available': 'This part of the portal is not available yet. Please contact the clinic if you need help.',
  'portal.load_failed': 'This part of the page could not be loaded. Please check your connection and try again.',
  'kiosk.inactivity_title': 'This screen will reset soon',
  'message.inactivity_text':
    'Are you still there? For your privacy this screen will reset in {seconds, plural, one {# second} other {# seconds}}.',
  'action.cancel': 'Cancel',
  'action.home': 'Home',
  'action.continue': 'Continue',
  'action.close': 'Close',
  // Page titles (the document title of each route)
  'page.deny_title': 'Access denied',
  'page.authentication_title': 'Confirm your identity',
  'page.appointments_title': 'Your appointment',
  'page.results_title': 'Results',
  'page.unsubscribe_title': 'Unsubscribe',
  'page.patient_details_title': 'Your details',
  'page.booking_requests_title': 'Your booking request',
  'page.check_in_title': 'Check in',
  'page.referrer_access_title': 'Referrer access',
  'page.image_viewer_title': 'Image viewer',
  'page.about_title': 'About {name}',
  'page.contact_title': 'Contact',
  'page.terms_title': 'Terms and conditions',
  'page.privacy_title': 'Privacy',
  'page.report_feedback_title': 'Report quality feedback',
  'page.iframe_test_title': 'Iframe test',
  'page.email_preview_title': 'E-mail preview',
  'page.questionnaires_title': 'Questionnaires',
  // The deny page
  'message.deny_expired': 'This link has expired. Please contact the clinic for a new link.',
  'message.deny_canceled':
    'This appointment has been cancelled. If you would like a new appointment, please book again or contact the clinic.',
  'message.deny_declined_by_patient': 'This appointment was declined by the patient. If this is a mistake, please contact the clinic.',
  'message.deny_removed_by_operator': 'This appointment was removed by our staff. If you have any questions, please contact the clinic.',
  'message.deny_waiting_protocol':
    'Your booking is on hold while a radiologist reviews your referral. We will contact you once the review is done.',
  'message.deny_restrict': 'Access to this page is restricted.',
  'message.deny_access_revoked': 'The person who shared these results has withdrawn your access to them.',
  'message.deny_max_attempts':
    'There have been too many unsuccessful attempts. For your security, access is now locked. Please contact the clinic.',
  'message.deny_results_expired': 'The link to these results has expired. Please contact the clinic for a new link.',
  'message.deny_generic': 'There was a problem with your link. Please contact the clinic.',
  'message.max_attempts_reached_shared':
    'There have been too many unsuccessful attempts to open the results shared with you. For your security, access is now locked. Please contact the person who shared them, or the clinic.',
  'message.max_attempts_reached_results':
    'There have been too many unsuccessful attempts to open your results. For your security, access is now locked. Please contact the clinic.',
  'message.pain_score_problem': 'We could not save your pain score. Please let our staff know how you are feeling.',
};
