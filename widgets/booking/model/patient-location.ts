/**
 * Where the patient is (docs/rules.md#booking-location): from the URL, the browser's geolocation (limited
 * to a distance at a kiosk), a postcode they chose (remembered in a cookie) or the kiosk's default.
 * A new place resets the map's zoom and asks for the clinics near it; the clinic search is handed
 * in as a callback because it, in turn, searches around this place.
 */
import { batch, signal, type Signal } from '@preact/signals-core';
import type { PostalCodeLocation } from '../../../src/api/schemas/booking.schema';
import { MAP_ZOOM_RESET } from '../../../src/constants';
import type { Problem } from '../booking.model';
import { limitDistance, onGeolocationFailure } from '../location-rules';
import type { BookingUrlState } from '../url-state';
import type { BookingDeps, LocationState } from './finder-types';
import type { FinderUrl } from './finder-url';

export type PatientLocation = ReturnType<typeof createPatientLocation>;

export function createPatientLocation(
  deps: Pick<BookingDeps, 'api' | 'geolocate' | 'readPostalCookie' | 'writePostalCookie' | 'settings'>,
  { url, update }: FinderUrl,
  zoom: Signal<number>,
  loadClinics: () => void,
) {
  const { api, settings } = deps;
  const start = url.peek();
  const location = signal<LocationState>(
    start.lat !== null && start.lng !== null
      ? { source: 'url', point: { latitude: start.lat, longitude: start.lng }, label: null }
      : { source: 'none' },
  );
  const locating = signal(false);
  const locationProblem = signal<Problem | null>(null);
  const postcodeDialogOpen = signal(false);

  /** Browser geolocation, then the nearest clinics; failure explains and offers the postcode. */
  async function locate(): Promise<void> {
    locating.value = true;
    locationProblem.value = null;
    try {
      const found = await deps.geolocate();
      const { point, reset } = settings.kiosk
        ? limitDistance(found, settings.defaultLocation, settings.maxLocationDistanceKm)
        : { point: found, reset: false };
      batch(() => {
        location.value = { source: reset ? 'default' : 'gps', point, label: null, reset };
        update({ lat: point.latitude, lng: point.longitude, clat: null, clng: null });
        zoom.value = MAP_ZOOM_RESET;
      });
      void api.gps(point.latitude, point.longitude).then(
        (place) => {
          const here = location.value;
          if (here.source !== 'none' && here.point === point) location.value = { ...here, label: `${place.suburb} ${place.code}` };
        },
        () => undefined, // the label is a nicety; the clinics do not need it
      );
      loadClinics();
    } catch {
      const here = location.value;
      const atDefault = here.source === 'none' || here.source === 'default';
      batch(() => {
        locationProblem.value = { key: 'message.cant_locate' };
        if (
          onGeolocationFailure({ kiosk: settings.kiosk, atDefault, hidePostCodeDialog: settings.hidePostCodeDialog }) ===
          'open-postcode-dialog'
        ) {
          postcodeDialogOpen.value = true;
        } else if (settings.kiosk && here.source === 'none') {
          location.value = { source: 'default', point: settings.defaultLocation, label: null };
        }
      });
      if (settings.kiosk) loadClinics();
    } finally {
      locating.value = false;
    }
  }

  return {
    /** What the components read and call. */
    exposed: {
      location,
      locating,
      locationProblem,
      postcodeDialogOpen,
      locate,
      openPostcodeDialog(): void {
        postcodeDialogOpen.value = true;
      },
      closePostcodeDialog(): void {
        postcodeDialogOpen.value = false;
      },
      /** A postcode from the locator: remembered in the postalCodeLocationId cookie. */
      choosePostalCode(place: PostalCodeLocation): void {
        deps.writePostalCookie(place.id);
        batch(() => {
          const point = { latitude: place.latitude, longitude: place.longitude };
          location.value = { source: 'postcode', point, label: `${place.suburb} ${place.code}` };
          locationProblem.value = null;
          postcodeDialogOpen.value = false;
          zoom.value = MAP_ZOOM_RESET;
          update({ lat: point.latitude, lng: point.longitude, clat: null, clng: null });
        });
        loadClinics();
      },
      /** The post-code locator's search (the dialog owns its own cancellation). */
      searchPostalCodes(query: string, signal?: AbortSignal): Promise<PostalCodeLocation[]> {
        return api.searchPostalCodes(query, signal);
      },
    },
    location,
    /**
     * A kiosk has no patient to press "Use my location": on reaching the clinics without a location
     * it asks the browser once, and the kiosk rules (reset when too far, postcode dialog on failure)
     * follow. Not on the exam list: a dialog there would stand between the patient and the exams.
     */
    kioskLocateIfUnknown(): void {
      if (settings.kiosk && location.value.source === 'none' && url.value.examSlugs.length > 0) void locate();
    },
    async restoreRememberedPostcode(): Promise<void> {
      if (location.value.source !== 'none') return;
      const id = deps.readPostalCookie();
      if (id === null) return;
      try {
        const place = await api.postalCode(id);
        if (location.value.source !== 'none') return;
        location.value = {
          source: 'postcode',
          point: { latitude: place.latitude, longitude: place.longitude },
          label: `${place.suburb} ${place.code}`,
        };
      } catch {
        // A forgotten or unknown id: the patient simply has no remembered postcode.
      }
    },
    /** Back or Forward to a URL with another point: the patient is there again (call inside a batch). */
    followUrl(state: BookingUrlState): void {
      if (state.lat === null || state.lng === null) return;
      const here = location.peek();
      const moved = here.source === 'none' || here.point.latitude !== state.lat || here.point.longitude !== state.lng;
      if (moved) location.value = { source: 'url', point: { latitude: state.lat, longitude: state.lng }, label: null };
    },
  };
}
