import { describe, expect, it } from 'vitest';
import { deriveShellState, firstSegment, isKioskMode, showBookingInfoButton } from './shell-state';

const state = (pathname: string, search = '', options: { showMenuOnConfirmationPage?: boolean; isTablet?: boolean } = {}) =>
  deriveShellState({
    pathname,
    search,
    showMenuOnConfirmationPage: options.showMenuOnConfirmationPage ?? false,
    isTablet: options.isTablet ?? false,
  });

describe('shell state from the first URL segment', () => {
  it.each(['/appointments/X', '/a/X', '/booking-requests/X', '/unsubscribe', '/authentication', '/iframe/a/X'])(
    '%s is a confirmation page',
    (path) => {
      expect(state(path).isConfirmationPage).toBe(true);
      expect(state(path).headerImage).toBe('confirmation_header');
    },
  );

  it.each(['/', '/home', '/booking-requests/X', '/unsubscribe', '/iframe'])('%s is a home-style page', (path) => {
    expect(state(path).isHomePage).toBe(true);
  });

  it('check-in is the digital check-in page with its own header image', () => {
    expect(state('/check-in').isCheckInPage).toBe(true);
    expect(state('/check-in').headerImage).toBe('check_in_header');
    expect(state('/iframe/check-in', '', { isTablet: true }).headerImage).toBe('check_in_header');
  });

  it('uses the tablet header on tablets, else the header', () => {
    expect(state('/about', '', { isTablet: true }).headerImage).toBe('header_tablet');
    expect(state('/about').headerImage).toBe('header');
    expect(state('/a/X', '', { isTablet: true }).headerImage).toBe('confirmation_header');
  });

  it('hides the menu on confirmation pages unless configured', () => {
    expect(state('/a/X').showMenu).toBe(false);
    expect(state('/a/X', '', { showMenuOnConfirmationPage: true }).showMenu).toBe(true);
    expect(state('/about').showMenu).toBe(true);
  });

  it('sends Home to /kiosk in kiosk mode, /advanced-booking in advanced booking, else /', () => {
    expect(state('/about', '?kioskMode=true').homeLink).toBe('/kiosk');
    expect(state('/kiosk').homeLink).toBe('/kiosk');
    expect(state('/advanced-booking/mri').homeLink).toBe('/advanced-booking');
    expect(state('/about').homeLink).toBe('/');
    expect(state('/kiosk', '?kioskMode=false').homeLink).toBe('/');
  });

  it('sends Home in kiosk mode to the device’s kiosk home, in the page’s tree (issue 24)', () => {
    const checkIn = (pathname: string, search: string) =>
      deriveShellState({ pathname, search, showMenuOnConfirmationPage: false, isTablet: false, kioskHomeLink: '/check-in?kioskMode=true' });
    expect(checkIn('/contact', '?kioskMode=true').homeLink).toBe('/check-in?kioskMode=true');
    expect(checkIn('/iframe/deny', '?kioskMode=true').homeLink).toBe('/iframe/check-in?kioskMode=true');
    // Out of kiosk mode Home is the portal's.
    expect(checkIn('/contact', '').homeLink).toBe('/');
  });

  it('hides the menu in kiosk mode, from /kiosk or kioskMode=true', () => {
    expect(state('/kiosk').showMenu).toBe(false);
    expect(state('/kiosk', '?kioskMode=true').showMenu).toBe(false);
    expect(state('/contact', '?kioskMode=true').showMenu).toBe(false);
    expect(state('/contact', '?kioskMode=false').showMenu).toBe(true);
  });

  it.each([
    '/appointments/DEMO-APPT-1001/kiosk',
    '/a/DEMO-APPT-1001/kiosk/',
    '/iframe/appointments/DEMO-APPT-1001/kiosk',
    '/harbourside/a/X1234567/kiosk',
  ])("%s, the appointment page's kiosk variant, is kiosk mode", (path) => {
    expect(isKioskMode(path, '')).toBe(true);
    expect(state(path).showMenu).toBe(false);
    expect(state(path).homeLink).toBe(path.startsWith('/iframe') ? '/iframe?kioskMode=true' : '/kiosk');
  });

  it.each(['/appointments/DEMO-APPT-1001', '/appointments/pending/kiosk', '/appointments/DEMO-APPT-1001/result', '/check-in/kiosk'])(
    '%s is not kiosk mode',
    (path) => expect(isKioskMode(path, '')).toBe(false),
  );

  it('kioskMode=false in the URL turns the appointment kiosk variant off, as it does /kiosk', () => {
    expect(isKioskMode('/appointments/DEMO-APPT-1001/kiosk', '?kioskMode=false')).toBe(false);
  });

  it('keeps Home in the frame tree (issue #8)', () => {
    expect(state('/iframe/deny').homeLink).toBe('/iframe');
    expect(state('/iframe/select-region').homeLink).toBe('/iframe');
    expect(state('/iframe/deny', '?kioskMode=true').homeLink).toBe('/iframe?kioskMode=true');
    expect(state('/iframe/deny').tree).toBe('frame');
    expect(state('/deny').tree).toBe('root');
  });

  it('reads the segment inside the frame tree', () => {
    expect(firstSegment('/iframe/appointments/X')).toBe('appointments');
    expect(firstSegment('/iframe')).toBe('');
    expect(firstSegment('/iframe-test')).toBe('iframe-test');
  });

  it('shows the booking info button only for a booking request without exam on a home-style page', () => {
    expect(showBookingInfoButton(state('/booking-requests/X'), { hasExam: false })).toBe(true);
    expect(showBookingInfoButton(state('/booking-requests/X'), { hasExam: true })).toBe(false);
    expect(showBookingInfoButton(state('/about'), { hasExam: false })).toBe(false);
    expect(showBookingInfoButton(state('/'), null)).toBe(false);
  });
});
