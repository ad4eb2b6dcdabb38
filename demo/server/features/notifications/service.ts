/**
 * Translated e-mail previews (GET /api/notifications/preview_translated_email,
 * src/api/API.md#notifications): a stored template in the asked locale, its {{placeholders}} filled
 * from a demo reference. The template's markup is trusted (the provider wrote it); every substituted
 * value is escaped (docs/rules.md#notify-escaping).
 */
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../../../../src/constants';
import type { Db } from '../../db/db';
import { escapeHtml } from '../../http/html';

/** The templates the product ships (templates/, written at every start); a provider may add rows of its own. */
export const EMAIL_TEMPLATES = [
  'appointment_confirmation',
  'appointment_reminder',
  // An appointment moved to a new time (features/appointments; docs/rules.md#change-reschedule-rules).
  'appointment_rescheduled',
  'booking_request_received',
  // The same, for a request a referrer sent for the patient (domain/booking/enquiries.ts).
  'booking_request_referred',
  'one_time_code',
  // The e-mail a patient's contact gets with their own link to shared results or history (features/sharing).
  'results_shared',
  'history_shared',
  // A pending booking's patient (features/booking; docs/rules.md#booking-pending).
  'booking_pending',
  // The patient is told when a share of their results is created or first opened (features/sharing).
  'share_created_notice',
  'share_opened_notice',
] as const;

/**
 * Plain-text SMS templates (rows of email_template with channel 'sms', from templates/): the same
 * messages as their e-mails, listed and previewed beside them.
 */
export const SMS_TEMPLATES = ['one_time_code_sms', 'results_shared_sms', 'history_shared_sms', 'booking_pending_sms'] as const;

/** Every template the preview lists: the e-mails, then the SMS. */
export const MESSAGE_TEMPLATES = [...EMAIL_TEMPLATES, ...SMS_TEMPLATES] as const;

/** What a reference (an appointment or booking request) gives a template. */
export interface EmailReference {
  id: string;
  patientFirstName: string;
  examSlug: string;
  clinicSlug: string;
  /** An instant; shown in the clinic's own time zone. */
  startsAt: string;
  code: string;
}

/** Invented references for the demo: ids a preview link can name. */
export const DEMO_EMAIL_REFERENCES: readonly EmailReference[] = [
  {
    id: 'DEMO-APPT-1001',
    patientFirstName: 'Ana',
    examSlug: 'mri-knee',
    clinicSlug: 'parramatta',
    startsAt: '2030-03-14T22:30:00Z',
    code: '482913',
  },
  {
    id: 'DEMO-APPT-1002',
    patientFirstName: 'Liam',
    examSlug: 'us-abdomen',
    clinicSlug: 'brisbane-city',
    startsAt: '2030-04-02T00:15:00Z',
    code: '730164',
  },
  {
    id: 'DEMO-BR-2001',
    patientFirstName: 'Mei',
    examSlug: 'ct-brain',
    clinicSlug: 'glenelg',
    startsAt: '2030-05-20T05:00:00Z',
    code: '265039',
  },
];

/** Used for any id that is not a demo reference: clearly invented, never a real person. */
export const SAMPLE_VALUES = {
  patientFirstName: 'Sample patient',
  examName: 'Sample examination',
  clinicName: 'Sample clinic',
  startsAt: '2030-01-15T23:00:00Z',
  timeZone: 'Australia/Sydney',
  code: '123456',
  contactName: 'Sample contact',
  referrerName: 'Sample referrer',
  contactDetails: 's***@example.com',
  note: 'A sample note from the patient.',
  shareSlug: 'share-sample',
  bookingKey: 'BK-SAMPLE',
} as const;

/**
 * The supported locale for a `lang` value: exact (any case, `_` or `-`), then by language
 * (`mk-MK` → `mk`), else en-AU.
 */
export function emailLocale(lang: string): SupportedLocale {
  const wanted = lang.trim().replace(/_/g, '-').toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  const byLanguage = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === language);
  return byLanguage ?? FALLBACK_LOCALE;
}

/**
 * `{{name}}` → the value, HTML-escaped (pass `plain` for a subject line, which is text); a
 * placeholder without a value becomes empty, never raw braces.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>, plain = false): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return '';
    return plain ? values[name]! : escapeHtml(values[name]!);
  });
}

/**
 * A value for a plain-text SMS: control characters (line breaks, tabs, escapes, Unicode line and
 * paragraph separators) become a space, so a name or note cannot add lines to the message.
 */
export function smsValue(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** `{{name}}` → the value made safe for plain text ({@link smsValue}); unknown placeholders become empty. */
export function fillSmsTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const safe = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, smsValue(value)]));
  return fillTemplate(template, safe, true);
}

/** `referenceId` null: the sample values, whatever reference was asked for (not staff). */
async function referenceValues(
  db: Db,
  referenceId: string | null,
  locale: SupportedLocale,
  template: string,
): Promise<Record<string, string>> {
  const reference = referenceId === null ? undefined : DEMO_EMAIL_REFERENCES.find((candidate) => candidate.id === referenceId);
  let examName: string = SAMPLE_VALUES.examName;
  let clinicName: string = SAMPLE_VALUES.clinicName;
  let timeZone: string = SAMPLE_VALUES.timeZone;
  if (reference) {
    const [exam] = await db.query<{ name: string }>('select name from exam where slug = $1', [reference.examSlug]);
    const [clinic] = await db.query<{ name: string; time_zone: string }>('select name, time_zone from clinic where slug = $1', [
      reference.clinicSlug,
    ]);
    if (exam) examName = exam.name;
    if (clinic) ({ name: clinicName, time_zone: timeZone } = clinic);
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(reference?.startsAt ?? SAMPLE_VALUES.startsAt),
  );
  // A share's e-mail: the reference's own share (its contact and link) when it has one.
  const [share] = reference
    ? await db.query<{ slug: string; contact_name: string }>(
        'select slug, contact_name from result_share where booking_key = $1 order by created_at limit 1',
        [reference.id],
      )
    : [];
  const shareSlug = share?.slug ?? SAMPLE_VALUES.shareSlug;
  return {
    patientFirstName: reference?.patientFirstName ?? SAMPLE_VALUES.patientFirstName,
    examName,
    clinicName,
    date,
    code: reference?.code ?? SAMPLE_VALUES.code,
    contactName: share?.contact_name ?? SAMPLE_VALUES.contactName,
    referrerName: SAMPLE_VALUES.referrerName,
    // As the notice shows it: masked (features/sharing).
    contactDetails: SAMPLE_VALUES.contactDetails,
    note: SAMPLE_VALUES.note,
    // A booking's own messages link to the booking; a share's to the contact's own page.
    link: template.startsWith('share_')
      ? `/appointments/${encodeURIComponent(reference?.id ?? SAMPLE_VALUES.bookingKey)}/result`
      : /^(booking_pending|appointment_)/.test(template)
        ? `/appointments/${encodeURIComponent(reference?.id ?? SAMPLE_VALUES.bookingKey)}`
        : template.startsWith('booking_request_')
          ? `/booking-requests/${encodeURIComponent(reference?.id ?? SAMPLE_VALUES.bookingKey)}`
          : `/appointments/${shareSlug}/result?${new URLSearchParams({ shared: 'true', slug: shareSlug }).toString()}`,
  };
}

export interface EmailPreview {
  locale: SupportedLocale;
  subject: string;
  content: string;
}

/** The filled template, or undefined when no such template exists in any locale. */
export async function previewEmail(
  db: Db,
  request: { template: string; lang: string; referenceId: string | null; radiologyName: string },
): Promise<EmailPreview | undefined> {
  const locale = emailLocale(request.lang);
  const values = { ...(await referenceValues(db, request.referenceId, locale, request.template)), radiologyName: request.radiologyName };
  const row = await templateRow(db, request.template, locale);
  if (!row) return undefined;
  if (row.channel === 'sms') {
    // The text a phone shows, escaped into the preview's markup (an SMS has no markup of its own).
    return { locale, subject: '', content: `<p>${escapeHtml(fillSmsTemplate(row.body_html, values))}</p>` };
  }
  return { locale, subject: fillTemplate(row.subject, values, true), content: fillTemplate(row.body_html, values) };
}

interface TemplateRow {
  locale: string;
  channel: 'email' | 'sms';
  subject: string;
  body_html: string;
}

/** The template's row in the locale, else in en-AU; only of the channel when one is given. */
async function templateRow(db: Db, template: string, locale: SupportedLocale, channel?: 'email' | 'sms'): Promise<TemplateRow | undefined> {
  const rows = await db.query<TemplateRow>(
    `select locale, channel, subject, body_html from email_template
      where template = $1 and locale = any($2::text[]) and ($3::text is null or channel = $3)`,
    [template, [locale, FALLBACK_LOCALE], channel ?? null],
  );
  return rows.find((candidate) => candidate.locale === locale) ?? rows.find((candidate) => candidate.locale === FALLBACK_LOCALE);
}

/** A template in the locale (else en-AU) filled with the given values: what the server "sends". */
export async function renderEmail(
  db: Db,
  request: { template: string; lang: string; values: Readonly<Record<string, string>> },
): Promise<EmailPreview | undefined> {
  const locale = emailLocale(request.lang);
  const row = await templateRow(db, request.template, locale, 'email');
  if (!row) return undefined;
  return { locale, subject: fillTemplate(row.subject, request.values, true), content: fillTemplate(row.body_html, request.values) };
}

/**
 * Like {@link renderEmail}, for a message the patient must get: a missing template is the
 * deployment's fault (every start writes them all from templates/), so it fails loudly rather than sending
 * English to a patient who reads another language.
 */
export async function requireEmail(
  db: Db,
  request: { template: string; lang: string; values: Readonly<Record<string, string>> },
): Promise<EmailPreview> {
  const email = await renderEmail(db, request);
  if (!email) throw new Error(`No e-mail template ${request.template}`);
  return email;
}

/** An SMS template in the locale (else en-AU), filled as plain text ({@link fillSmsTemplate}). */
export async function renderSms(
  db: Db,
  request: { template: string; lang: string; values: Readonly<Record<string, string>> },
): Promise<string> {
  const row = await templateRow(db, request.template, emailLocale(request.lang), 'sms');
  if (!row) throw new Error(`No SMS template ${request.template}`);
  return fillSmsTemplate(row.body_html, request.values);
}

/** Who writes to the patient, in which language, from which site (links must be absolute: a patient opens them in a mail or phone app). */
export interface MessageContext {
  origin: string;
  lang: string;
  radiologyName: string;
}

/** For callers outside a request (tests of the booking and reminder rules): the demo's own site and language. */
export const DEMO_MESSAGE_CONTEXT: MessageContext = {
  origin: 'http://127.0.0.1:8080',
  lang: 'en-AU',
  radiologyName: 'Harbourside Radiology',
};
