/**
 * The booking finder's calls in the in-page stand-in (fixture-api.ts), answered from the widget's
 * own fixtures (widgets/booking/fixtures.ts): the same data the unit tests and stories use.
 */
import {
  fixtureApi,
  fixtureCreated,
  fixtureHold,
  fixtureSlotSearch,
  fixtureExams,
  fixtureFigure,
  fixtureMobile,
  fixtureModalities,
  fixturePlaces,
  fixtureRegionClinicsExams,
  fixtureRegions,
  fixtureWalkIn,
} from '../../widgets/booking/fixtures';
import type { Behaviour } from './fixture-api';
import { DEFAULT_UPLOAD_RULES } from '../../src/api/schemas/attachments.schema';

export interface BookingScenario {
  /** Every catalogue call (exams, modalities, figure, regions, vans). */
  catalogue?: Behaviour;
  /** `empty`: no clinic performs the exam. */
  clinics?: Behaviour | 'empty';
  postcodes?: Behaviour;
  /** The clinics exams by region call (the exam list of a region). */
  regionExams?: Behaviour;
  /** The map style: `ok` a small offline style (a GeoJSON source, so the worker must load), or a failure. */
  mapStyle?: Behaviour;
  /** Issue 12. The slot call; `empty`: no slots in range, a next available one after it. */
  slots?: Behaviour | 'empty';
  /** Slot holds (POST); a failure number is the reservation failing. */
  hold?: Behaviour;
  /** How long a hold lasts, in minutes (default 5); under 0.5 the countdown warns at once. */
  holdMinutes?: number;
  /** The create; a list is answered in turn (e.g. `[503, 'ok']`: a failure, then success on retry). */
  create?: Behaviour | Behaviour[];
  /** The body of a create that fails with a status (default the stand-in's own text), e.g. the agreed 400 issues body. */
  createError?: Record<string, unknown>;
  /** POST /api/booking_keys; a list is answered in turn. */
  bookingKeys?: Behaviour | Behaviour[];
  /** What a successful create says: `PENDING` (staff confirm), or `mixed` (the last exam could not be booked). */
  createAs?: 'PENDING' | 'mixed';
  /** Every create body the widget sent, for the test to read. */
  created?: unknown[];
  /**
   * The booking's questionnaires (GET /api/questionnaires): none by default; `scenario` leaves the
   * questionnaire calls to the Scenario's `questionnaires` (outcomes in the booking).
   */
  questionnaires?: 'none' | 'scenario';
  /** Enquiries (POST /api/booking_requests): answer, and every body and X-Api-Key sent. */
  enquiry?: Behaviour;
  enquiries?: unknown[];
  /** Callback requests and e-mails to the booking team. */
  contact?: Behaviour;
  /** Every callback request body sent, for the test to read. */
  callbacks?: unknown[];
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

export function bookingResponse(
  url: URL,
  scenario: BookingScenario = {},
  answer: Answer,
  body: Record<string, unknown> = {},
): Promise<Response> | null {
  const path = url.pathname;
  const slotsCall = slotsResponse(url, scenario, answer, body);
  if (slotsCall) return slotsCall;
  const catalogue = scenario.catalogue ?? 'ok';
  if (path === '/api/exams/general') return answer(catalogue, () => fixtureExams.general);
  if (path === '/api/exams/special') return answer(catalogue, () => fixtureExams.special);
  if (path === '/api/exams/walk_in') return answer(catalogue, () => fixtureWalkIn);
  if (path === '/api/modalities') return answer(catalogue, () => fixtureModalities);
  if (path === '/api/body_figure') return answer(catalogue, () => fixtureFigure);
  if (path === '/api/regions') return answer(catalogue, () => fixtureRegions);
  if (path === '/api/mobile_locations') return answer(catalogue, () => fixtureMobile);
  const region = /^\/api\/regions\/([a-z0-9-]+)\/clinics_exams$/.exec(path);
  if (region) return answer(scenario.regionExams ?? 'ok', () => fixtureRegionClinicsExams(region[1]!));
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

/** Issue 12: slots, holds, booking keys and the create, from the widget's fixtures. */
function slotsResponse(url: URL, scenario: BookingScenario, answer: Answer, body: Record<string, unknown>): Promise<Response> | null {
  const path = url.pathname;
  if (path === '/api/clinic_appointments') {
    const query = url.searchParams;
    const search = {
      clinicSlugs: (query.get('clinicIds') ?? '').split(','),
      examSlug: query.get('examSlug') ?? '',
      start: query.get('start') ?? '',
      end: query.get('end') ?? '',
    };
    const slots = scenario.slots ?? 'ok';
    return answer(slots === 'empty' ? 'ok' : slots, () => fixtureSlotSearch(search, { none: slots === 'empty' }));
  }
  if (path === '/api/slot_holds')
    return answer(scenario.hold ?? 'ok', () =>
      fixtureHold(body as { clinicSlug: string; examSlug: string; start: string }, scenario.holdMinutes),
    );
  if (path.startsWith('/api/slot_holds/'))
    return answer('ok', () => ({ holdId: 'fixture-hold-000000001', expiresAt: new Date(Date.now() + 300_000).toISOString() }));
  if (path === '/api/questionnaires' && (scenario.questionnaires ?? 'none') === 'none')
    return answer('ok', () => ({ questionnaires: [], bookingKey: null, examQuestionnaireAnswers: [], allQuestionnaireAnswers: [] }));
  if (path === '/api/booking_requests') {
    (scenario.enquiries ??= []).push(body);
    const items = (body.items ?? []) as Array<{ clinicSlug: string; examSlug: string; start: string }>;
    return answer(scenario.enquiry ?? 'ok', () => {
      const created = fixtureCreated(items);
      return {
        ...created,
        status: 'REQUESTED',
        items: created.items.map((item, index) => ({ ...item, bookingKey: `BR-fixture-request-0${index + 1}` })),
      };
    });
  }
  if (path === '/api/callback_requests') (scenario.callbacks ??= []).push(body);
  if (path === '/api/callback_requests' || path === '/api/call_centre_emails')
    return answer(scenario.contact ?? 'ok', () => ({ received: true }));
  // The referral upload reads its rules from the temporary documents' (here empty) list.
  if (/^\/api\/temp_documents\/[^/]+\/attachments\/response$/.test(path))
    return answer('ok', () => ({ attachments: [], documentTypes: [], examDocumentTypes: [], ...DEFAULT_UPLOAD_RULES }));
  if (/^\/api\/appointments\/[^/]+\/pending_notifications$/.test(path)) return answer('ok', () => ({ sent: 1 }));
  if (path === '/api/booking_keys') {
    const behaviour = Array.isArray(scenario.bookingKeys) ? (scenario.bookingKeys.shift() ?? 'ok') : (scenario.bookingKeys ?? 'ok');
    return answer(behaviour, () => ({ bookingKey: 'BK-fixture-temporary-01' }));
  }
  if (path === '/api/booking_keys/move') return answer('ok', () => ({ questionnaires: 0, documents: 0 }));
  if (path === '/api/appointments') {
    (scenario.created ??= []).push(body);
    const behaviour = Array.isArray(scenario.create) ? (scenario.create.shift() ?? 'ok') : (scenario.create ?? 'ok');
    if (typeof behaviour === 'number' && scenario.createError)
      return Promise.resolve(Response.json(scenario.createError, { status: behaviour }));
    return answer(behaviour, () => {
      const created = fixtureCreated((body.items ?? []) as Array<{ clinicSlug: string; examSlug: string; start: string }>);
      if (scenario.createAs === 'PENDING') return { ...created, status: 'PENDING' };
      if (scenario.createAs === 'mixed' && created.items.length > 1) {
        const last = created.items.length - 1;
        created.items[last] = { ...created.items[last]!, success: false, errorMessage: 'message.slot_unavailable' };
      }
      return created;
    });
  }
  return null;
}
