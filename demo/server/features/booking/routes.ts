/**
 * The booking finder (the paths are ours, in src/api/API.md#booking-finder), mounted at /api.
 * Public catalogue data: no session needed. One line per operation.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { SLOT_HOLD_MINUTES_DEFAULT } from '../../../../src/constants';
import { providerOf, requireProvider } from '../../provider-lookup';
import type { Provider } from '../config/service';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import {
  ClinicsQuerySchema,
  GpsQuerySchema,
  MobileLocationsQuerySchema,
  PostalCodeQuerySchema,
  slug,
} from '../../../../src/api/schemas/booking.schema';
import { basemapGeoJson, mapStyle } from './map-style';
import { findPostalCode, listBodyParts, listExams, listModalities, listRegions, nearestPostalCode, searchPostalCodes } from './queries';
import { clinicsByExam, clinicsExamsByRegion, mobileLocationsByExam, readQuery } from './service';
import { BODY_OUTLINE } from '../../seed/booking-catalogue';
import { validate, validateQuery } from '../../http/validate';
import {
  API_KEY_HEADER,
  CallbackRequestSchema,
  CallCentreEmailSchema,
  CreateAppointmentSchema,
  CreateEnquirySchema,
  bookingKey,
  holdId,
  MoveTemporarySchema,
  PendingNotificationsBodySchema,
  SlotChoiceSchema,
  SlotQuerySchema,
} from '../../../../src/api/schemas/slots.schema';

import {
  createAppointment,
  createEnquiry,
  createHold,
  issueBookingKey,
  moveTemporaryRecords,
  releaseHold,
  renewHold,
  searchSlots,
  sendPendingNotifications,
} from '../../domain/booking';
import { emailBookingTeam, requestCallback } from './contact';
import { createRateLimiter } from '../auth/rate-limit';
import { clientId } from '../auth/client-id';
import { ensureSession, findSession } from '../session/service';

/** Messages to the booking team per client per window: enough for a person, not for a spammer. */
const CONTACT_LIMIT = 10;
const CONTACT_WINDOW_MS = 10 * 60_000;

/** The catalogue changes rarely and holds nothing personal: a browser may keep it a minute. */
const CATALOGUE_CACHE = 'public, max-age=60';
const BASEMAP_CACHE = 'public, max-age=86400';

const regionParam = v.object({ slug });
const postalId = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id must be a number'), v.transform(Number)) });

export function bookingRoutes({ db, publicOrigin }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/exams/special', async (c) => jsonBody(c, await listExams(db, 'special'), 200, CATALOGUE_CACHE));
  app.get('/exams/general', async (c) => jsonBody(c, await listExams(db, 'general'), 200, CATALOGUE_CACHE));
  app.get('/exams/walk_in', async (c) => jsonBody(c, await listExams(db, 'walk-in'), 200, CATALOGUE_CACHE));
  app.get('/modalities', async (c) => jsonBody(c, await listModalities(db), 200, CATALOGUE_CACHE));
  app.get('/body_figure', async (c) => jsonBody(c, { outline: BODY_OUTLINE, parts: await listBodyParts(db) }, 200, CATALOGUE_CACHE));
  app.get('/regions', async (c) => jsonBody(c, await listRegions(db), 200, CATALOGUE_CACHE));
  app.get('/regions/:slug/clinics_exams', async (c) => jsonBody(c, await clinicsExamsByRegion(db, param(regionParam, c.req.param()).slug)));
  app.get('/clinics', validateQuery(ClinicsQuerySchema), async (c) =>
    jsonBody(c, await clinicsByExam(db, c, readQuery(c, ClinicsQuerySchema))),
  );
  app.get('/mobile_locations', validateQuery(MobileLocationsQuerySchema), async (c) =>
    jsonBody(c, await mobileLocationsByExam(db, readQuery(c, MobileLocationsQuerySchema).examSlug), 200, CATALOGUE_CACHE),
  );
  app.get('/location/gps', validateQuery(GpsQuerySchema), async (c) => {
    const { lat, lng } = readQuery(c, GpsQuerySchema);
    const found = await nearestPostalCode(db, lat, lng);
    if (!found) throw new ApiError(404, 'No locality is known', 'not_found');
    return jsonBody(c, found);
  });
  app.get('/location/postal_codes', validateQuery(PostalCodeQuerySchema), async (c) =>
    jsonBody(c, await searchPostalCodes(db, readQuery(c, PostalCodeQuerySchema).query)),
  );
  app.get('/location/postal_codes/:id', async (c) => {
    const found = await findPostalCode(db, param(postalId, c.req.param()).id);
    if (!found) throw new ApiError(404, 'Unknown postal code location', 'not_found');
    return jsonBody(c, found);
  });
  app.get('/maps/style.json', (c) => jsonBody(c, mapStyle(new URL(c.req.url).origin), 200, BASEMAP_CACHE));
  app.get('/maps/land.geojson', async (c) => geoJson(c, (await basemapGeoJson()).land));
  app.get('/maps/borders.geojson', async (c) => geoJson(c, (await basemapGeoJson()).borders));
  app.get('/maps/states.geojson', async (c) => geoJson(c, (await basemapGeoJson()).states));
  // Slots, holds and booking (issue 12).
  app.get('/clinic_appointments', validateQuery(SlotQuerySchema), async (c) =>
    jsonBody(c, await searchSlots(db, slotSearch(readQuery(c, SlotQuerySchema), await providerOf(c)))),
  );
  // The hold's length is the provider's (application.slotHoldMinutes, default 5).
  const holdMinutes = async (c: Context<AppEnv>) => (await providerOf(c))?.config.application.slotHoldMinutes ?? SLOT_HOLD_MINUTES_DEFAULT;
  // A hold belongs to the session that made it (one is started when there is none) and counts
  // against that session's and that address's limits (issue 22 item 11).
  const sessionOf = async (c: Context<AppEnv>) => (await findSession(c, db))?.tokenHash ?? '';
  app.post('/slot_holds', validate(SlotChoiceSchema, 'booking.slot_error_reserve_failed'), async (c) => {
    const owner = { session: (await ensureSession(c, db)).tokenHash, client: clientId(c) };
    return jsonBody(c, await createHold(db, c.req.valid('json'), new Date(), await holdMinutes(c), owner), 201);
  });
  app.patch('/slot_holds/:id', async (c) =>
    jsonBody(c, await renewHold(db, param(holdParam, c.req.param()).id, new Date(), await holdMinutes(c), await sessionOf(c))),
  );
  app.delete('/slot_holds/:id', async (c) => {
    await releaseHold(db, param(holdParam, c.req.param()).id, await sessionOf(c));
    return c.body(null, 204);
  });
  app.post('/booking_keys', async (c) => jsonBody(c, await issueBookingKey(db), 201));
  app.post('/booking_keys/move', validate(MoveTemporarySchema, 'error.request_failed'), async (c) => {
    const { from, to } = c.req.valid('json');
    return jsonBody(c, await moveTemporaryRecords(db, from, to));
  });
  app.post('/appointments', validate(CreateAppointmentSchema, 'booking.form_invalid'), async (c) => {
    const config = (await providerOf(c))?.config;
    const pending = config?.application.pendingAppointments === true;
    const input = c.req.valid('json');
    // The page's locale when the widget sends it (none is stored with a booking), else the provider's.
    const message = {
      origin: publicOrigin,
      lang: input.locale ?? config?.application.jsLocale ?? 'en-AU',
      radiologyName: config?.radiology.name ?? '',
    };
    const { status, body } = await createAppointment(db, input, new Date(), { pending, message, session: await sessionOf(c) });
    return jsonBody(c, status === 409 ? { message: 'This time is no longer available', code: 'slot_unavailable', ...body } : body, status);
  });
  app.post('/appointments/:bookingKey/pending_notifications', async (c) => {
    const { bookingKey } = param(keyParam, c.req.param());
    const body = v.safeParse(PendingNotificationsBodySchema, await c.req.json().catch(() => ({})));
    const config = (await requireProvider(c)).config;
    // The page's locale when the widget sends it (none is stored with a booking), else the provider's.
    const lang = (body.success ? body.output.locale : undefined) ?? config.application.jsLocale;
    return jsonBody(
      c,
      await sendPendingNotifications(db, bookingKey, { origin: publicOrigin, lang, radiologyName: config.radiology.name }),
    );
  });
  app.post('/booking_requests', validate(CreateEnquirySchema, 'booking.form_invalid'), async (c) => {
    const config = (await providerOf(c))?.config;
    const input = c.req.valid('json');
    // The page's locale (stored with the request, so later messages use it too), else the provider's.
    const message = {
      origin: publicOrigin,
      lang: input.locale ?? config?.application.jsLocale ?? 'en-AU',
      radiologyName: config?.radiology.name ?? '',
    };
    const { status, body } = await createEnquiry(db, input, c.req.header(API_KEY_HEADER) || undefined, message);
    return jsonBody(
      c,
      status === 409 ? { message: 'No exam of this enquiry can be requested', code: 'enquiry_failed', ...body } : body,
      status,
    );
  });
  const contact = createRateLimiter(db, 'booking-contact', CONTACT_LIMIT, CONTACT_WINDOW_MS);
  app.use('/callback_requests', limit(contact));
  app.use('/call_centre_emails', limit(contact));
  app.post('/callback_requests', validate(CallbackRequestSchema, 'booking.contact_invalid'), async (c) =>
    jsonBody(c, await requestCallback(db, c.req.valid('json')), 201),
  );
  app.post('/call_centre_emails', validate(CallCentreEmailSchema, 'booking.contact_invalid'), async (c) =>
    jsonBody(c, await emailBookingTeam(db, c.req.valid('json')), 201),
  );
  return app;
}

function limit(limiter: ReturnType<typeof createRateLimiter>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const wait = await limiter.hit(clientId(c));
    if (wait === 0) return next();
    c.header('Retry-After', String(wait));
    return jsonBody(c, { message: 'message.too_many_requests', code: 'rate_limited', retryAfterSeconds: wait }, 429);
  };
}

const holdParam = v.object({ id: holdId });
const keyParam = v.object({ bookingKey });

function slotSearch(query: v.InferOutput<typeof SlotQuerySchema>, provider: Provider | undefined) {
  const changePriorMinutes = provider?.config.application.changePriorMinutes;
  return {
    clinicSlugs: query.clinicIds,
    examSlug: query.examSlug,
    start: query.start,
    end: query.end,
    now: new Date(),
    ...(query.customDuration ? { customDuration: query.customDuration } : {}),
    ...(query.appointmentSlug ? { appointmentSlug: query.appointmentSlug } : {}),
    ...(query.appointmentSlug && changePriorMinutes !== undefined ? { changePriorMinutes } : {}),
    ...(query.isBookingRequest === 'true' ? { enquiry: true } : {}),
  };
}

function param<S extends v.GenericSchema>(schema: S, params: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, params);
  if (!parsed.success) throw new ApiError(400, parsed.issues[0]?.message ?? 'invalid path', 'invalid_request');
  return parsed.output;
}

function geoJson(c: Parameters<typeof jsonBody>[0], text: string): Response {
  c.header('Cache-Control', BASEMAP_CACHE);
  c.header('Content-Type', 'application/geo+json; charset=utf-8');
  return c.body(text);
}
