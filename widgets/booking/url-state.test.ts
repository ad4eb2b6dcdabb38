import { describe, expect, it } from 'vitest';
import {
  cancelsPendingRequests,
  chosenRegion,
  clinicPathOf,
  EMPTY_STATE,
  formatBookingUrl,
  parseBookingUrl,
  type BookingUrlState,
} from './url-state';

const full: BookingUrlState = {
  ...EMPTY_STATE,
  examSlugs: ['mri-knee', 'xray-chest'],
  advanced: true,
  clinicSlugs: ['parramatta', 'chatswood'],
  selectedClinic: 'parramatta',
  lat: -33.815,
  lng: 151.0011,
  clat: -33.8,
  clng: 151.1,
  navigateFromClinic: true,
  regionSlug: 'sydney',
  modality: 'mri',
  groupName: 'Joints and limbs',
  procedureTab: 'multiple',
  mobileLocationId: 1,
  separateBooking: true,
  bodyPart: 'knees',
  changedExamSlug: 'xray-knee',
  slotsView: 'MONTH',
  week: '2026-10-01',
  date: '2026-10-14',
  startTime: '09:00',
  endTime: '12:30',
  timeOfDay: ['morning', 'evening'],
  upload: true,
};

describe('booking URL ⇄ state', () => {
  it('round-trips every parameter in the portal (path) form, exam slugs joined by + and clinics by commas', () => {
    const url = formatBookingUrl(full, 'path', { pathname: '/', search: '' });
    expect(url.split('?')[0]).toBe('/advanced-booking/mri-knee+xray-chest/parramatta,chatswood');
    const [pathname, search] = url.split('?') as [string, string];
    expect(parseBookingUrl(pathname, `?${search}`)).toEqual({ state: full, problems: [] });
  });

  it('round-trips on a CMS page (query form) and keeps the page’s own path and parameters', () => {
    const url = formatBookingUrl(full, 'query', { pathname: '/demo/cms.html', search: '?utm_source=news&lat=1' });
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/demo/cms.html');
    expect(parsed.searchParams.get('utm_source')).toBe('news');
    expect(parsed.searchParams.get('examSlug')).toBe('mri-knee+xray-chest');
    expect(parseBookingUrl(parsed.pathname, parsed.search).state).toEqual(full);
    // Typed by hand, + is a space in a query string: still two exams.
    expect(parseBookingUrl('/demo/cms.html', '?examSlug=mri-knee+xray-chest').state.examSlugs).toEqual(['mri-knee', 'xray-chest']);
  });

  it('writes the single-exam path, the home, and keeps the frame prefix', () => {
    const single = { ...EMPTY_STATE, examSlugs: ['xray-chest'], regionSlug: 'select-region' };
    expect(formatBookingUrl(single, 'path', { pathname: '/', search: '' })).toBe('/select-clinic/xray-chest?regionSlug=select-region');
    expect(formatBookingUrl(single, 'path', { pathname: '/iframe', search: '' })).toBe(
      '/iframe/select-clinic/xray-chest?regionSlug=select-region',
    );
    expect(formatBookingUrl(EMPTY_STATE, 'path', { pathname: '/select-clinic/x', search: '?kioskMode=true' })).toBe('/?kioskMode=true');
    expect(parseBookingUrl('/iframe/select-clinic/xray-chest', '').state.examSlugs).toEqual(['xray-chest']);
    expect(chosenRegion(single)).toBeNull();
    expect(chosenRegion({ regionSlug: 'sydney' })).toBe('sydney');
  });

  it('reports what it could not read instead of guessing', () => {
    const { state, problems } = parseBookingUrl(
      '/select-clinic/xray-chest+<b>',
      '?lat=abc&lng=151&clat=-95&clng=1&regionSlug=%20&mobileLocationId=x',
    );
    expect(state.examSlugs).toEqual(['xray-chest']);
    expect([state.lat, state.lng, state.clat, state.regionSlug, state.mobileLocationId]).toEqual([null, null, null, null, null]);
    expect(problems.sort()).toEqual(['examSlug', 'location', 'mapCentre', 'mobileLocationId', 'regionSlug']);
    expect(parseBookingUrl('/', '?lat=-33.8').problems).toEqual(['location']);
    expect(parseBookingUrl('/', '?lat=-33.8&lng=181').problems).toEqual(['location']);
  });

  it('cancels pending clinic requests only on a path with the booking segment', () => {
    expect(cancelsPendingRequests('/booking/mri-knee/parramatta')).toBe(true);
    expect(cancelsPendingRequests('/iframe/booking')).toBe(true);
    expect(cancelsPendingRequests('/advanced-booking/mri-knee')).toBe(false);
    expect(cancelsPendingRequests('/select-clinic/booking-x')).toBe(false);
  });

  it('the clinicPath is what precedes the booking’s own segments, and empty when the path has advanced-booking', () => {
    expect(clinicPathOf('/harbourside/select-clinic/mri-knee')).toBe('/harbourside');
    expect(clinicPathOf('/iframe/select-clinic/mri-knee')).toBe('/iframe');
    expect(clinicPathOf('/select-clinic/mri-knee')).toBe('');
    expect(clinicPathOf('/')).toBe('');
    expect(clinicPathOf('/harbourside/advanced-booking/mri-knee+xray-chest/parramatta')).toBe('');
    expect(clinicPathOf('/iframe/advanced-booking/mri-knee')).toBe('');
  });

  it('separate booking: the clinics in the path follow the exams’ order, one each', () => {
    const state: BookingUrlState = {
      ...EMPTY_STATE,
      examSlugs: ['xray-knee', 'mri-knee'],
      advanced: true,
      separateBooking: true,
      clinicSlugs: ['southport', 'brisbane-city'],
    };
    const url = formatBookingUrl(state, 'path', { pathname: '/', search: '' });
    expect(url).toBe('/advanced-booking/xray-knee+mri-knee/southport,brisbane-city?separateBooking=true');
    expect(parseBookingUrl('/advanced-booking/xray-knee+mri-knee/southport,brisbane-city', '?separateBooking=true').state).toEqual(state);
    // Half-way: the first exam's clinic only.
    expect(parseBookingUrl('/advanced-booking/xray-knee+mri-knee/southport', '?separateBooking=true').state.clinicSlugs).toEqual([
      'southport',
    ]);
  });

  it('reads the slot grid’s place (issue 12) and drops what is not a day, a time or a view', () => {
    const { state, problems } = parseBookingUrl(
      '/select-clinic/ct-brain',
      '?slotsView=YEAR&week=2026-02-30&date=2026-10-14&startTime=25:00&endTime=17:30&timeOfDay=morning,night,morning',
    );
    expect([state.slotsView, state.week, state.date, state.startTime, state.endTime]).toEqual([null, null, '2026-10-14', null, '17:30']);
    expect(state.timeOfDay).toEqual(['morning']);
    expect(problems).toEqual([]);
  });
});
