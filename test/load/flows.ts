/**
 * The virtual patients of the load run. Each has its own session cookie and client address and
 * runs one flow of the scenario again and again until the time is up, pausing between steps as a
 * person reads the page (`thinkSeconds`). Every request is timed and classed: `ok`, `conflict` (a
 * race the API reports as such, like two patients holding one slot: 409 `slot_unavailable` on a
 * hold) or `failed` (anything else, 429 included).
 */
import { createHash, randomUUID } from 'node:crypto';

export interface Scenario {
  patients: number;
  durationSeconds: number;
  /** Pause between a patient's steps, seconds [min, max]: people read before they click. */
  thinkSeconds?: [number, number];
  mix: { book: number; signIn: number };
  book: {
    exams: string[];
    region: { latitude: number; longitude: number };
    searchDays: number;
    holdAttempts: number;
    form: { firstName: string; lastName: string; dateOfBirth: string };
  };
  signIn: { type: string; bookingKey: string; dateOfBirth: string };
}

export type Outcome = 'ok' | 'conflict' | 'failed';

export interface Sample {
  operation: string;
  ms: number;
  outcome: Outcome;
  status: number;
}

export interface Booking {
  clinicSlug: string;
  examSlug: string;
  start: string;
  bookingKey: string;
}

export interface LoadResult {
  samples: Sample[];
  bookings: Booking[];
  seconds: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One virtual patient: a cookie jar of one cookie, and an address of its own. */
class Patient {
  private cookie = '';
  constructor(
    private readonly base: string,
    private readonly address: string,
    private readonly samples: Sample[],
  ) {}

  async call<T>(
    operation: string,
    path: string,
    options: { body?: unknown; conflicts?: readonly number[] } = {},
  ): Promise<{ status: number; body: T | undefined }> {
    const started = performance.now();
    let status = 0;
    let body: T | undefined;
    try {
      const response = await fetch(new URL(path, this.base), {
        method: options.body === undefined ? 'GET' : 'POST',
        headers: {
          'X-Forwarded-For': this.address,
          ...(this.cookie ? { Cookie: this.cookie } : {}),
          ...(options.body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Rad-Embedded': '0' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      status = response.status;
      const set = response.headers.get('Set-Cookie');
      if (set) this.cookie = set.split(';')[0]!;
      body = (await response.json().catch(() => undefined)) as T | undefined;
    } catch {
      status = 0; // refused, reset or timed out: a failure
    }
    const outcome: Outcome = status >= 200 && status < 300 ? 'ok' : options.conflicts?.includes(status) ? 'conflict' : 'failed';
    this.samples.push({ operation, ms: performance.now() - started, outcome, status });
    return { status, body };
  }
}

interface Slot {
  start: string;
}

/** exams → clinics near the region → a fortnight of slots → hold one (another on a lost race) → book with the hold. */
async function bookOnce(patient: Patient, scenario: Scenario, bookings: Booking[], think: () => Promise<void>): Promise<void> {
  const { book } = scenario;
  await patient.call('exams', '/api/exams/general');
  await think();
  const examSlug = pick(book.exams);
  const clinics = await patient.call<{ clinics: { slug: string }[] }>(
    'clinics',
    `/api/clinics?examSlug=${examSlug}&lat=${book.region.latitude}&lng=${book.region.longitude}`,
  );
  const clinic = clinics.body?.clinics?.[Math.floor(Math.random() * Math.min(3, clinics.body.clinics.length))];
  if (!clinic) return;
  await think();
  const from = new Date(Date.now() + (1 + Math.floor(Math.random() * 40)) * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const to = new Date(from.getTime() + (book.searchDays - 1) * 86_400_000);
  const found = await patient.call<{ clinics: { slots: Slot[] }[] }>(
    'slots',
    `/api/clinic_appointments?clinicIds=${clinic.slug}&examSlug=${examSlug}&start=${day(from)}&end=${day(to)}`,
  );
  const slots = found.body?.clinics?.[0]?.slots ?? [];
  if (slots.length === 0) return;
  await think();
  for (let attempt = 0; attempt < book.holdAttempts; attempt++) {
    const slot = pick(slots);
    const hold = await patient.call<{ holdId: string }>('hold', '/api/slot_holds', {
      body: { clinicSlug: clinic.slug, examSlug, start: slot.start },
      conflicts: [409],
    });
    if (hold.status !== 201 || !hold.body) continue;
    await think(); // the patient fills in the form while the time is held
    const created = await patient.call<{ bookingKey: string; items: { success: boolean }[] }>('book', '/api/appointments', {
      body: {
        locale: 'en-AU',
        form: { ...book.form, email: `load.${randomUUID()}@example.org` },
        items: [{ clinicSlug: clinic.slug, examSlug, start: slot.start, holdId: hold.body.holdId }],
      },
    });
    if (created.status === 201 && created.body?.items[0]?.success)
      bookings.push({ clinicSlug: clinic.slug, examSlug, start: slot.start, bookingKey: created.body.bookingKey });
    return;
  }
}

/** The server's proof-of-work captcha, solved as a browser solves it: SHA-256(salt + n) = challenge. */
async function solveCaptcha(patient: Patient): Promise<void> {
  const captcha = await patient.call<{ id: string; salt: string; challenge: string; maxNumber: number }>('captcha', '/api/auth/captcha');
  if (!captcha.body) return;
  const { id, salt, challenge, maxNumber } = captcha.body;
  let n = 0;
  while (n <= maxNumber && createHash('sha256').update(`${salt}${n}`).digest('hex') !== challenge) n++;
  await patient.call('captcha', '/api/auth/captcha/verify', { body: { token: `${id}.${n}` } });
}

/** date of birth → the appointment's summary and what may change (the page a secure link opens). */
async function signInOnce(patient: Patient, scenario: Scenario, think: () => Promise<void>): Promise<void> {
  const { signIn } = scenario;
  await patient.call('sign-in', '/api/auth/patient', {
    body: { type: signIn.type, bookingKey: signIn.bookingKey, dateOfBirth: signIn.dateOfBirth },
  });
  await think();
  await patient.call('appointment', `/api/secured/appointments/${signIn.bookingKey}/summary`);
  await patient.call('can-change', `/api/secured/appointments/${signIn.bookingKey}/can_change`);
  await think();
}

export async function runLoad(base: string, scenario: Scenario): Promise<LoadResult> {
  const samples: Sample[] = [];
  const bookings: Booking[] = [];
  const [minThink, maxThink] = scenario.thinkSeconds ?? [1, 3];
  const think = () => sleep((minThink + Math.random() * (maxThink - minThink)) * 1000);
  const started = performance.now();
  const until = started + scenario.durationSeconds * 1000;
  const bookers = Math.round(scenario.patients * (scenario.mix.book / (scenario.mix.book + scenario.mix.signIn)));
  const runs = Array.from({ length: scenario.patients }, async (_, index) => {
    // Patients arrive over the first seconds, not all in one instant.
    await sleep(Math.random() * Math.min(5_000, scenario.durationSeconds * 250));
    const patient = new Patient(base, `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`, samples);
    if (index < bookers) {
      while (performance.now() < until) await bookOnce(patient, scenario, bookings, think);
    } else {
      await solveCaptcha(patient);
      while (performance.now() < until) await signInOnce(patient, scenario, think);
    }
  });
  await Promise.all(runs);
  return { samples, bookings, seconds: (performance.now() - started) / 1000 };
}
