import { describe, expect, it } from 'vitest';
import { withCarriedQuery } from '../../../src/router/routes';
import { kioskHomeLink, kioskResetUrl, resolveKioskHome, validKioskHome } from './kiosk-home';
import { KIOSK_TIMEOUT_URL } from './reset-session';

describe('a kiosk home (issue 24 item 15)', () => {
  it.each([
    ['/check-in', '/check-in'],
    ['  /check-in  ', '/check-in'],
    ['/kiosk', '/kiosk'],
    ['/kiosk?regionSlug=perth', '/kiosk?regionSlug=perth'],
    ['/check-in?kioskMode=false&kioskHome=/about', '/check-in'],
    ['/iframe/check-in', '/iframe/check-in'],
    ['/', '/'],
    ['/check-in?dateOfBirth=1980-01-01', '/check-in'],
  ])('is a portal page anyone may open: %j → %j', (value, home) => {
    expect(validKioskHome(value)).toBe(home);
  });

  it.each([
    'https://evil.example/check-in',
    '//evil.example/check-in',
    '/\\evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'check-in',
    '',
    '/no-such-page',
    '/api/config',
    '/appointments/DEMO-APPT-1001',
    '/appointments/DEMO-APPT-1001/kiosk',
    '/booking-requests/DEMO-BR-2001',
    '/questionnaires?bookingKey=DEMO-APPT-1001',
    '/authentication?bookingKey=DEMO-APPT-1001',
  ])('is never another site, a secure link or the sign-in page: %j', (value) => {
    expect(validKioskHome(value)).toBeNull();
  });

  it('comes from the URL, else the attribute, else the configuration, else /kiosk', () => {
    const all = { attribute: '/about', configured: '/contact' };
    expect(resolveKioskHome({ search: '?kioskMode=true&kioskHome=%2Fcheck-in', ...all })).toEqual({
      path: '/check-in',
      fromUrl: true,
      ignored: [],
    });
    expect(resolveKioskHome({ search: '?kioskMode=true', ...all })).toEqual({ path: '/about', fromUrl: false, ignored: [] });
    expect(resolveKioskHome({ search: '', configured: '/contact' })).toEqual({ path: '/contact', fromUrl: false, ignored: [] });
    expect(resolveKioskHome({ search: '' })).toEqual({ path: '/kiosk', fromUrl: false, ignored: [] });
    // The configuration's default is the spec's.
    expect(resolveKioskHome({ search: '', configured: '/kiosk' }).path).toBe('/kiosk');
  });

  it('skips a value that is no kiosk home, and says which', () => {
    expect(resolveKioskHome({ search: '?kioskHome=https://evil.example', attribute: '/appointments/X', configured: '/check-in' })).toEqual({
      path: '/check-in',
      fromUrl: false,
      ignored: ['https://evil.example', '/appointments/X'],
    });
  });

  it('by default is the spec’s: Home goes to /kiosk, the time-out to /kiosk?kioskMode=true', () => {
    const home = resolveKioskHome({ search: '?kioskMode=true' });
    expect(kioskHomeLink(home)).toBe('/kiosk');
    expect(kioskResetUrl(home)).toBe('/kiosk?kioskMode=true');
    expect(kioskResetUrl(home)).toBe(KIOSK_TIMEOUT_URL);
  });

  it('set by the device: Home and the time-out go there in kiosk mode', () => {
    const configured = resolveKioskHome({ search: '', configured: '/check-in' });
    expect(kioskHomeLink(configured)).toBe('/check-in?kioskMode=true');
    expect(kioskResetUrl(configured)).toBe('/check-in?kioskMode=true');
    const regional = resolveKioskHome({ search: '', attribute: '/kiosk?regionSlug=perth' });
    expect(kioskResetUrl(regional)).toBe('/kiosk?regionSlug=perth&kioskMode=true');
  });

  it('set by the URL: the time-out’s page names it again, and so does every page after it', () => {
    const home = resolveKioskHome({ search: '?kioskMode=true&kioskHome=/check-in' });
    const reset = kioskResetUrl(home);
    expect(reset).toBe('/check-in?kioskMode=true&kioskHome=%2Fcheck-in');
    const next = withCarriedQuery('/contact', new URL(reset, 'http://portal').search);
    expect(resolveKioskHome({ search: new URL(next, 'http://portal').search }).path).toBe('/check-in');
  });
});
