/**
 * Slot generation (issue 12): a clinic's free times for an exam, computed from its opening hours,
 * breaks, rooms per modality, the exam's duration, the items already booked or pending and the
 * live holds. Wall-clock hours are the clinic's own: each day's times are turned into instants in
 * the clinic's zone, so a Sydney clinic opens at 08:00 Sydney time on both sides of a DST change.
 */
import { SLOT_HORIZON_WEEKS, SLOT_MINIMUM_NOTICE_MINUTES, SLOT_SEARCH_MAX_DAYS } from '../../../../src/constants';
import { instantInZone } from '../../../../src/i18n/dates';
import type { ClinicSlots, Slot, SlotSearch } from '../../../../src/api/schemas/slots.schema';
import type { DbConnection } from '../../db/db';
import { CHANGE_PRIOR_MINUTES } from './change-window';
import { closedDays } from './closures';
import { ApiError } from '../../http/errors';

type Q = Pick<DbConnection, 'query'>;

interface ClinicSchedule {
  slug: string;
  name: string;
  /** The clinic's state: its public holidays (closures.ts). */
  state: string;
  timeZone: string;
  rooms: number;
  /** The clinic takes this exam as an enquiry only (clinic_exam.enquiry_only). */
  enquiry: boolean;
  hours: Map<number, { opens: string; closes: string }>;
  breaks: { starts: string; ends: string }[];
}

interface Busy {
  clinicSlug: string;
  start: number;
  end: number;
}

export interface ExamInfo {
  slug: string;
  name: string;
  modalitySlug: string;
  modalityName: string;
  durationMinutes: number;
  examNotes: string;
}

export interface SlotSearchInput {
  clinicSlugs: string[];
  examSlug: string;
  /** Clinic-local days, both included. */
  start: string;
  end: string;
  customDuration?: number;
  /** Reschedule: this item's own time is not busy. */
  appointmentSlug?: string;
  /** Reschedule: the provider's change window, which the new time must keep out of (default 24 h). */
  changePriorMinutes?: number;
  /** A hold whose time is not busy (the caller's own, when booking with it). */
  ignoreHoldId?: string;
  /** Every slot is answered as an enquiry slot (the isBookingRequest query parameter). */
  enquiry?: boolean;
  /**
   * Times already taken by this same request and not yet stored (the earlier items of a
   * multi-item booking): they count against the rooms like stored items.
   */
  alsoBusy?: readonly TakenTime[];
  now: Date;
}

/** A time an item of the request being made takes: its clinic, its exam's modality and its span. */
export interface TakenTime {
  clinicSlug: string;
  modalitySlug: string;
  start: string;
  end: string;
}

export async function findExam(db: Q, slug: string): Promise<ExamInfo | undefined> {
  const [row] = await db.query<ExamInfo>(
    `select e.slug, e.name, e.modality_slug as "modalitySlug", m.name as "modalityName",
            e.duration_minutes as "durationMinutes", e.exam_notes as "examNotes"
       from exam e join modality m on m.slug = e.modality_slug where e.slug = $1`,
    [slug],
  );
  return row;
}

const hhmm = (value: string) => value.slice(0, 5);
const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Schedules of the clinics that perform the exam, in the asked order; an unknown or unsuitable clinic is a 404. */
async function schedules(db: Q, clinicSlugs: string[], exam: ExamInfo): Promise<ClinicSchedule[]> {
  const rows = await db.query<{
    slug: string;
    name: string;
    state: string;
    time_zone: string;
    rooms: number | null;
    enquiry_only: boolean;
  }>(
    `select c.slug, c.name, c.state, c.time_zone, r.rooms, ce.enquiry_only
       from clinic c join clinic_exam ce on ce.clinic_slug = c.slug and ce.exam_slug = $2
       left join clinic_room r on r.clinic_slug = c.slug and r.modality_slug = $3
      where c.slug = any($1::text[])`,
    [clinicSlugs, exam.slug, exam.modalitySlug],
  );
  const missing = clinicSlugs.filter((slug) => !rows.some((row) => row.slug === slug));
  if (missing.length > 0) throw new ApiError(404, 'booking.unknown_clinic', 'unknown_clinic');
  const hours = await db.query<{ clinic_slug: string; weekday: number; opens: string; closes: string }>(
    `select clinic_slug, weekday, opens::text, closes::text from clinic_opening_hours where clinic_slug = any($1::text[])`,
    [clinicSlugs],
  );
  const breaks = await db.query<{ clinic_slug: string; starts: string; ends: string }>(
    `select clinic_slug, starts::text, ends::text from clinic_break where clinic_slug = any($1::text[])`,
    [clinicSlugs],
  );
  return clinicSlugs.map((slug) => {
    const row = rows.find((item) => item.slug === slug)!;
    return {
      slug,
      name: row.name,
      state: row.state,
      timeZone: row.time_zone,
      rooms: row.rooms ?? 1,
      enquiry: row.enquiry_only,
      hours: new Map(
        hours.filter((h) => h.clinic_slug === slug).map((h) => [Number(h.weekday), { opens: hhmm(h.opens), closes: hhmm(h.closes) }]),
      ),
      breaks: breaks.filter((b) => b.clinic_slug === slug).map((b) => ({ starts: hhmm(b.starts), ends: hhmm(b.ends) })),
    };
  });
}

/** Booked and pending items of the exam's modality, and live holds, overlapping [from, to). */
async function busyTimes(db: Q, input: SlotSearchInput, modalitySlug: string, from: Date, to: Date): Promise<Busy[]> {
  const items = await db.query<{ clinic_slug: string; starts_at: Date | string; ends_at: Date | string }>(
    `select i.clinic_slug, i.starts_at, i.ends_at
       from appointment_item i join exam e on e.slug = i.exam_slug
      where i.clinic_slug = any($1::text[]) and e.modality_slug = $2 and i.status in ('BOOKED', 'PENDING')
        and i.starts_at < $4 and i.ends_at > $3 and i.slug is distinct from $5`,
    [input.clinicSlugs, modalitySlug, from.toISOString(), to.toISOString(), input.appointmentSlug ?? null],
  );
  const holds = await db.query<{ clinic_slug: string; starts_at: Date | string; ends_at: Date | string }>(
    `select clinic_slug, starts_at, ends_at from slot_hold
      where clinic_slug = any($1::text[]) and modality_slug = $2 and expires_at > $5
        and starts_at < $4 and ends_at > $3 and id is distinct from $6`,
    [input.clinicSlugs, modalitySlug, from.toISOString(), to.toISOString(), input.now.toISOString(), input.ignoreHoldId ?? null],
  );
  return [...items, ...holds].map((row) => ({
    clinicSlug: row.clinic_slug,
    start: new Date(row.starts_at).getTime(),
    end: new Date(row.ends_at).getTime(),
  }));
}

/** The most days one generation walks: a search's range plus the days either side of a single start. */
const MAX_DAYS_WALKED = SLOT_SEARCH_MAX_DAYS + 2;

/**
 * Every clinic-local day from start to end, both included, at most MAX_DAYS_WALKED of them. The
 * count bounds the loop, not the dates: a day past year 9999 has no `yyyy-MM-dd` spelling, so a
 * loop that compared spelt days would never end (issue 22: one query stopped the whole server).
 */
export function daysFrom(start: string, end: string): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  const days: string[] = [];
  if (!Number.isFinite(first) || !Number.isFinite(last)) return days;
  for (let t = first, count = 0; t <= last && count < MAX_DAYS_WALKED; t += 86_400_000, count += 1) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day. */
export function isoWeekday(dayText: string): number {
  const weekday = new Date(`${dayText}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Wall-clock minutes (from midnight) at which slots start on one day: opening hours stepped by the duration, breaks left out. */
function startMinutes(clinic: Pick<ClinicSchedule, 'hours' | 'breaks'>, dayText: string, duration: number): number[] {
  const open = clinic.hours.get(isoWeekday(dayText));
  if (!open || !(duration > 0)) return [];
  const starts: number[] = [];
  const closes = minutesOf(open.closes);
  const breaks = clinic.breaks.map((b) => ({ starts: minutesOf(b.starts), ends: minutesOf(b.ends) }));
  for (let at = minutesOf(open.opens); at + duration <= closes; at += duration) {
    const clash = breaks.find((b) => at < b.ends && at + duration > b.starts);
    if (clash) {
      // Resume at the break's end, so the afternoon starts on time rather than off the morning's grid.
      at = clash.ends - duration;
      continue;
    }
    starts.push(at);
  }
  return starts;
}

/**
 * The instants (ms) of one clinic-local day's wall-clock minutes. The zone's offset is read once,
 * at the first minute, and checked at the last: a daylight-saving change inside the hours (none in
 * Australia, where clocks change at 2–3 am) falls back to converting each minute exactly. Two zone
 * conversions a day instead of one a slot.
 */
/** Zone conversions already made (zone, day, minute → instant): the same days come back on every search. */
const conversions = new Map<string, number>();
const CONVERSIONS_KEPT = 50_000;

function converted(dayText: string, minute: number, timeZone: string): number {
  const key = `${timeZone}|${dayText}|${minute}`;
  let instant = conversions.get(key);
  if (instant === undefined) {
    instant = instantInZone(dayText, timeOf(minute), timeZone).getTime();
    if (conversions.size >= CONVERSIONS_KEPT) conversions.clear(); // bounded: a fresh start costs one conversion a day
    conversions.set(key, instant);
  }
  return instant;
}

function dayInstants(dayText: string, minutes: readonly number[], timeZone: string): number[] {
  if (minutes.length === 0) return [];
  const midnightUtc = Date.parse(`${dayText}T00:00:00Z`);
  const exact = (minute: number) => converted(dayText, minute, timeZone);
  const offset = midnightUtc + minutes[0]! * 60_000 - exact(minutes[0]!);
  const last = minutes.at(-1)!;
  if (minutes.length > 1 && midnightUtc + last * 60_000 - offset !== exact(last)) return minutes.map(exact);
  return minutes.map((minute) => midnightUtc + minute * 60_000 - offset);
}

/** The candidate slots of one clinic on one day, before busy times. */
export function candidateSlots(clinic: Pick<ClinicSchedule, 'hours' | 'breaks' | 'timeZone'>, dayText: string, duration: number): Slot[] {
  return dayInstants(dayText, startMinutes(clinic, dayText, duration), clinic.timeZone).map((start) => ({
    start: new Date(start).toISOString(),
    end: new Date(start + duration * 60_000).toISOString(),
  }));
}

interface Candidate {
  start: number;
  end: number;
}

/**
 * The candidates (sorted by start) that fewer busy times overlap than the clinic has rooms. One
 * sweep over both lists sorted by start: the busy times that may still overlap are kept in a small
 * active list, so the work grows with slots plus busy times, not their product.
 */
function freeOf(candidates: readonly Candidate[], busy: readonly Busy[], rooms: number): Candidate[] {
  const sorted = [...busy].sort((x, y) => x.start - y.start);
  const free: Candidate[] = [];
  let next = 0;
  let active: Busy[] = [];
  for (const slot of candidates) {
    while (next < sorted.length && sorted[next]!.start < slot.end) active.push(sorted[next++]!);
    active = active.filter((item) => item.end > slot.start);
    if (active.length < rooms) free.push(slot);
  }
  return free;
}

/** Free slots per clinic over the input's days; minimum notice and horizon enforced. */
async function freeSlots(db: Q, input: SlotSearchInput, exam: ExamInfo, clinics: ClinicSchedule[]): Promise<ClinicSlots[]> {
  const duration = input.customDuration ?? exam.durationMinutes;
  // A reschedule never lands inside the change window: moved there, the appointment could no
  // longer be changed or cancelled online (issue 22 item 5).
  const notice = input.appointmentSlug
    ? Math.max(SLOT_MINIMUM_NOTICE_MINUTES, input.changePriorMinutes ?? CHANGE_PRIOR_MINUTES)
    : SLOT_MINIMUM_NOTICE_MINUTES;
  const earliest = input.now.getTime() + notice * 60_000;
  const latest = input.now.getTime() + SLOT_HORIZON_WEEKS * 7 * 86_400_000;
  const days = daysFrom(input.start, input.end);
  // Public holidays and closure days are never offered (issue 22 item 9).
  const closed = days.length ? await closedDays(db, clinics, days[0]!, days.at(-1)!) : new Map<string, Set<string>>();
  // Generated in memory: the diary's busy times are read once for every clinic and the whole range.
  const perClinic = clinics.map((clinic) => ({
    clinic,
    candidates: days
      .filter((d) => !closed.get(clinic.slug)?.has(d))
      .flatMap((d) => dayInstants(d, startMinutes(clinic, d, duration), clinic.timeZone))
      .filter((start) => start >= earliest && start < latest)
      .map((start): Candidate => ({ start, end: start + duration * 60_000 })),
  }));
  let from = Infinity;
  let to = -Infinity;
  for (const { candidates } of perClinic) {
    if (candidates.length === 0) continue;
    from = Math.min(from, candidates[0]!.start);
    to = Math.max(to, candidates.at(-1)!.end);
  }
  if (from === Infinity) return perClinic.map(({ clinic }) => ({ ...clinicOf(clinic, input), slots: [] }));
  const taken = (input.alsoBusy ?? [])
    .filter((time) => time.modalitySlug === exam.modalitySlug)
    .map((time) => ({ clinicSlug: time.clinicSlug, start: Date.parse(time.start), end: Date.parse(time.end) }));
  const busy = [...(await busyTimes(db, input, exam.modalitySlug, new Date(from), new Date(to))), ...taken];
  const byClinic = new Map<string, Busy[]>();
  for (const item of busy) byClinic.set(item.clinicSlug, [...(byClinic.get(item.clinicSlug) ?? []), item]);
  return perClinic.map(({ clinic, candidates }) => ({
    ...clinicOf(clinic, input),
    slots: freeOf(candidates, byClinic.get(clinic.slug) ?? [], clinic.rooms).map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  }));
}

/** A clinic's head in an answer; `enquiry` only when true (the field is optional for older servers' answers). */
function clinicOf(clinic: ClinicSchedule, input: SlotSearchInput): Omit<ClinicSlots, 'slots'> {
  return {
    clinicSlug: clinic.slug,
    clinicName: clinic.name,
    timeZone: clinic.timeZone,
    ...(clinic.enquiry || input.enquiry ? { enquiry: true } : {}),
  };
}

/** `GET /api/clinic_appointments`: free slots per clinic, and the next free one after the range when it has none. */
export async function searchSlots(db: Q, input: SlotSearchInput): Promise<SlotSearch> {
  const exam = await findExam(db, input.examSlug);
  if (!exam) throw new ApiError(404, 'booking.unknown_exam', 'unknown_exam');
  const clinics = await schedules(db, input.clinicSlugs, exam);
  const found = await freeSlots(db, input, exam, clinics);
  let nextAvailable: SlotSearch['nextAvailable'] = null;
  if (found.every((clinic) => clinic.slots.length === 0)) nextAvailable = await nextFree(db, input, exam, clinics);
  return { clinics: found, nextAvailable };
}

const FORTNIGHTS_TO_HORIZON = Math.ceil((SLOT_HORIZON_WEEKS * 7) / 14);

/** The first free slot after the searched range, looking a fortnight at a time up to the horizon. */
async function nextFree(db: Q, input: SlotSearchInput, exam: ExamInfo, clinics: ClinicSchedule[]): Promise<SlotSearch['nextAvailable']> {
  const horizonDay = new Date(input.now.getTime() + SLOT_HORIZON_WEEKS * 7 * 86_400_000).toISOString().slice(0, 10);
  let from = new Date(Date.parse(`${input.end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  // A fortnight a step across the horizon: the step count, not the dates, ends the loop.
  for (let steps = 0; from <= horizonDay && steps <= FORTNIGHTS_TO_HORIZON; steps += 1) {
    const to = new Date(Date.parse(`${from}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const found = await freeSlots(db, { ...input, start: from, end: to }, exam, clinics);
    const first = found
      .flatMap((clinic) => clinic.slots.map((slot) => ({ clinicSlug: clinic.clinicSlug, start: slot.start })))
      .sort((a, b) => a.start.localeCompare(b.start))[0];
    if (first) return first;
    from = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/**
 * Whether `start` is a free slot of the clinic for the exam right now (holds and creates ask this
 * under the clinic's lock). Returns the slot with its end, or undefined.
 */
export async function freeSlotAt(
  db: Q,
  args: {
    clinicSlug: string;
    examSlug: string;
    start: string;
    ignoreHoldId?: string;
    appointmentSlug?: string;
    changePriorMinutes?: number;
    alsoBusy?: readonly TakenTime[];
    now: Date;
  },
): Promise<{ slot: Slot; exam: ExamInfo; timeZone: string; clinicName: string } | undefined> {
  const exam = await findExam(db, args.examSlug);
  if (!exam) return undefined;
  const clinics = await schedules(db, [args.clinicSlug], exam).catch(() => undefined);
  const clinic = clinics?.[0];
  if (!clinic) return undefined;
  // The clinic-local day of the start, and its neighbours (a slot never spans midnight, but the
  // UTC and local days differ).
  const startMs = Date.parse(args.start);
  // Outside minimum notice and horizon nothing is a slot: answered without walking any day.
  const horizon = args.now.getTime() + SLOT_HORIZON_WEEKS * 7 * 86_400_000;
  if (!Number.isFinite(startMs) || startMs < args.now.getTime() || startMs > horizon) return undefined;
  const near = [-1, 0, 1].map((offset) => new Date(startMs + offset * 86_400_000).toISOString().slice(0, 10));
  const input: SlotSearchInput = { clinicSlugs: [clinic.slug], examSlug: exam.slug, start: near[0]!, end: near[2]!, now: args.now };
  if (args.ignoreHoldId) input.ignoreHoldId = args.ignoreHoldId;
  // Reschedule: the item being moved does not block its own new time.
  if (args.appointmentSlug) input.appointmentSlug = args.appointmentSlug;
  if (args.changePriorMinutes !== undefined) input.changePriorMinutes = args.changePriorMinutes;
  if (args.alsoBusy) input.alsoBusy = args.alsoBusy;
  const [found] = await freeSlots(db, input, exam, [clinic]);
  const slot = found?.slots.find((candidate) => Date.parse(candidate.start) === startMs);
  return slot ? { slot, exam, timeZone: clinic.timeZone, clinicName: clinic.name } : undefined;
}
