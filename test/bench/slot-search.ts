/**
 * `npx tsx test/bench/slot-search.ts`: the reference server's slot search for 12 clinics × 8 weeks
 * (issue 12's figure), over HTTP as a widget asks it: a 6-week and a 2-week request (the API's
 * limit is 42 days a request), with a realistic diary (a few hundred booked items and live holds).
 * Prints the p50/p95 of 20 searches after 3 warm-ups; asserts nothing.
 */
import { createApp } from '../../demo/server/app';
import { openTestDb } from '../../demo/server/test-support';

const CLINICS =
  'parramatta,chatswood,bondi-junction,liverpool,hornsby,brisbane-city,chermside,southport,perth-cbd,joondalup,fremantle,adelaide-cbd';
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const db = await openTestDb();
try {
  const app = createApp({ db, log: 'silent' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // A busy diary: booked items across the clinics and weeks searched.
  await db.query(
    `insert into patient (first_name, last_name, date_of_birth, email) values ('Bench', 'Patient', '1980-01-01', 'bench@example.test')`,
  );
  await db.query(`insert into appointment (booking_key, patient_id, status)
                  select 'BENCH-' || g, (select id from patient where email = 'bench@example.test'), 'BOOKED' from generate_series(1, 400) g`);
  await db.query(
    `insert into appointment_item (slug, booking_key, clinic_slug, exam_slug, starts_at, ends_at, status)
                  select 'bench-item-' || g, 'BENCH-' || g, (string_to_array($1, ','))[1 + g % 12], 'xray-chest',
                         date_trunc('hour', now()) + make_interval(days => 1 + g % 50, hours => g % 8), 
                         date_trunc('hour', now()) + make_interval(days => 1 + g % 50, hours => g % 8, mins => 10), 'BOOKED'
                    from generate_series(1, 400) g`,
    [CLINICS],
  );
  const search = async () => {
    const started = performance.now();
    for (const [from, to] of [
      [day(1), day(42)],
      [day(43), day(56)],
    ] as const) {
      const response = await app.request(`/api/clinic_appointments?clinicIds=${CLINICS}&examSlug=xray-chest&start=${from}&end=${to}`);
      if (response.status !== 200) throw new Error(`slot search answered ${response.status}`);
      await response.json();
    }
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i++) await search();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await search());
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(
    `\nServer slot search, 12 clinics × 8 weeks (${db.kind}, ${RUNS} runs): p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`,
  );
} finally {
  await db.close();
}
