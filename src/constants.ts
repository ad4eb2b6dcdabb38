/**
 * Business constants (each named by its rule in docs/rules.md) and the choices we made where the
 * specification leaves a number open. One module so a test can pin every number.
 */

/** Seconds of the kiosk inactivity countdown dialog. */
export const KIOSK_COUNTDOWN_SECONDS = 10;
/** How often the idle watcher checks, in milliseconds. */
export const KIOSK_IDLE_CHECK_MS = 1000;
/** Activity events are throttled to one per this many milliseconds. */
export const KIOSK_ACTIVITY_THROTTLE_MS = 500;
/** The idle library's default limit when kioskNoActivitySeconds is not configured: 20 minutes. */
export const KIOSK_DEFAULT_IDLE_SECONDS = 20 * 60;
/** Local storage key of the kiosk idle state (the spec keeps it in local storage). */
export const KIOSK_IDLE_STORAGE_KEY = 'rad-widgets.kiosk-idle';

/** Keepalive ping default interval: 10 minutes. */
export const KEEPALIVE_INTERVAL_MS = 10 * 60 * 1000;

export const CONTACT_NUMBER_MAX_LENGTH = 10;
export const OTP_CODE_LENGTH = 6;
export const OTP_RESEND_DEFAULT_SECONDS = 5;

export const BANNER_Z_INDEX = 1500;
export const MOBILE_MAX_WIDTH_PX = 480;
export const ZOOM_SMALL_SCREEN_PERCENT = 75;
export const ZOOM_SMALL_SCREEN_MAX_HEIGHT_PX = 768;
export const HEADER_MESSAGE_MIN_WIDTH_PX = 1120;

export const FEEDBACK_REDIRECT_MS = 4000;
export const DENY_CLOSE_BUTTON_MAX_WIDTH_PX = 350;
export const IMAGE_VIEWER_MAX_HEIGHT_PX = 600;

/** Map zoom levels (docs/rules.md#display-map). */
export const MAP_ZOOM_DEFAULT = 16;
export const MAP_ZOOM_REGION_SELECT = 12;
export const MAP_ZOOM_RESET = 13;

export const CHAT_UPLOAD_THROTTLE_AFTER_FILE_MS = 3000;
export const CHAT_UPLOAD_THROTTLE_AFTER_UPLOADED_MS = 1000;
export const CHAT_OPEN_DELAY_MS = 2000;

export const SLOT_RELOAD_AFTER_EXAM_CHANGE_MS = 400;
export const BOOKING_FORM_NAVIGATION_DELAY_MS = 100;
export const SCROLL_TO_SLOT_MS = 100;
export const DOCTOR_SEARCH_DEBOUNCE_MS = 200;
export const DOCTOR_SEARCH_MIN_CHARS = 3;
export const PROGRESS_STEP_DEBOUNCE_MS = 2000;
export const REDIRECT_COUNTDOWN_SECONDS = 5;
export const SHARE_NOTE_DEFAULT_MAX_LENGTH = 150;
export const SHARE_PHONE_PATTERN = /^\+?\d{9,15}$/;
/** The booking finder's and the kiosk's cookies expire at the end of 2030 (docs/rules.md#check-in-kiosk-cookies). */
export const COOKIE_EXPIRY = new Date(Date.UTC(2030, 11, 31));
export const IFRAME_BANNER_MIN_HEIGHT_MOBILE_PX = 450;
export const IFRAME_BANNER_MIN_HEIGHT_PX = 600;
export const VIEWER_IMAGE_MAX_HEIGHT_PX = 600;
/** The attachment viewer's carousel never turns by itself (docs/rules.md#display-viewer). */
export const VIEWER_CAROUSEL_AUTOPLAY = false;
export const PINCH_ZOOM_TRANSITION_MS = 200;
export const PINCH_ZOOM_DOUBLE_TAP_SCALE = 2;
export const PINCH_ZOOM_WHEEL_FACTOR = 0.2;
export const PINCH_ZOOM_MAX_SCALE = 3;
export const ANALYTICS_FUNNEL_STEPS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const EFFECT_MAX_RETRIES = 10;
export const QUESTIONNAIRE_DEFAULT_MODAL_SIZE = 'lg';

/** Our choice where the spec says the separator of slug lists is "not shown". */
export const SLUG_LIST_SEPARATOR = '+';

/** Locales the product ships (docs/rules.md#display-locales); the first is the fallback. */
export const SUPPORTED_LOCALES = ['en-AU', 'en-NZ', 'en-CA', 'en-US', 'mk'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: SupportedLocale = 'en-AU';

/** The custom footer text of a deny page's customMessage is capped to stop crafted links spoofing pages. */
export const DENY_CUSTOM_MESSAGE_MAX_LENGTH = 300;

// ---- Questionnaires (issue 11) ----
/** Session storage prefix of questionnaire drafts (kept across a reload, cleared on submit, logout and kiosk reset). */
export const QUESTIONNAIRE_DRAFT_STORAGE_PREFIX = 'rad-widgets.questionnaire-draft.';
/** Milliseconds the draft writer waits after the last change (one write per pause in typing, not per keystroke). */
export const QUESTIONNAIRE_DRAFT_WRITE_MS = 300;

/* ---- Booking finder (issue 10) ---- */
/**
 * A located point farther than this from the default location is reset to the default
 * (docs/rules.md#booking-location). The maximum is ours, and `maps.maxLocationDistanceKm`
 * in the configuration overrides it.
 */
export const LOCATION_MAX_DISTANCE_KM_DEFAULT = 500;
/** The cookie that remembers the chosen postal code location (docs/rules.md#booking-location). */
export const POSTAL_CODE_COOKIE = 'postalCodeLocationId';
/** The region value that means "let the patient pick a region" (`view`/`regionSlug`, widgets/booking/README.md). */
export const SELECT_REGION = 'select-region';
/** Minimum characters before the post-code locator searches. */
export const POSTAL_CODE_SEARCH_MIN_CHARS = 2;

/* ---- Booking finder II: slots, holds, create (issue 12) ---- */
/** Minutes a selected slot stays reserved for the patient filling in the form (renewed while the form is open). */
export const SLOT_HOLD_MINUTES_DEFAULT = 5;
/** The hold countdown warns this many seconds before expiry and offers more time (WCAG 2.2.1). */
export const SLOT_HOLD_WARN_SECONDS = 30;
/** The server offers slots this many weeks ahead (the issue asks for at least 8). */
export const SLOT_HORIZON_WEEKS = 12;
/** No slot starts sooner than this after now (minimum notice), enforced by the server. */
export const SLOT_MINIMUM_NOTICE_MINUTES = 120;
/** Default change window: no online cancel or reschedule this many minutes before an appointment. */
export const CHANGE_PRIOR_MINUTES_DEFAULT = 24 * 60;
/** Longest change window a provider may configure (14 days): a bound on what a config file may ask. */
export const CHANGE_PRIOR_MINUTES_MAX = 14 * 24 * 60;
/** Longest date range one clinic appointments request may ask for (a MONTH view shows six weeks). */
export const SLOT_SEARCH_MAX_DAYS = 42;

/* ---- Failure resilience (issue 28) ---- */
/** An action that has not answered after this long says it is still working (silence reads as broken). */
export const PENDING_NOTICE_MS = 1000;
/** Failed check-in polls in a row before the patient is told the connection is the trouble (it keeps trying). */
export const POLL_TROUBLE_AFTER_FAILURES = 2;
