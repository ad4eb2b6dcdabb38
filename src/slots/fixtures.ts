/**
 * Slot answers made like the reference server makes them (clinic hours in the clinic's zone,
 * stepped by the duration), for unit tests, browser tests, stories and the booking fixtures.
 */
import type { SlotSearch } from '../api/schemas/slots.schema';
import type { SlotSearchRequest } from './slots.api';
import { addDays, instantInZone, weekdayOf } from './slot-time';

export interface FixtureClinic {
  slug: string;
  name: string;
  timeZone: string;
}

export const FIXTURE_SLOT_CLINICS: readonly FixtureClinic[] = [
  { slug: 'bondi-junction', name: 'Bondi Junction', timeZone: 'Australia/Sydney' },
  { slug: 'chatswood', name: 'Chatswood', timeZone: 'Australia/Sydney' },
  { slug: 'brisbane-city', name: 'Brisbane City', timeZone: 'Australia/Brisbane' },
  { slug: 'perth-cbd', name: 'Perth CBD', timeZone: 'Australia/Perth' },
];

export interface FixtureSlotOptions {
  /** Weekdays 08:00 to `closes`, every `step` minutes; default 08:00–12:00 every 30. */
  closes?: string;
  step?: number;
  /** No slots at all (the empty state); `nextAvailable` then points this many days past the range. */
  none?: boolean;
  nextAvailableInDays?: number;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export function fixtureSlots(
  search: Pick<SlotSearchRequest, 'clinicSlugs' | 'start' | 'end'>,
  options: FixtureSlotOptions = {},
): SlotSearch {
  const step = options.step ?? 30;
  const closes = minutes(options.closes ?? '12:00');
  const clinics = search.clinicSlugs.map((slug) => {
    const clinic = FIXTURE_SLOT_CLINICS.find((item) => item.slug === slug) ?? { slug, name: slug, timeZone: 'Australia/Sydney' };
    const slots = [];
    if (!options.none) {
      for (let day = search.start; day <= search.end; day = addDays(day, 1)) {
        if (weekdayOf(day) > 5) continue;
        for (let at = minutes('08:00'); at + step <= closes; at += step) {
          const start = instantInZone(day, clock(at), clinic.timeZone);
          slots.push({ start: start.toISOString(), end: new Date(start.getTime() + step * 60_000).toISOString() });
        }
      }
    }
    return { clinicSlug: clinic.slug, clinicName: clinic.name, timeZone: clinic.timeZone, slots };
  });
  const nextDay = addDays(search.end, options.nextAvailableInDays ?? 10);
  const first = clinics[0];
  return {
    clinics,
    nextAvailable:
      options.none && first ? { clinicSlug: first.clinicSlug, start: instantInZone(nextDay, '09:00', first.timeZone).toISOString() } : null,
  };
}
