/**
 * Scrubbing of error reports (docs/rules.md#privacy-error-reports): no date of birth, name, e-mail, code, booking key or
 * other personal data may leave the page in an error event or a breadcrumb.
 *
 * Pure functions on loosely typed, Sentry-shaped objects; this file imports nothing from Sentry so
 * it stays in the main chunk and is testable alone. Every function returns a new object and leaves
 * its input alone. When in doubt, a value is removed rather than kept.
 */

type Loose = Record<string, unknown>;

/** What a removed value is replaced with. */
export const FILTERED = '[Filtered]';
/** What an identifying path segment is replaced with. */
export const ID_PLACEHOLDER = ':id';

/** Path segments whose next segment identifies a patient, an appointment or a request. */
const ID_PARENTS = new Set(['appointments', 'a', 'booking-requests', 'br', 'pending', 'result']);
/** Fixed words that may follow an ID parent without being an identifier (`/appointments/pending/{key}`). */
const LITERAL_SEGMENTS = new Set(['pending', 'result', 'patient', 'kiosk', 'attachments', 'download', 'questionnaires']);

/** Object keys (compared lower-case, without `_`/`-`) whose values are personal or secret. */
const SENSITIVE_KEYS = new Set([
  'dateofbirth',
  'dob',
  'birthdate',
  'populateddob',
  'email',
  'emailaddress',
  'username',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'surname',
  'givenname',
  'patientname',
  'phone',
  'phonenumber',
  'mobile',
  'contactnumber',
  'address',
  'code',
  'otp',
  'otpcode',
  'bookingkey',
  'slug',
  'imsec',
  'token',
  'accesstoken',
  'idtoken',
  'refreshtoken',
  'captcha',
  'password',
  'secret',
  'authorization',
  'cookie',
  'cookies',
  'setcookie',
  'session',
  'sessionid',
  'medicarenumber',
  'insurancenumber',
  'accessionnumber',
  'pacsappointmentid',
  'referenceid',
  'input',
]);

const SENSITIVE_KEY_PATTERN =
  'dateOfBirth|date_of_birth|dob|birthDate|populatedDoB|e-?mail|username|firstName|lastName|fullName|surname|name|phone|phoneNumber|mobile|contactNumber|code|otp|bookingKey|slug|imsec|token|access_token|id_token|password|captcha|referenceId|accessionNumber|pacsAppointmentId|input';

const normaliseKey = (key: string): string => key.toLowerCase().replace(/[_-]/g, '');

const isSensitiveKey = (key: string): boolean => SENSITIVE_KEYS.has(normaliseKey(key));

const isRecord = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_IN_SEGMENT = /\d{4}-\d{1,2}-\d{1,2}|\d{1,2}([./-])\d{1,2}\1\d{4}/;

/** A path segment that looks like a key: 6+ characters mixing letters and digits, a UUID, a long number, a date or an address. */
function looksLikeKey(segment: string): boolean {
  if (UUID.test(segment)) return true;
  if (/^\d{4,}$/.test(segment)) return true;
  if (/^[^@]+@[^@]+\.[a-z]{2,}$/i.test(segment) || DATE_IN_SEGMENT.test(segment)) return true;
  return /^[A-Za-z0-9_-]{6,}$/.test(segment) && /\d/.test(segment) && /[A-Za-z]/.test(segment);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A URL without query string, fragment, user info and identifying path segments:
 * `https://x.test/api/secured/appointments/XYZ789/attachments?dob=…` → `https://x.test/api/secured/appointments/:id/attachments`.
 * Accepts absolute, root-relative and relative URLs; anything else is returned scrubbed as text.
 */
export function scrubUrl(url: unknown): string {
  if (typeof url !== 'string') return '';
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? '';
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/]*)(.*)$/i.exec(withoutQuery);
  let prefix = '';
  let path = withoutQuery;
  if (match) {
    const host = (match[2] ?? '').replace(/^.*@/, ''); // drop user:password@
    prefix = `${match[1] ?? ''}${host}`;
    path = match[3] ?? '';
  }
  const segments = path.split('/');
  let previous = '';
  const scrubbed = segments.map((raw) => {
    const segment = safeDecode(raw);
    const lower = segment.toLowerCase();
    let out = raw;
    if (segment !== '') {
      const afterParent = ID_PARENTS.has(previous) && !LITERAL_SEGMENTS.has(lower);
      if (afterParent || looksLikeKey(segment)) out = ID_PLACEHOLDER;
    }
    previous = segment === '' ? previous : lower;
    return out;
  });
  return prefix + scrubbed.join('/');
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const ISO_DATE = /\b\d{4}-\d{1,2}-\d{1,2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\b/g;
/** dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy and dd/mm/yy (not version numbers like 1.2.3). */
const DMY_DATE = /\b\d{1,2}([./-])\d{1,2}\1\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2}\b/g;
/** 8 or more digits, possibly with spaces, dashes, dots, parentheses and a leading +. */
const PHONE = /(?:\+|\b)\d[\d\s().-]{6,}\d\b/g;
const SIX_DIGITS = /\b\d{6}\b/g;
const PAIR = new RegExp(`(["']?)\\b(${SENSITIVE_KEY_PATTERN})\\1(\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s&,;"'})\\]]+)`, 'gi');
const ABSOLUTE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;
const ROOT_PATH = /(^|[\s"'(=,[])(\/[A-Za-z0-9._~%!$&'*+,;=:@/-]+(?:\?[^\s"'<>`]*)?(?:#[^\s"'<>`]*)?)/g;
/**
 * Runs of letters and digits, hyphens and underscores included: booking keys come both as
 * ABCD1234 and as DEMO-APPT-1001, whose parts alone look harmless.
 */
const KEY_TOKEN = /[A-Za-z0-9_-]+/g;
/** A run is a key when it has 6+ characters, at least two digits and a letter. */
const isKeyToken = (token: string): boolean => token.length >= 6 && /\d\D*\d/.test(token) && /[A-Za-z]/.test(token);
/** UUIDs. */
const UUID_TOKEN = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * Free text without personal data: URLs are scrubbed as by {@link scrubUrl}; `dateOfBirth=…`
 * style pairs (also JSON `"email": "…"`), e-mail addresses, dates, phone numbers, 6-digit codes
 * and key-like tokens are replaced.
 */
export function scrubText(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(PAIR, (_all, quote: string, key: string, sep: string, value: string) => {
      const valueQuote = value.startsWith('"') || value.startsWith("'") ? value.charAt(0) : '';
      return `${quote}${key}${quote}${sep}${valueQuote}${FILTERED}${valueQuote}`;
    })
    .replace(ABSOLUTE_URL, (url) => scrubUrl(url))
    .replace(ROOT_PATH, (_all, lead: string, path: string) => lead + scrubUrl(path))
    .replace(EMAIL, FILTERED)
    .replace(ISO_DATE, FILTERED)
    .replace(DMY_DATE, FILTERED)
    .replace(PHONE, FILTERED)
    .replace(SIX_DIGITS, FILTERED)
    .replace(UUID_TOKEN, ID_PLACEHOLDER)
    .replace(KEY_TOKEN, (token) => (isKeyToken(token) ? ID_PLACEHOLDER : token));
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

/** Any value with sensitive keys filtered and every string scrubbed; functions and deep nesting are dropped. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => scrubValue(item, depth + 1));
  if (value instanceof Error) return scrubText(`${value.name}: ${value.message}`);
  if (isRecord(value)) {
    const out: Loose = {};
    for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
      out[key] = isSensitiveKey(key) ? FILTERED : scrubValue(item, depth + 1);
    }
    return out;
  }
  return undefined; // functions, symbols, bigints
}

/** Breadcrumb categories never sent: console output and typed input may hold anything. */
const DROPPED_BREADCRUMBS = new Set(['console', 'ui.input']);
/** Breadcrumb categories with URLs; only these data keys are kept, bodies go. */
const URL_BREADCRUMBS: Record<string, readonly string[]> = {
  navigation: ['from', 'to'],
  fetch: ['method', 'url', 'status_code'],
  xhr: ['method', 'url', 'status_code'],
};
const URL_DATA_KEYS = new Set(['url', 'from', 'to']);

/**
 * A breadcrumb fit to send, or null to drop it: console and typed-input breadcrumbs are dropped;
 * navigation, fetch and xhr keep only method, status and scrubbed URLs (no bodies); others keep
 * scrubbed data.
 */
export function scrubBreadcrumb<T>(breadcrumb: T): T | null {
  if (!isRecord(breadcrumb)) return null;
  const category = typeof breadcrumb.category === 'string' ? breadcrumb.category : '';
  const type = typeof breadcrumb.type === 'string' ? breadcrumb.type : '';
  if (DROPPED_BREADCRUMBS.has(category) || category.startsWith('console')) return null;
  const out: Loose = {};
  for (const key of ['type', 'category', 'level', 'timestamp', 'event_id']) {
    if (breadcrumb[key] !== undefined) out[key] = breadcrumb[key];
  }
  if (breadcrumb.message !== undefined) out.message = scrubText(breadcrumb.message);
  if (isRecord(breadcrumb.data)) {
    const allowed = URL_BREADCRUMBS[category] ?? (type === 'http' ? URL_BREADCRUMBS.fetch : undefined);
    const data: Loose = {};
    for (const [key, value] of Object.entries(breadcrumb.data)) {
      if (allowed && !allowed.includes(key)) continue;
      if (URL_DATA_KEYS.has(key)) data[key] = scrubUrl(value);
      else data[key] = isSensitiveKey(key) ? FILTERED : scrubValue(value, 1);
    }
    out.data = data;
  }
  return out as T;
}

/** Context kinds kept, and the fields kept in each. */
const CONTEXT_FIELDS: Record<string, readonly string[]> = {
  runtime: ['name', 'version'],
  browser: ['name', 'version'],
  os: ['name', 'version', 'kernel_version'],
  device: ['family', 'model', 'arch', 'simulator', 'orientation'],
};

/** Event fields passed through unchanged: SDK bookkeeping, never user data. */
const PASSTHROUGH = new Set([
  'event_id',
  'timestamp',
  'start_timestamp',
  'level',
  'platform',
  'logger',
  'release',
  'dist',
  'environment',
  'sdk',
  'fingerprint',
  'modules',
  'debug_meta',
  'type',
]);
/** Event fields removed entirely. */
const REMOVED = new Set(['user', 'server_name', 'spans', 'measurements', 'attachments']);

function scrubFrame(frame: unknown): unknown {
  if (!isRecord(frame)) return undefined;
  const out: Loose = {};
  for (const key of ['function', 'module', 'lineno', 'colno', 'in_app', 'platform', 'instruction_addr']) {
    if (frame[key] !== undefined) out[key] = typeof frame[key] === 'string' ? scrubText(frame[key]) : frame[key];
  }
  // Script URLs keep their file name (source maps need it); a page URL loses query and keys.
  if (frame.filename !== undefined) out.filename = scrubUrl(frame.filename);
  if (frame.abs_path !== undefined) out.abs_path = scrubUrl(frame.abs_path);
  // vars, pre_context, context_line and post_context may hold values or inline page source: dropped.
  return out;
}

function scrubStacktrace(stacktrace: unknown): unknown {
  if (!isRecord(stacktrace)) return undefined;
  const frames = Array.isArray(stacktrace.frames) ? stacktrace.frames.map(scrubFrame).filter(Boolean) : [];
  return { frames };
}

function scrubException(exception: unknown): unknown {
  if (!isRecord(exception) || !Array.isArray(exception.values)) return undefined;
  const values = exception.values.filter(isRecord).map((value) => {
    const out: Loose = {};
    if (value.type !== undefined) out.type = scrubText(value.type);
    if (value.value !== undefined) out.value = scrubText(value.value);
    if (value.module !== undefined) out.module = scrubText(value.module);
    if (value.thread_id !== undefined) out.thread_id = value.thread_id;
    if (value.stacktrace !== undefined) out.stacktrace = scrubStacktrace(value.stacktrace);
    if (isRecord(value.mechanism)) {
      const m = value.mechanism;
      const mechanism: Loose = {};
      for (const key of ['type', 'handled', 'synthetic', 'is_exception_group', 'exception_id', 'parent_id', 'source']) {
        if (m[key] !== undefined) mechanism[key] = typeof m[key] === 'string' ? scrubText(m[key]) : m[key];
      }
      if (m.data !== undefined) mechanism.data = scrubValue(m.data, 1);
      out.mechanism = mechanism;
    }
    return out;
  });
  return { values };
}

function scrubContexts(contexts: unknown): Loose | undefined {
  if (!isRecord(contexts)) return undefined;
  const out: Loose = {};
  for (const [kind, fields] of Object.entries(CONTEXT_FIELDS)) {
    const context = contexts[kind];
    if (!isRecord(context)) continue;
    const kept: Loose = {};
    for (const field of fields) {
      const value = context[field];
      if (typeof value === 'string') kept[field] = scrubText(value);
      else if (typeof value === 'number' || typeof value === 'boolean') kept[field] = value;
    }
    out[kind] = kept;
  }
  return out;
}

function scrubTags(tags: unknown): Loose | undefined {
  if (!isRecord(tags)) return undefined;
  const out: Loose = {};
  for (const [key, value] of Object.entries(tags)) {
    if (isSensitiveKey(key)) out[key] = FILTERED;
    else if (key === 'url' || key.endsWith('.url')) out[key] = scrubUrl(value);
    else
      out[key] = typeof value === 'string' ? scrubText(value) : typeof value === 'number' || typeof value === 'boolean' ? value : FILTERED;
  }
  return out;
}

/** Random ids and SDK settings are kept; a transaction name is scrubbed; anything else goes. */
function scrubSamplingContext(dsc: Loose): Loose {
  const out: Loose = {};
  for (const key of ['trace_id', 'public_key', 'sample_rate', 'sample_rand', 'sampled', 'release', 'environment', 'org_id']) {
    if (dsc[key] !== undefined) out[key] = dsc[key];
  }
  if (dsc.transaction !== undefined) out.transaction = scrubText(dsc.transaction);
  return out;
}

/**
 * An error event fit to send: no user, cookies, headers, bodies or query strings; URLs, the
 * transaction name, messages, exception values, breadcrumbs, tags and extra scrubbed; only basic
 * runtime/browser/os/device contexts kept. Unknown fields are scrubbed as values.
 * Usable directly as Sentry's `beforeSend`.
 */
export function scrubEvent<T>(event: T): T {
  if (!isRecord(event)) return event;
  const out: Loose = {};
  for (const [key, value] of Object.entries(event)) {
    if (value === undefined || REMOVED.has(key)) continue;
    switch (key) {
      case 'request':
        if (isRecord(value) && value.url !== undefined) out.request = { url: scrubUrl(value.url) };
        break;
      case 'transaction':
      case 'culprit':
        out[key] = scrubText(value);
        break;
      case 'message':
        out.message = typeof value === 'string' ? scrubText(value) : scrubValue(value);
        break;
      case 'logentry':
        if (isRecord(value)) out.logentry = { message: scrubText(value.message), params: scrubValue(value.params) };
        break;
      case 'exception':
        out.exception = scrubException(value);
        break;
      case 'breadcrumbs':
        if (Array.isArray(value)) out.breadcrumbs = value.map((crumb) => scrubBreadcrumb(crumb)).filter((crumb) => crumb !== null);
        break;
      case 'contexts':
        out.contexts = scrubContexts(value);
        break;
      case 'tags':
        out.tags = scrubTags(value);
        break;
      case 'sdkProcessingMetadata':
        // Internal; only the dynamic sampling context reaches the envelope header.
        if (isRecord(value) && isRecord(value.dynamicSamplingContext)) {
          out.sdkProcessingMetadata = { dynamicSamplingContext: scrubSamplingContext(value.dynamicSamplingContext) };
        }
        break;
      default:
        out[key] = PASSTHROUGH.has(key) ? value : scrubValue(value);
    }
  }
  return out as T;
}
