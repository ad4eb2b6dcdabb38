/**
 * The kiosk device's name (document 001 §2 "kiosk identity" modal, §3 Cookies): asked once per
 * device and kept in the `kioskIdentity` cookie until 2030-12-31, path /. It names the device, not
 * a patient, so the kiosk reset keeps it (widgets/portal/kiosk/reset-session.ts).
 */
import { COOKIE_EXPIRY } from '../../src/constants';

export const KIOSK_IDENTITY_COOKIE = 'kioskIdentity';
export const KIOSK_DEVICE_NAME_MAX = 60;

export function readKioskIdentity(doc: Pick<Document, 'cookie'> = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === KIOSK_IDENTITY_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeKioskIdentity(name: string, doc: Pick<Document, 'cookie'> = document): void {
  const value = encodeURIComponent(name.trim().slice(0, KIOSK_DEVICE_NAME_MAX));
  doc.cookie = `${KIOSK_IDENTITY_COOKIE}=${value}; Expires=${COOKIE_EXPIRY.toUTCString()}; Path=/; SameSite=Lax`;
}
