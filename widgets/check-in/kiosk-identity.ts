/**
 * The kiosk's two cookies (docs/rules.md#check-in-kiosk-cookies; both expire 2030-12-31, path /;
 * names in src/api/schemas/check-in.schema.ts, which the server reads too).
 * - `kioskIdentity`: the DEVICE's name, asked once per device; the kiosk reset keeps it
 *   (widgets/portal/kiosk/reset-session.ts).
 * - `patientKioskIdentity`: the current person's visit at the device, a random id with nothing
 *   personal in it. Written when identity finds someone at the kiosk, deleted when they are done
 *   (Done, Start again) and by the kiosk reset; a `step` deep link at a kiosk resumes only while it
 *   exists, and the server records it with the check-in.
 */
import {
  KIOSK_DEVICE_NAME_MAX,
  KIOSK_IDENTITY_COOKIE,
  KIOSK_VISIT_PATTERN,
  PATIENT_KIOSK_IDENTITY_COOKIE,
} from '../../src/api/schemas/check-in.schema';
import { COOKIE_EXPIRY } from '../../src/constants';

export { KIOSK_DEVICE_NAME_MAX, KIOSK_IDENTITY_COOKIE, PATIENT_KIOSK_IDENTITY_COOKIE };

type CookieJar = Pick<Document, 'cookie'>;

function readCookie(doc: CookieJar, wanted: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(doc: CookieJar, name: string, value: string): void {
  doc.cookie = `${name}=${encodeURIComponent(value)}; Expires=${COOKIE_EXPIRY.toUTCString()}; Path=/; SameSite=Lax`;
}

export function readKioskIdentity(doc: CookieJar = document): string | null {
  return readCookie(doc, KIOSK_IDENTITY_COOKIE);
}

export function writeKioskIdentity(name: string, doc: CookieJar = document): void {
  writeCookie(doc, KIOSK_IDENTITY_COOKIE, name.trim().slice(0, KIOSK_DEVICE_NAME_MAX));
}

/** The visit under way at this kiosk, or null. */
export function readKioskVisit(doc: CookieJar = document): string | null {
  const visit = readCookie(doc, PATIENT_KIOSK_IDENTITY_COOKIE);
  return visit && KIOSK_VISIT_PATTERN.test(visit) ? visit : null;
}

/** A new visit (a person was found at the kiosk); any earlier one is replaced. */
export function startKioskVisit(doc: CookieJar = document, uuid: () => string = () => crypto.randomUUID()): string {
  const visit = uuid();
  writeCookie(doc, PATIENT_KIOSK_IDENTITY_COOKIE, visit);
  return visit;
}

/** The person is done: same name and path as written, an expiry in the past deletes it. */
export function endKioskVisit(doc: CookieJar = document): void {
  doc.cookie = `${PATIENT_KIOSK_IDENTITY_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax`;
}

/** The flow's view of the visit cookie (check-in-flow.ts `kioskVisit`). */
export const kioskVisitCookie = {
  start: () => void startKioskVisit(),
  end: () => endKioskVisit(),
  active: () => readKioskVisit() !== null,
};
