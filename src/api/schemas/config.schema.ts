/**
 * The provider configuration answered by `GET /api/config` (src/api/API.md#foundation).
 *
 * Shared by the widgets (every answer is checked) and the reference server (the seed and a
 * provider's RAD_CONFIG file are checked before they are stored). Objects are loose so a provider
 * backend may send fields this version does not know yet; every field the widgets read has a
 * default so a sparse configuration still renders.
 */
import * as v from 'valibot';
import {
  CHANGE_PRIOR_MINUTES_DEFAULT,
  CHANGE_PRIOR_MINUTES_MAX,
  LOCATION_MAX_DISTANCE_KM_DEFAULT,
  SHARE_NOTE_DEFAULT_MAX_LENGTH,
  SLOT_HOLD_MINUTES_DEFAULT,
} from '../../constants';

const text = v.optional(v.string(), '');
const flag = v.optional(v.boolean(), false);

export const ApplicationConfigSchema = v.looseObject({
  jsLocale: v.optional(v.string(), 'en-AU'),
  metaTitle: text,
  metaDescription: text,
  metaFbDescription: text,
  metaKeywords: text,
  googleVerificationEnabled: flag,
  googleVerificationId: text,
  googleAnalyticsEnabled: flag,
  googleTagManagerId: text,
  facebookTrackingEnabled: flag,
  facebookTrackingId: text,
  /** Seconds without activity before the kiosk countdown starts (docs/rules.md#kiosk-inactivity). */
  kioskNoActivitySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1200),
  /** Length of the inactivity countdown; the spec's is 10 s. */
  kioskCountdownSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 10),
  /**
   * Where a kiosk's inactivity reset and the countdown's Home go when the device names no home of
   * its own (`kioskHome` in its URL, `<rad-portal kiosk-home>`): a page of the portal that needs no
   * sign-in, `/check-in` for check-in kiosks. The spec's `/kiosk` by default.
   */
  kioskHomePath: v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/, 'kioskHomePath must be a path of the portal')), '/kiosk'),
  questionnaireCss: text,
  showLinkToAdminPanel: flag,
  versionOnPatientPortalEnabled: flag,
  referrerReportQualityFeedbackEnabled: flag,
  /** Keepalive ping target; empty means no ping (docs/rules.md#sign-in-session). */
  keepaliveUrl: text,
  readOnly: flag,
  /** Active profiles shown in the environment banner on non-production builds. */
  activeProfiles: v.optional(v.array(v.string()), []),
  production: v.optional(v.boolean(), true),
  /** Authentication asks for a contact number besides the date of birth (docs/rules.md#booking-contact-number). */
  contactNumberAuthEnabled: flag,
  /** Seconds before a new one-time code may be asked for (docs/rules.md#sign-in-code-resend, default 5). */
  otpResendSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 5),
  /** Failed checks per booking key before it locks (the server's rule; answer maxAttemptsReached). */
  maxAuthenticationAttempts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 5),
  // --- Sharing results (issue 13) ---
  /** The provider sends SMS: a share may go to a phone number (docs/rules.md#sharing-form). */
  smsEnabled: flag,
  /** The share note's maximum length (docs/rules.md#sharing-form, default 150). */
  shareNoteMaxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2000)), SHARE_NOTE_DEFAULT_MAX_LENGTH),
  /* ---- booking (issue 12) ---- */
  /** Minutes a chosen time is held while the form is open (renewed while the patient works on it). */
  slotHoldMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)), SLOT_HOLD_MINUTES_DEFAULT),
  /** A signed-in patient's booking fails when every item carries an error message (docs/rules.md#booking-partial-success). */
  failBookingWhenAllItemsHaveErrors: flag,
  /** Bookings are made pending: staff confirm them, and the patient is told so (pending notifications). */
  pendingAppointments: flag,
  /** Minutes before an appointment inside which it is changed only through the clinic (docs/rules.md#change-prior-minutes). */
  changePriorMinutes: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CHANGE_PRIOR_MINUTES_MAX)),
    CHANGE_PRIOR_MINUTES_DEFAULT,
  ),
  /** Walk-in exams may be rescheduled online; blocked unless allowed (docs/rules.md#change-walk-in). */
  walkInRescheduleAllowed: flag,
  /** After a booking, the redirect countdown (5 s) goes on to this path or allowed URL; empty: none. */
  bookingRedirectUrl: text,
});

export const BodyFigureConfigSchema = v.looseObject({
  gradientColor: text,
  bodyPartHoverColor: text,
  bodyPartHoverTransitionTime: text,
  bodyPartsCss: text,
});

export const RadiologyConfigSchema = v.looseObject({
  name: v.string(),
  longName: text,
  code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'radiology code must be a path-safe token')),
  /** IANA zone of the provider's head office; clinics carry their own. */
  timeZone: v.optional(v.string(), 'Australia/Sydney'),
  aboutUrl: text,
  about: text,
  contactUrl: text,
  contact: text,
  termsAndConditionsUrl: text,
  privacyPolicyUrl: text,
  showCustomHeaderAndFooter: flag,
  headerMessage: text,
  customFooter: text,
  showMenuOnConfirmationPage: flag,
  confirmationHeaderUrl: text,
  domainAdmin: text,
  includeProviderBranding: flag,
  bannerMessage: text,
  bannerPositionCss: v.optional(v.picklist(['top-left', 'top-right', 'bottom-left', 'bottom-right']), 'top-right'),
  closeBanner: flag,
});

export const BookingRequestConfigSchema = v.looseObject({
  bookingRequestsDownloadReferralEnabled: flag,
  /**
   * A failed booking request creation goes to a configured URL with a custom message: where a failed CREATE_BOOKING_REQUEST questionnaire save sends the person (a path of
   * the portal or an allowed origin; empty: /deny), and the message it shows (`customMessage`).
   */
  creationErrorUrl: text,
  creationErrorMessage: text,
});

/** A custom property name or value must not be able to close the rule it is written into. */
const cssSafe = v.pipe(v.string(), v.regex(/^[^;{}<>\\]*$/, 'unsafe character in theme value'));

export const FontConfigSchema = v.object({
  fontFamily: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9 _-]+$/)), 'rad-theme'),
  style: v.optional(v.picklist(['normal', 'italic', 'oblique']), 'normal'),
  weight: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-z ]+$/)), '400'),
  srcUrl: v.pipe(v.string(), v.regex(/^(https?:\/\/|\/)[^\s"'()\\]+$/, 'font URL must be absolute or root-relative')),
  srcFormat: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), 'woff2'),
  unicodeRange: v.optional(v.pipe(v.string(), v.regex(/^[Uu0-9A-Fa-f+?, -]*$/)), ''),
});

export const ThemeConfigSchema = v.object({
  /** Colour properties; each becomes the custom property `--rad-<kebab-name>` on every widget. */
  properties: v.optional(v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9-]*$/)), cssSafe), {}),
  fontConfig: v.optional(v.array(FontConfigSchema), []),
});

export const IntegrationConfigSchema = v.looseObject({
  sentryDSN: text,
  /** Origins allowed to talk to an embedded portal over postMessage (the bridge). */
  allowedParentOrigins: v.optional(v.array(v.string()), []),
  /** Captcha before the date of birth: 'local' is the reference server's offline proof of work. */
  captchaProvider: v.optional(v.picklist(['none', 'local']), 'none'),
  // --- Image viewer (issue 15) ---
  /**
   * Origins the image viewer may frame or send a referrer to (viewer, expired-link page, PACS),
   * besides the page's and the API's own. Any other origin in an answer is refused, not followed.
   */
  imageViewerOrigins: v.optional(v.array(v.string()), []),
  /**
   * The work-account identity provider of the radiologists' direct image link (an OpenID Connect
   * authority, https). The reference server stores `local` for its own provider and answers its
   * address. Empty `authority` or `clientId`: the direct link says sign-in is not set up.
   */
  workAccount: v.optional(
    v.looseObject({
      /** The authority's absolute https URL (its issuer). */
      authority: text,
      clientId: text,
      scopes: v.optional(v.array(v.string()), ['openid', 'profile', 'email']),
    }),
    {},
  ),
  // --- Chat with an agent (issue 16) ---
  /**
   * The provider's hosted messenger, whose script loads from a configured URL (docs/rules.md#chat).
   * No deployment id: no chat at all. The script URL is absolute http(s) or
   * root-relative to the API (the reference server's local messenger).
   */
  chat: v.optional(
    v.looseObject({
      /** Which adapter speaks to the messenger; only the Genesys-style command interface so far. */
      provider: v.optional(v.picklist(['genesys']), 'genesys'),
      deploymentId: v.optional(v.pipe(v.string(), v.regex(/^$|^[A-Za-z0-9_-]{1,128}$/, 'deployment id must be a plain token')), ''),
      /** The messenger's environment name, handed to the script as Genesys does (`Genesys.c.environment`). */
      environment: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{0,64}$/)), ''),
      scriptUrl: v.optional(
        v.pipe(v.string(), v.regex(/^$|^(https?:\/\/|\/(?![/\\]))\S*$/, 'chat script URL must be http(s) or root-relative')),
        '',
      ),
      /**
       * Origins the hosted messenger talks to from the page (its API, its socket), for the host
       * page's `connect-src`; the script's own origin is added anyway. `https://…` origins only.
       */
      connectOrigins: v.optional(v.array(v.pipe(v.string(), v.regex(/^https:\/\/[^\s/;,'"*]+$/, 'an https origin'))), []),
    }),
    {},
  ),
});

/**
 * Booking finder: the map and the patient's location (docs/rules.md#booking-location,
 * docs/rules.md#display-map).
 * No style URL means no map: the clinic list alone (the spec's "maps key").
 */
export const MapsConfigSchema = v.looseObject({
  /** A maplibre style JSON URL, absolute or root-relative to the API; empty shows the list only. */
  styleUrl: v.optional(
    v.pipe(v.string(), v.regex(/^$|^(https?:\/\/|\/(?![/\\]))\S*$/, 'map style URL must be http(s) or root-relative')),
    '',
  ),
  /** Where the finder starts when the patient's location is unknown. */
  defaultLocation: v.optional(
    v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
    { latitude: -33.8688, longitude: 151.2093 },
  ),
  /** A located patient farther than this from the default location is reset to it (kiosk rule; "not shown" in the spec). */
  maxLocationDistanceKm: v.optional(v.pipe(v.number(), v.minValue(1)), LOCATION_MAX_DISTANCE_KM_DEFAULT),
  /** The post-code dialog never opens by itself (the spec's "unless hidden"). */
  hidePostCodeDialog: flag,
});

export const ConfigSchema = v.object({
  application: v.optional(ApplicationConfigSchema, {}),
  bodyFigure: v.optional(BodyFigureConfigSchema, {}),
  radiology: RadiologyConfigSchema,
  bookingRequest: v.optional(BookingRequestConfigSchema, {}),
  theme: v.optional(ThemeConfigSchema, {}),
  integration: v.optional(IntegrationConfigSchema, {}),
  maps: v.optional(MapsConfigSchema, {}),
});

export type Config = v.InferOutput<typeof ConfigSchema>;
export type ConfigInput = v.InferInput<typeof ConfigSchema>;
export type ThemeConfig = v.InferOutput<typeof ThemeConfigSchema>;
export type FontConfig = v.InferOutput<typeof FontConfigSchema>;

export const TermsSchema = v.object({ terms: v.string() });
export type Terms = v.InferOutput<typeof TermsSchema>;

/** A translation dictionary: flat message keys to ICU messages. */
export const DictionarySchema = v.record(v.string(), v.string());
export type Dictionary = v.InferOutput<typeof DictionarySchema>;
