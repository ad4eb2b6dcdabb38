/**
 * Where the finder measures from (docs/rules.md#booking-location): pure rules, so each is a table in
 * a test. The maximum distance is ours (LOCATION_MAX_DISTANCE_KM_DEFAULT, or the provider's
 * `maps.maxLocationDistanceKm`).
 */
import { greatCircleKm, type LatLng } from '../../src/api/geo';

export type LocationSource = 'url' | 'gps' | 'postcode' | 'default';

/**
 * A located point farther than `maxKm` from the default location is replaced by the default (a
 * kiosk's browser that reports the provider's head office, or a VPN abroad, would otherwise sort
 * every clinic by a meaningless distance). Returns the point to use and whether it was reset.
 */
export function limitDistance(located: LatLng, defaultLocation: LatLng, maxKm: number): { point: LatLng; reset: boolean } {
  return greatCircleKm(located, defaultLocation) > maxKm ? { point: defaultLocation, reset: true } : { point: located, reset: false };
}

export type GeolocationFailureAction = 'open-postcode-dialog' | 'use-default';

/**
 * Geolocation failed. In a kiosk still at the default location the post-code dialog opens, unless
 * the provider hides it; otherwise the default location is used (and the patient is told, with a
 * button to enter a postcode).
 */
export function onGeolocationFailure(input: { kiosk: boolean; atDefault: boolean; hidePostCodeDialog: boolean }): GeolocationFailureAction {
  return input.kiosk && input.atDefault && !input.hidePostCodeDialog ? 'open-postcode-dialog' : 'use-default';
}
