import { describe, expect, it } from 'vitest';
import {
  endKioskVisit,
  KIOSK_IDENTITY_COOKIE,
  PATIENT_KIOSK_IDENTITY_COOKIE,
  readKioskIdentity,
  readKioskVisit,
  startKioskVisit,
  writeKioskIdentity,
} from './kiosk-identity';

const EXPIRES = 'Expires=Tue, 31 Dec 2030 00:00:00 GMT; Path=/; SameSite=Lax';

describe('kiosk cookies', () => {
  it('kioskIdentity names the device: expires 2030-12-31, path /, and reads back the device name', () => {
    const doc = { cookie: '' };
    writeKioskIdentity('  Front desk 1  ', doc);
    expect(KIOSK_IDENTITY_COOKIE).toBe('kioskIdentity');
    expect(doc.cookie).toBe(`kioskIdentity=Front%20desk%201; ${EXPIRES}`);
    expect(readKioskIdentity({ cookie: 'a=1; kioskIdentity=Front%20desk%201; b=2' })).toBe('Front desk 1');
    expect(readKioskIdentity({ cookie: 'patientKioskIdentity=x' })).toBeNull();
    expect(readKioskIdentity({ cookie: 'kioskIdentity=%E0%A4%A' })).toBeNull();
  });

  it('patientKioskIdentity is a random visit id, nothing personal: same expiry and path, deleted when the person is done', () => {
    const visit = '3f1e4c1a-9b7d-4e2a-8c55-0a1b2c3d4e5f';
    const doc = { cookie: '' };
    expect(startKioskVisit(doc, () => visit)).toBe(visit);
    expect(PATIENT_KIOSK_IDENTITY_COOKIE).toBe('patientKioskIdentity');
    expect(doc.cookie).toBe(`patientKioskIdentity=${visit}; ${EXPIRES}`);
    expect(readKioskVisit({ cookie: `kioskIdentity=Desk; patientKioskIdentity=${visit}` })).toBe(visit);
    // Anything but a visit id (a name someone planted) is no visit.
    expect(readKioskVisit({ cookie: 'patientKioskIdentity=Olsen' })).toBeNull();
    endKioskVisit(doc);
    expect(doc.cookie).toMatch(/^patientKioskIdentity=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=\/;/);
  });
});
