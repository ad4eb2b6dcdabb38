/**
 * `npx tsx test/bench/slot-render.ts` (after `npm run build`): how long rad-booking's slot grid
 * takes to show a MONTH view with 2,000 slots, and to switch to the next week, in Chromium with a
 * 4× CPU throttle (DevTools' Emulation.setCPUThrottlingRate), median of 5. Each run is timed in a
 * Chromium trace: from the click's event dispatch to the end of the frame that shows the result
 * (the last Paint after the grid changed). Prints figures, asserts nothing.
 */
import type { CDPSession, Page } from 'playwright-core';
import { startHarness } from '../e2e/harness';

const RUNS = 5;
const SLOTS = 2000;

/** 2,000 slots spread over the month of `start` (Sydney clinic, 10-minute slots, weekdays 08:00–17:00). */
function monthOfSlots(start: string) {
  const slots: { start: string; end: string }[] = [];
  const first = new Date(`${start.slice(0, 8)}01T00:00:00Z`);
  for (let day = 0; slots.length < SLOTS && day < 31; day++) {
    const date = new Date(first.getTime() + day * 86_400_000);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    for (let minute = 0; minute < 9 * 60 && slots.length < SLOTS; minute += 5) {
      const at = new Date(date.getTime() - 10 * 3_600_000 + (8 * 60 + minute) * 60_000);
      slots.push({ start: at.toISOString(), end: new Date(at.getTime() + 600_000).toISOString() });
    }
  }
  return {
    clinics: [{ clinicSlug: 'parramatta', clinicName: 'Harbourside Radiology Parramatta', timeZone: 'Australia/Sydney', slots }],
    nextAvailable: null,
  };
}

async function traced(page: Page, cdp: CDPSession, act: () => Promise<void>, done: () => Promise<void>): Promise<number> {
  const events: { name: string; ts: number; dur?: number; ph: string; args?: { data?: { type?: string } } }[] = [];
  // playwright-core types only its own CDP events; the protocol's are plain strings underneath.
  const tracing = cdp as unknown as {
    on(name: string, fn: (message: { value: typeof events }) => void): void;
    off(name: string, fn: (message: { value: typeof events }) => void): void;
    once(name: string, fn: () => void): void;
  };
  const collect = (message: { value: typeof events }) => events.push(...message.value);
  tracing.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await act();
  await done();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const finished = new Promise<void>((resolve) => tracing.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await finished;
  tracing.off('Tracing.dataCollected', collect);
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  const paints = events.filter((event) => event.name === 'Paint' && click && event.ts > click.ts);
  const last = paints.at(-1);
  if (!click || !last) throw new Error('no click or paint in the trace');
  return (last.ts + (last.dur ?? 0) - click.ts) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const harness = await startHarness();
try {
  const month: number[] = [];
  const week: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page } = await harness.open('/select-clinic/mri-knee?selectedClinic=parramatta');
    await page.route('**/api/clinic_appointments?*', (route) => {
      const url = new URL(route.request().url());
      const start = url.searchParams.get('start')!;
      // A month view asks from the Monday before the 1st: its month is two weeks on.
      const middle = new Date(Date.parse(`${start}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
      const body = monthOfSlots(url.searchParams.get('clinicAppointmentsView') === 'MONTH' ? middle : start);
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
    });
    const booking = page.locator('rad-booking');
    await booking.locator('.slots__day').first().waitFor({ timeout: 20_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    month.push(
      await traced(
        page,
        cdp,
        () => booking.getByRole('button', { name: 'Month', exact: true }).click(),
        () => booking.locator('.slots__day').nth(27).waitFor({ timeout: 20_000 }),
      ),
    );
    await booking.getByRole('button', { name: 'Week', exact: true }).click();
    await booking.locator('.slots__day').nth(7).waitFor({ state: 'detached', timeout: 20_000 });
    const before = await booking.locator('.slots__range').textContent();
    week.push(
      await traced(
        page,
        cdp,
        () => booking.getByRole('button', { name: 'Next week' }).click(),
        async () => {
          await booking
            .locator('.slots__range')
            .filter({ hasNotText: before ?? '' })
            .waitFor();
          await booking.locator('.slots__day').first().waitFor();
        },
      ),
    );
    await page.context().close();
  }
  console.log(`\nSlot grid render, 4× CPU throttle, Chromium trace (click → last paint), median of ${RUNS}:`);
  console.log(`  month view with ${SLOTS} slots: ${median(month).toFixed(0)} ms  (runs ${month.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  week switch:                  ${median(week).toFixed(0)} ms  (runs ${week.map((v) => v.toFixed(0)).join(', ')})`);
} finally {
  await harness.close();
}
