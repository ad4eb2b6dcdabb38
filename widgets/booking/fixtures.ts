/**
 * One source of booking-finder data for the unit tests, the browser tests and the stories: a small
 * catalogue in the reference server's shapes, and a stub API built from it.
 */
import { seedClinics } from '../../demo/server/seed/places';
import { clinicAddressLine } from '../../src/api/clinic-address';
import type { CreatedAppointment, Hold, SlotSearch } from '../../src/api/schemas/slots.schema';
import { fixtureSlots, type FixtureSlotOptions } from '../../src/slots/fixtures';
import type { SlotSearchRequest } from '../../src/slots/slots.api';
import type { BookingApi } from './booking.model';
import type {
  BodyFigure,
  Clinic,
  ClinicsResponse,
  Exam,
  MobileLocation,
  Modality,
  PostalCodeLocation,
  Region,
  RegionClinicsExams,
} from '../../src/api/schemas/booking.schema';

function exam(slug: string, name: string, modalityId: string, modalityName: string, more: Partial<Exam> = {}): Exam {
  return {
    slug,
    name,
    nameWithModality: `${name} (${modalityName})`,
    modalityName,
    modalityId,
    priority: 10,
    examCode: slug.toUpperCase(),
    examNotes: 'No preparation.',
    notes: `What happens in a ${name.toLowerCase()}.`,
    showBookingRequestInfoModal: false,
    walkIn: false,
    prepTime: null,
    minutesPrior: null,
    groupName: 'Joints and limbs',
    category: 'general',
    bodyParts: [],
    ...more,
  };
}

export const fixtureExams = {
  general: [
    exam('xray-chest', 'Chest X-ray', 'xray', 'X-ray', {
      groupName: 'Chest and heart',
      bodyParts: ['chest'],
      walkIn: true,
      prepTime: 'None',
      minutesPrior: 10,
    }),
    exam('xray-knee', 'Knee X-ray', 'xray', 'X-ray', { bodyParts: ['knees'], walkIn: true, prepTime: 'None', minutesPrior: 10 }),
    exam('mri-knee', 'MRI knee', 'mri', 'MRI', { bodyParts: ['knees'], examNotes: 'Complete the MRI safety questionnaire.' }),
    exam('mri-lumbar-spine', 'MRI lumbar spine', 'mri', 'MRI', { groupName: 'Spine', bodyParts: ['lumbar-spine'] }),
    exam('us-abdomen', 'Abdominal ultrasound', 'ultrasound', 'Ultrasound', { groupName: 'Abdomen and pelvis', bodyParts: ['abdomen'] }),
  ],
  special: [
    exam('mammogram-screening', 'Screening mammogram', 'mammography', 'Mammography', {
      groupName: 'Women’s imaging',
      category: 'special',
      bodyParts: ['chest'],
    }),
    exam('us-obstetric-12-week', 'Obstetric ultrasound, 12 weeks', 'ultrasound', 'Ultrasound', {
      groupName: 'Women’s imaging',
      category: 'special',
      bodyParts: ['abdomen'],
      showBookingRequestInfoModal: true,
    }),
  ],
};
export const fixtureWalkIn = [...fixtureExams.general.filter((item) => item.walkIn)];

export const fixtureModalities: Modality[] = [
  { id: 'xray', name: 'X-ray' },
  { id: 'ultrasound', name: 'Ultrasound' },
  { id: 'mri', name: 'MRI' },
  { id: 'mammography', name: 'Mammography' },
];

const rect = (x: number, y: number, w: number, h: number) => `M${x} ${y} H${x + w} V${y + h} H${x} Z`;
export const fixtureFigure: BodyFigure = {
  outline: `${rect(76, 8, 48, 58)} ${rect(72, 80, 56, 160)} ${rect(72, 236, 56, 196)}`,
  parts: [
    { slug: 'chest', name: 'Chest and breasts', side: 'front', shape: rect(76, 82, 48, 66) },
    { slug: 'abdomen', name: 'Abdomen', side: 'front', shape: rect(76, 150, 48, 50) },
    { slug: 'knees', name: 'Knees', side: 'front', shape: `${rect(74, 312, 24, 26)} ${rect(102, 312, 24, 26)}` },
    { slug: 'lumbar-spine', name: 'Lower back', side: 'back', shape: rect(76, 162, 48, 40) },
  ],
};

export const fixtureRegions: Region[] = [
  { slug: 'sydney', name: 'Sydney' },
  { slug: 'brisbane-gold-coast', name: 'Brisbane & Gold Coast' },
];

const hours = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '08:00', closes: '17:30' }));
/** Three of the seeded clinics (demo/server/seed/places.ts) as the clinics call answers them, nearest first. */
const DISTANCES_KM: ReadonlyArray<readonly [string, number]> = [
  ['parramatta', 2.1],
  ['chatswood', 17.4],
  ['brisbane-city', 730],
];
export const fixtureClinics: Clinic[] = DISTANCES_KM.map(([slug, distanceKm]) => {
  const seeded = seedClinics.find((clinic) => clinic.slug === slug);
  if (!seeded) throw new Error(`no seeded clinic ${slug}`);
  const { region, modalities: _modalities, ...clinic } = seeded;
  return { ...clinic, regionSlug: region, distanceKm, openingHours: hours };
});

/**
 * Which fixture exams each fixture clinic performs (the clinics exams by region call): Sydney's do
 * them all, Brisbane City no spine MRI and no women's imaging, so a region narrows the exam list.
 */
const allFixtureExamSlugs = [...fixtureExams.general, ...fixtureExams.special].map((item) => item.slug);
export const fixtureClinicExams: Readonly<Record<string, readonly string[]>> = {
  parramatta: allFixtureExamSlugs,
  chatswood: allFixtureExamSlugs,
  'brisbane-city': ['xray-chest', 'xray-knee', 'mri-knee', 'us-abdomen'],
};

export const fixtureMobile: MobileLocation[] = [
  {
    id: 1,
    name: 'Mobile mammography, Katoomba',
    regionSlug: 'sydney',
    address: 'Katoomba Hospital car park',
    latitude: -33.7137,
    longitude: 150.3119,
    clinicSlug: 'parramatta',
    visitNote: 'First and third Tuesday of each month.',
    examSlugs: ['mammogram-screening'],
  },
];

export const fixturePlaces: PostalCodeLocation[] = [
  { id: 101, code: '2150', country: 'AU', suburb: 'Parramatta', state: 'NSW', latitude: -33.8148, longitude: 151.0017 },
  { id: 102, code: '2151', country: 'AU', suburb: 'North Parramatta', state: 'NSW', latitude: -33.7937, longitude: 151.0064 },
];

/** Answers from the fixtures; `override` replaces single calls (a failure, a slow answer, an empty list). */
export function fixtureApi(override: Partial<BookingApi> = {}): BookingApi {
  const clinicsFor = (search: Parameters<BookingApi['clinics']>[0]): ClinicsResponse => ({
    clinics: fixtureClinics.filter(
      (clinic) =>
        (!search.regionSlug || clinic.regionSlug === search.regionSlug) &&
        search.examSlugs.every((slug) => !allFixtureExamSlugs.includes(slug) || fixtureClinicExams[clinic.slug]?.includes(slug)),
    ),
    pcl: search.location ? fixturePlaces[0]! : null,
    defaultLocation: { latitude: -33.8688, longitude: 151.2093 },
  });
  return {
    exams: async (list) => (list === 'walk_in' ? fixtureWalkIn : fixtureExams[list]),
    modalities: async () => fixtureModalities,
    bodyFigure: async () => fixtureFigure,
    regions: async () => fixtureRegions,
    mobileLocations: async () => fixtureMobile,
    clinics: async (search) => clinicsFor(search),
    gps: async () => fixturePlaces[0]!,
    postalCode: async (id) => fixturePlaces.find((place) => place.id === id) ?? fixturePlaces[0]!,
    searchPostalCodes: async (query) =>
      fixturePlaces.filter((place) => place.code.startsWith(query) || place.suburb.toLowerCase().startsWith(query.toLowerCase())),
    regionClinicsExams: async (regionSlug) => fixtureRegionClinicsExams(regionSlug),
    ...override,
  };
}

/** The clinics exams by region answer for a fixture region (an unknown one has no clinics). */
export function fixtureRegionClinicsExams(regionSlug: string): RegionClinicsExams {
  const region = fixtureRegions.find((item) => item.slug === regionSlug) ?? { slug: regionSlug, name: regionSlug };
  return {
    region,
    clinics: fixtureClinics
      .filter((clinic) => clinic.regionSlug === regionSlug)
      .map((clinic) => ({ ...clinic, distanceKm: null, examSlugs: [...(fixtureClinicExams[clinic.slug] ?? [])] })),
  };
}

/* ---- Booking finder II (issue 12): slots, holds, the create answer ---- */

/** The slot call answered like the reference server (weekday mornings in each clinic's zone), from the fixture clinics' names. */
export function fixtureSlotSearch(search: SlotSearchRequest, options: FixtureSlotOptions = {}): SlotSearch {
  const answer = fixtureSlots(search, options);
  return {
    ...answer,
    clinics: answer.clinics.map((clinic) => {
      const known = fixtureClinics.find((item) => item.slug === clinic.clinicSlug);
      return known ? { ...clinic, clinicName: known.name, timeZone: known.timeZone } : clinic;
    }),
  };
}

/** A hold as the server answers it: five minutes from now. */
export function fixtureHold(choice: { clinicSlug: string; examSlug: string; start: string }, minutes = 5): Hold {
  return {
    holdId: 'fixture-hold-000000001',
    ...choice,
    end: new Date(Date.parse(choice.start) + 30 * 60_000).toISOString(),
    expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
  };
}

export const FIXTURE_BOOKING_KEY = 'BK-fixture-0000000001';

/** The create answer for the asked items: every one booked, at the fixture clinic's address. */
export function fixtureCreated(items: ReadonlyArray<{ clinicSlug: string; examSlug: string; start: string }>): CreatedAppointment {
  return {
    bookingKey: FIXTURE_BOOKING_KEY,
    status: 'BOOKED',
    items: items.map((item) => {
      const clinic = fixtureClinics.find((c) => c.slug === item.clinicSlug);
      const exam = [...fixtureExams.general, ...fixtureExams.special].find((e) => e.slug === item.examSlug);
      return {
        success: true,
        errorMessage: null,
        examName: exam?.name ?? item.examSlug,
        modalityName: exam?.modalityName ?? '',
        clinicName: clinic?.name ?? item.clinicSlug,
        clinicSlug: item.clinicSlug,
        clinicAddress: clinic ? clinicAddressLine(clinic) : '',
        timeZone: clinic?.timeZone ?? 'Australia/Sydney',
        examNotes: exam?.examNotes ?? '',
        date: item.start,
        endTime: new Date(Date.parse(item.start) + 30 * 60_000).toISOString(),
        patientEmailHash: '0'.repeat(64),
      };
    }),
  };
}
