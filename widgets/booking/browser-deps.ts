/**
 * The booking model's dependencies in a real page: the API calls, the browser's geolocation, the
 * postalCodeLocationId cookie and the page's URL. Kept apart from the model so the model stays
 * DOM-free and tests inject their own.
 */
import type { KyInstance } from 'ky';
import * as api from '../../src/api/booking.api';
import type { GeoLocation } from '../../src/api/schemas/booking.schema';
import { COOKIE_EXPIRY, POSTAL_CODE_COOKIE } from '../../src/constants';
import { matchRoute } from '../../src/router/routes';
import type { BookingApi } from './booking.model';
import { formatBookingUrl, type BookingUrlState, type UrlMode } from './url-state';

export function bookingApi(client: KyInstance): BookingApi {
  return {
    exams: (list, signal) => api.getExams(client, list, signal),
    modalities: (signal) => api.getModalities(client, signal),
    bodyFigure: (signal) => api.getBodyFigure(client, signal),
    regions: (signal) => api.getRegions(client, signal),
    mobileLocations: (signal) => api.getMobileLocations(client, signal),
    clinics: (search, signal) => api.getClinics(client, search, signal),
    gps: (latitude, longitude, signal) => api.getGpsLocation(client, latitude, longitude, signal),
    postalCode: (id, signal) => api.getPostalCode(client, id, signal),
    searchPostalCodes: (query, signal) => api.searchPostalCodes(client, query, signal),
    regionClinicsExams: (regionSlug, signal) => api.getRegionClinicsExams(client, regionSlug, signal),
  };
}

/** Position within 10 s, a cached one up to 5 minutes old is fine: a clinic list needs no precision. */
export function geolocate(): Promise<GeoLocation> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}

export function readPostalCookie(): number | null {
  const match = /(?:^|;\s*)postalCodeLocationId=(\d{1,9})(?:;|$)/.exec(document.cookie);
  return match ? Number(match[1]) : null;
}

/** The post-code cookie (docs/rules.md#booking-location): expires 2030-12-31, path /. SameSite=Lax: it names a place, not a person. */
export function postalCookie(id: number): string {
  return `${POSTAL_CODE_COOKIE}=${id}; expires=${COOKIE_EXPIRY.toUTCString()}; path=/; SameSite=Lax`;
}

export function writePostalCookie(id: number): void {
  document.cookie = postalCookie(id);
}

/**
 * `auto`: inside the portal (the page's path is a booking route of the route table) the state is
 * the path; on any other page (a CMS page) it is the query. `memory`: no URL at all (stories).
 */
export function resolveUrlMode(mode: string | undefined, pathname: string): UrlMode | 'memory' {
  if (mode === 'path' || mode === 'query' || mode === 'memory') return mode;
  return matchRoute(pathname)?.route.element === 'rad-booking' ? 'path' : 'query';
}

/**
 * Writes the state to the page's URL. `writing` hears the URL first: the Navigation API announces
 * a pushState while it runs, and the writer must know that change as its own.
 */
export function writeUrl(mode: UrlMode, state: BookingUrlState, push: boolean, writing: (url: string) => void = () => undefined): void {
  const next = formatBookingUrl(state, mode, { pathname: location.pathname, search: location.search });
  writing(next);
  if (next === `${location.pathname}${location.search}`) return;
  if (push) history.pushState(history.state, '', next);
  else history.replaceState(history.state, '', next);
}

/**
 * Whether a URL is still this element's to follow: in the portal a booking route (a link to an
 * appointment page is the portal's, and the element is about to leave); on another page the path
 * it started on (the host's own router moved elsewhere).
 */
export function isOwnUrl(mode: UrlMode, pathname: string, startPathname: string): boolean {
  return mode === 'path' ? matchRoute(pathname)?.route.element === 'rad-booking' : pathname === startPathname;
}

interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
  removeEventListener(type: 'currententrychange', listener: () => void): void;
}

/**
 * Calls `changed` when the page's URL changes by anyone: Back and Forward (popstate), and where
 * the browser has the Navigation API, also a pushState by the host's router (the portal's Home
 * link keeps this element and moves the URL). Returns the unsubscribe.
 */
export function watchUrl(changed: () => void): () => void {
  const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
  addEventListener('popstate', changed);
  navigation?.addEventListener('currententrychange', changed);
  return () => {
    removeEventListener('popstate', changed);
    navigation?.removeEventListener('currententrychange', changed);
  };
}
