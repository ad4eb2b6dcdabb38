/**
 * The finder's map: whether maps load at all, list or map view, the zoom, and where the map looks.
 * The zoom is reset by choices elsewhere (a region, a location, a clinic), so it is a signal the
 * other concerns are handed; the centre is derived from the URL, the clinics and the patient's place.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Clinic, GeoLocation } from '../../../src/api/schemas/booking.schema';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_RESET } from '../../../src/constants';
import { chosenRegion, type BookingUrlState } from '../url-state';
import type { LocationState, MapsStatus } from './finder-types';

export function createMapView(mapsConfigured: boolean, initial: BookingUrlState) {
  const maps = signal<MapsStatus>(mapsConfigured ? 'loading' : 'off');
  const view = signal<'list' | 'map'>('list');
  const zoom = signal(initial.selectedClinic ? MAP_ZOOM_DEFAULT : MAP_ZOOM_RESET);
  const exposed = {
    maps,
    view,
    zoom,
    setView(next: 'list' | 'map'): void {
      view.value = next;
    },
    /** Maps that fail to load leave the list, which works without them. */
    mapsLoaded(ok: boolean): void {
      maps.value = ok ? 'ready' : 'failed';
      if (!ok) view.value = 'list';
    },
  };
  return { exposed, zoom };
}

/** Where the map looks: a clinic it moved to, else a region's clinics, else the patient, else the first clinic. */
export function mapCenter(
  url: ReadonlySignal<BookingUrlState>,
  clinics: ReadonlySignal<Clinic[]>,
  location: ReadonlySignal<LocationState>,
  fallback: GeoLocation,
): ReadonlySignal<GeoLocation> {
  return computed<GeoLocation>(() => {
    const state = url.value;
    if (state.clat !== null && state.clng !== null) return { latitude: state.clat, longitude: state.clng };
    // A chosen region shows its clinics: the centre of the clinics found there.
    if (chosenRegion(state) && clinics.value.length > 0) {
      const list = clinics.value;
      return {
        latitude: list.reduce((sum, clinic) => sum + clinic.latitude, 0) / list.length,
        longitude: list.reduce((sum, clinic) => sum + clinic.longitude, 0) / list.length,
      };
    }
    const here = location.value;
    if (here.source !== 'none') return here.point;
    const first = clinics.value[0];
    return first ? { latitude: first.latitude, longitude: first.longitude } : fallback;
  });
}
