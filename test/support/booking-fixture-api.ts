/**
 * The booking finder's calls in the in-page stand-in (fixture-api.ts), answered from the widget's
 * own fixtures (widgets/booking/fixtures.ts): the same data the unit tests and stories use.
 */
import {
  fixtureApi,
  fixtureExams,
  fixtureFigure,
  fixtureMobile,
  fixtureModalities,
  fixturePlaces,
  fixtureRegions,
  fixtureWalkIn,
} from '../../widgets/booking/fixtures';
import type { Behaviour } from './fixture-api';

export interface BookingScenario {
  /** Every catalogue call (exams, modalities, figure, regions, vans). */
  catalogue?: Behaviour;
  /** `empty`: no clinic performs the exam. */
  clinics?: Behaviour | 'empty';
  postcodes?: Behaviour;
  /** The map style: `ok` a small offline style (a GeoJSON source, so the worker must load), or a failure. */
  mapStyle?: Behaviour;
}

/** A style that needs maplibre's worker (a GeoJSON source) and nothing from the network. */
export const FIXTURE_MAP_STYLE = {
  version: 8,
  sources: {
    land: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [140, -40],
              [155, -40],
              [155, -25],
              [140, -25],
              [140, -40],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f3' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea' } },
  ],
};

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

export function bookingResponse(url: URL, scenario: BookingScenario = {}, answer: Answer): Promise<Response> | null {
  const path = url.pathname;
  const catalogue = scenario.catalogue ?? 'ok';
  if (path === '/api/exams/general') return answer(catalogue, () => fixtureExams.general);
  if (path === '/api/exams/special') return answer(catalogue, () => fixtureExams.special);
  if (path === '/api/exams/walk_in') return answer(catalogue, () => fixtureWalkIn);
  if (path === '/api/modalities') return answer(catalogue, () => fixtureModalities);
  if (path === '/api/body_figure') return answer(catalogue, () => fixtureFigure);
  if (path === '/api/regions') return answer(catalogue, () => fixtureRegions);
  if (path === '/api/mobile_locations') return answer(catalogue, () => fixtureMobile);
  if (path === '/api/clinics') {
    const behaviour = scenario.clinics ?? 'ok';
    const query = url.searchParams;
    const search = {
      examSlugs: (query.get('examSlug') ?? '').split('+'),
      regionSlug: query.get('regionSlug'),
      location: query.has('lat') ? { latitude: Number(query.get('lat')), longitude: Number(query.get('lng')) } : null,
    };
    if (behaviour === 'empty')
      return answer('ok', () => ({ clinics: [], pcl: null, defaultLocation: { latitude: -33.8688, longitude: 151.2093 } }));
    return fixtureApi()
      .clinics({ ...search, regionSlug: search.regionSlug === 'select-region' ? null : search.regionSlug })
      .then((found) => answer(behaviour, () => found));
  }
  if (path === '/api/location/postal_codes') {
    const query = url.searchParams.get('query') ?? '';
    if (!/^(\d{2,4}|[\p{L}][\p{L} '.-]*)$/u.test(query)) return answer(400, () => ({}));
    return answer(scenario.postcodes ?? 'ok', () =>
      fixturePlaces.filter((place) => place.code.startsWith(query) || place.suburb.toLowerCase().startsWith(query.toLowerCase())),
    );
  }
  const one = /^\/api\/location\/postal_codes\/(\d+)$/.exec(path);
  if (one) return answer('ok', () => fixturePlaces.find((place) => place.id === Number(one[1])) ?? fixturePlaces[0]);
  if (path === '/api/location/gps') return answer('ok', () => fixturePlaces[0]);
  if (path === '/api/maps/style.json') return answer(scenario.mapStyle ?? 'ok', () => FIXTURE_MAP_STYLE);
  return null;
}
