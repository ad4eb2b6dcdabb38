import { describe, expect, it } from 'vitest';
import { KIOSK_IDENTITY_COOKIE, readKioskIdentity, writeKioskIdentity } from './kiosk-identity';

describe('kiosk identity cookie', () => {
  it('is kioskIdentity, expires 2030-12-31, path /, and reads back the device name', () => {
    const doc = { cookie: '' };
    writeKioskIdentity('  Front desk 1  ', doc);
    expect(KIOSK_IDENTITY_COOKIE).toBe('kioskIdentity');
    expect(doc.cookie).toBe('kioskIdentity=Front%20desk%201; Expires=Tue, 31 Dec 2030 00:00:00 GMT; Path=/; SameSite=Lax');
    expect(readKioskIdentity({ cookie: 'a=1; kioskIdentity=Front%20desk%201; b=2' })).toBe('Front desk 1');
    expect(readKioskIdentity({ cookie: 'patientKioskIdentity=x' })).toBeNull();
    expect(readKioskIdentity({ cookie: 'kioskIdentity=%E0%A4%A' })).toBeNull();
  });
});
