/**
 * The booking finder's calls: exams, postal code locations, clinics and the map (our paths, in
 * src/api/API.md#booking-finder). Shared by the widget, which checks every
 * answer, and the reference server, which checks every query with the same schemas.
 */
import * as v from 'valibot';
import { SLUG_LIST_SEPARATOR } from '../../constants';

/** Exam, clinic, region and body-part slugs: they sit in URL paths and queries. */
export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a slug is lower-case letters, digits and dashes'));

export const ModalitySchema = v.object({ id: slug, name: v.string() });
export type Modality = v.InferOutput<typeof ModalitySchema>;

export const EXAM_CATEGORIES = ['special', 'general'] as const;

export const ExamSchema = v.object({
  slug,
  name: v.string(),
  nameWithModality: v.string(),
  modalityName: v.string(),
  modalityId: slug,
  priority: v.number(),
  examCode: v.string(),
  /** Preparation (what to do before the exam). */
  examNotes: v.string(),
  /** What the exam is. */
  notes: v.string(),
  showBookingRequestInfoModal: v.boolean(),
  walkIn: v.boolean(),
  /** Walk-in exams only: what to do before and how many minutes early to arrive. */
  prepTime: v.nullable(v.string()),
  minutesPrior: v.nullable(v.number()),
  groupName: v.string(),
  category: v.picklist(EXAM_CATEGORIES),
  /** Slugs of the body-figure parts this exam looks at (none for whole-body exams). */
  bodyParts: v.array(slug),
});
export type Exam = v.InferOutput<typeof ExamSchema>;
export const ExamListSchema = v.array(ExamSchema);

/** SVG path data only: letters of path commands, digits and separators (never markup or url()). */
export const SvgPathSchema = v.pipe(v.string(), v.maxLength(4000), v.regex(/^[MmLlHhVvCcSsQqTtAaZz0-9 ,.-]+$/, 'not SVG path data'));

export const BodyPartSchema = v.object({
  slug,
  name: v.string(),
  side: v.picklist(['front', 'back']),
  /** Path data in the figure's 200 × 440 view box. */
  shape: SvgPathSchema,
});
export type BodyPart = v.InferOutput<typeof BodyPartSchema>;
export const BodyFigureSchema = v.object({
  /** Decorative outline behind the parts, same view box. */
  outline: SvgPathSchema,
  parts: v.array(BodyPartSchema),
});
export type BodyFigure = v.InferOutput<typeof BodyFigureSchema>;

export const RegionSchema = v.object({ slug, name: v.string() });
export type Region = v.InferOutput<typeof RegionSchema>;
export const RegionListSchema = v.array(RegionSchema);

const latitude = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
const longitude = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));
export const LocationSchema = v.object({ latitude, longitude });
export type GeoLocation = v.InferOutput<typeof LocationSchema>;

export const OpeningHoursSchema = v.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  opens: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
  closes: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/)),
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

export const ClinicSchema = v.object({
  slug,
  name: v.string(),
  regionSlug: slug,
  suburb: v.string(),
  state: v.string(),
  address: v.string(),
  postcode: v.string(),
  latitude,
  longitude,
  timeZone: v.string(),
  phone: v.string(),
  /** Great-circle distance from the asked location, when one was given. */
  distanceKm: v.nullable(v.number()),
  openingHours: v.array(OpeningHoursSchema),
});
export type Clinic = v.InferOutput<typeof ClinicSchema>;

/** Postal code location: code, country, id, latitude, longitude, suburb (+ state). */
export const PostalCodeLocationSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  code: v.string(),
  country: v.string(),
  suburb: v.string(),
  state: v.string(),
  latitude,
  longitude,
});
export type PostalCodeLocation = v.InferOutput<typeof PostalCodeLocationSchema>;
export const PostalCodeListSchema = v.array(PostalCodeLocationSchema);

/** Clinics response: clinics, pcl (the postal code location nearest the point), defaultLocation. */
export const ClinicsResponseSchema = v.object({
  clinics: v.array(ClinicSchema),
  pcl: v.nullable(PostalCodeLocationSchema),
  defaultLocation: LocationSchema,
});
export type ClinicsResponse = v.InferOutput<typeof ClinicsResponseSchema>;

export const ClinicWithExamsSchema = v.object({ ...ClinicSchema.entries, examSlugs: v.array(slug) });
export type ClinicWithExams = v.InferOutput<typeof ClinicWithExamsSchema>;
export const RegionClinicsExamsSchema = v.object({ region: RegionSchema, clinics: v.array(ClinicWithExamsSchema) });
export type RegionClinicsExams = v.InferOutput<typeof RegionClinicsExamsSchema>;

export const MobileLocationSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  regionSlug: slug,
  address: v.string(),
  latitude,
  longitude,
  clinicSlug: slug,
  visitNote: v.string(),
  /** The exams the van performs (its own list, within its clinic's): the finder offers it for these only. */
  examSlugs: v.array(slug),
});
export type MobileLocation = v.InferOutput<typeof MobileLocationSchema>;
export const MobileLocationListSchema = v.array(MobileLocationSchema);

/* ---- Queries, as the server reads them (strings from a URL) ---- */

/** A coordinate from a query string: a plain decimal number in range, else a clear 400. */
const coordinate = (min: number, max: number, name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${name} must be a decimal number`),
    v.transform(Number),
    v.minValue(min, `${name} must be between ${min} and ${max}`),
    v.maxValue(max, `${name} must be between ${min} and ${max}`),
  );
export const LatQuery = coordinate(-90, 90, 'lat');
export const LngQuery = coordinate(-180, 180, 'lng');

export const GpsQuerySchema = v.object({ lat: LatQuery, lng: LngQuery });

/**
 * Exam slugs joined by SLUG_LIST_SEPARATOR (several exams book together). In a query string a
 * literal `+` reads as a space, so a space separates too (`examSlug=a+b` typed by hand works;
 * the widget writes `%2B`).
 */
export const ExamSlugListQuery = v.pipe(
  v.string(),
  v.transform((value) => value.split(new RegExp(`[${SLUG_LIST_SEPARATOR} ]`)).filter(Boolean)),
  v.minLength(1, 'examSlug names at least one exam'),
  v.maxLength(10, 'at most 10 exams at once'),
  v.array(slug),
);

export const ClinicsQuerySchema = v.object({
  examSlug: ExamSlugListQuery,
  lat: v.optional(LatQuery),
  lng: v.optional(LngQuery),
  regionSlug: v.optional(slug),
  mobileLocationId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'mobileLocationId must be a number'), v.transform(Number))),
});

/** Vans; with `examSlug`, only those that perform every one of its exams. */
export const MobileLocationsQuerySchema = v.object({ examSlug: v.optional(ExamSlugListQuery) });

/** A postcode (digits) or the start of a suburb's name (letters, spaces, apostrophes, dashes). */
export const PostalCodeQuerySchema = v.object({
  query: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'type at least 2 characters'),
    v.maxLength(40),
    v.regex(/^(\d{2,4}|[\p{L}][\p{L} '.-]*)$/u, 'a postcode is 4 digits; a suburb is letters'),
  ),
});
