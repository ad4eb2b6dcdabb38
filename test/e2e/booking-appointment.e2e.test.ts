/**
 * Booking an appointment against the reference server (issue 12), as a patient in Perth booking a
 * Sydney clinic: a time from the grid (Sydney time, labelled), the form, the confirmation, then
 * the appointment found stored, its page reachable, the .ics in the clinic's zone. Also: a create
 * that fails once (503) and books once on the retry; two patients racing for one slot.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../demo/server/seed/sample-pdf';
import { axeViolations, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 120_000);
afterAll(async () => harness?.close());

const booking = (page: Page) => page.locator('rad-booking');

async function openInPerth(path: string): Promise<{ page: Page; problems: string[] }> {
  const context = await harness.browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'Australia/Perth',
    locale: 'en-AU',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.goto(harness.url(path));
  return { page, problems };
}

/** Next week's first day with times, then its first time; returns that time's accessible name. */
async function pickTime(page: Page): Promise<string> {
  await booking(page).getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
  const day = booking(page).locator('.slots__day:not(.slots__day--empty)').first();
  await day.waitFor({ timeout: 20_000 });
  await day.click();
  const time = booking(page).locator('.slots__time').first();
  await time.waitFor();
  const name = (await time.getAttribute('aria-label')) ?? '';
  await time.click();
  await booking(page).locator('[part="booking-form"]').waitFor();
  return name;
}

/** The booking's health questions (they open from the form): answer each, then submit. */
async function answerQuestions(page: Page, answers: Record<string, string>, weight?: string): Promise<void> {
  const runner = (selector: string) => page.locator(`rad-booking rad-questionnaire ${selector}`);
  await runner('dialog[open] form').waitFor({ timeout: 20_000 });
  for (const [linkId, label] of Object.entries(answers)) {
    await runner(`[data-link-id="${linkId}"] label.q-option`)
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
  }
  if (weight) await runner('[data-link-id="weight"] input').fill(weight);
  await runner('[part="submit"]').click();
  await booking(page).locator('.booking-questions__done').waitFor({ timeout: 20_000 });
}

/** What has focus, through the open shadow roots: its tag and its text (a field: its label). */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : active.textContent;
    return { tag: active.localName, label: (label ?? '').trim() };
  });

const MRI_SAFE = { pacemaker: 'No', implants: 'No', 'metal-eye': 'No', pregnant: 'Does not apply to me', claustrophobia: 'No' };
const CT_SAFE = { 'contrast-reaction': 'No', 'kidney-disease': 'No', diabetes: 'No' };

async function fillForm(page: Page, email: string): Promise<void> {
  const form = booking(page).locator('[part="booking-form"]');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Nguyen');
  await form.getByLabel('Day').fill('2');
  await form.getByLabel('Month').fill('4');
  await form.getByLabel('Year').fill('1980');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('I have read and accept the terms and conditions').check();
}

async function storedItems(email: string) {
  return harness.server.db.query<{ booking_key: string; clinic_slug: string; exam_slug: string; starts_at: Date; status: string }>(
    `select i.booking_key, i.clinic_slug, i.exam_slug, i.starts_at, i.status
       from appointment_item i join appointment a on a.booking_key = i.booking_key join patient p on p.id = a.patient_id
      where p.email = $1`,
    [email],
  );
}

describe('booking an appointment', () => {
  it('a patient in Perth books a Sydney clinic in Sydney time; stored, linked, and in the calendar file in the clinic zone', async () => {
    const { page, problems } = await openInPerth('/select-clinic/mri-knee?selectedClinic=parramatta');
    const name = await pickTime(page);
    // Sydney time, labelled, since Perth's clock differs.
    expect(name).toMatch(/, \d{1,2}:\d{2} [ap]m AE[DS]T, Harbourside Radiology Parramatta$/);
    expect(await axeViolations(page)).toEqual([]);
    // Focus follows (issue 24 item 2): the time chosen → the form's heading; answered → its first field.
    expect(await focused(page)).toEqual({ tag: 'h2', label: 'Your details' });
    await answerQuestions(page, MRI_SAFE, '70');
    await expect.poll(() => focused(page)).toEqual({ tag: 'input', label: 'First name' });
    await fillForm(page, 'perth.patient@example.test');
    await booking(page).getByRole('button', { name: 'Book appointment' }).click();
    await booking(page).locator('[part="confirmation"]').waitFor({ timeout: 20_000 });
    expect(await booking(page).locator('[part="confirmation"]').textContent()).toContain('Your appointment is booked');
    // The confirmation is the page: its heading has focus, nothing offers to change the clinic (item 5).
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', label: 'Your appointment is booked' });
    expect(await booking(page).getByText('Clinic chosen').count()).toBe(0);
    expect(
      await booking(page)
        .getByRole('button', { name: /Change clinic|Start again/ })
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const href = await booking(page).getByRole('link', { name: 'View or change your appointment' }).getAttribute('href');
    const bookingKey = /^\/appointments\/([A-Za-z0-9-]+)$/.exec(href ?? '')?.[1];
    expect(bookingKey).toBeTruthy();
    const [item, ...more] = await storedItems('perth.patient@example.test');
    expect(more).toEqual([]);
    expect(item).toMatchObject({ booking_key: bookingKey, clinic_slug: 'parramatta', exam_slug: 'mri-knee', status: 'BOOKED' });
    // The appointment page the confirmation links to answers.
    expect((await page.request.get(harness.url(href!))).status()).toBe(200);

    // The calendar file: the stored instant written as Sydney wall time.
    const ics = decodeURIComponent(
      (await booking(page).getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!.replace(
        /^data:text\/calendar;charset=utf-8,/,
        '',
      ),
    );
    const start = new Date(item!.starts_at);
    const sydney = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(start)
      .replace(/[-:,\s]/g, '');
    expect(ics).toContain(`DTSTART;TZID=Australia/Sydney:${sydney.slice(0, 8)}T${sydney.slice(8)}00`);
    // Where, as a patient and a map app read it: the whole address, not only the street (issue 24 item 6).
    const where = 'Level 2, 160 Church Street, Parramatta NSW 2150';
    expect(await booking(page).locator('[part="confirmation"]').textContent()).toContain(where);
    expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:Harbourside Radiology Parramatta\\, ${where.replaceAll(',', '\\,')}\r\n`);
    // The e-mail went to the outbox with the link.
    const [mail] = await harness.server.db.query<{ body: string }>(`select body from outbox where recipient = $1`, [
      'perth.patient@example.test',
    ]);
    expect(mail?.body).toContain(`/appointments/${bookingKey}`);
    expect(problems).toEqual([]);
  });

  it('a create that fails with 503 is retried with the same key and books once', async () => {
    const { page } = await openInPerth('/select-clinic/ct-brain?selectedClinic=bondi-junction');
    let failed = 0;
    const keys: string[] = [];
    await page.route('**/api/appointments', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (failed++ === 0) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
      return route.continue();
    });
    await pickTime(page);
    await answerQuestions(page, CT_SAFE);
    await fillForm(page, 'retry.patient@example.test');
    await booking(page).getByRole('button', { name: 'Book appointment' }).click();
    await booking(page).locator('[part="confirmation"]').waitFor({ timeout: 20_000 });
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(await storedItems('retry.patient@example.test')).toHaveLength(1);
  });

  it('two patients racing for one slot: exactly one 201 and one 409, one appointment stored', async () => {
    const monday = new Date(Date.now() + 21 * 86_400_000);
    while (monday.getUTCDay() !== 1) monday.setUTCDate(monday.getUTCDate() + 1);
    const day = monday.toISOString().slice(0, 10);
    const slots = (await (
      await fetch(harness.url(`/api/clinic_appointments?clinicIds=bondi-junction&examSlug=xray-chest&start=${day}&end=${day}`))
    ).json()) as { clinics: { slots: { start: string }[] }[] };
    const start = slots.clinics[0]!.slots[3]!.start;
    const create = (email: string) =>
      fetch(harness.url('/api/appointments'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          form: { firstName: 'Race', lastName: 'Patient', email, dateOfBirth: '1980-01-01' },
          items: [{ clinicSlug: 'bondi-junction', examSlug: 'xray-chest', start }],
        }),
      });
    const answers = await Promise.all([create('race.a@example.test'), create('race.b@example.test')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await harness.server.db.query(
      `select 1 from appointment_item where clinic_slug = 'bondi-junction' and starts_at = $1 and status = 'BOOKED'`,
      [start],
    );
    expect(rows).toHaveLength(1);
  });

  it('sends an enquiry for an exam staff confirm: nothing held, the booking request stored with the preferred time, its page linked', async () => {
    const { page, problems } = await openInPerth('/select-clinic/us-obstetric-12-week?selectedClinic=parramatta');
    await booking(page).getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
    await booking(page).getByText('the time you choose is your preference').waitFor({ timeout: 20_000 });
    const day = booking(page).locator('.slots__day:not(.slots__day--empty)').first();
    await day.click();
    const time = booking(page).locator('.slots__time').first();
    const name = (await time.getAttribute('aria-label')) ?? '';
    await time.click();
    await booking(page).locator('[part="booking-form"]').waitFor();
    expect(await harness.server.db.query(`select 1 from slot_hold where clinic_slug = 'parramatta' and expires_at > now()`)).toEqual([]);
    await fillForm(page, 'enquiry.patient@example.test');
    await booking(page).getByRole('button', { name: 'Send enquiry' }).click();
    await booking(page).locator('[part="confirmation"]').waitFor({ timeout: 20_000 });
    expect(await booking(page).locator('[part="confirmation"]').textContent()).toContain('Your enquiry is sent');
    expect(await axeViolations(page)).toEqual([]);

    const [stored, ...more] = await harness.server.db.query<{
      booking_key: string;
      exam_slug: string;
      clinic_slug: string;
      preferred_start: Date;
      status: string;
    }>(
      `select b.booking_key, b.exam_slug, b.clinic_slug, b.preferred_start, b.status
         from booking_request b join patient p on p.id = b.patient_id where p.email = 'enquiry.patient@example.test'`,
    );
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ exam_slug: 'us-obstetric-12-week', clinic_slug: 'parramatta', status: 'PENDING' });
    // The preferred time is the one the patient chose (its accessible name, in Sydney time).
    const chosen = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', hour: 'numeric', minute: '2-digit' }).format(
      new Date(stored!.preferred_start),
    );
    expect(name).toContain(chosen);
    const href = await booking(page)
      .getByRole('link', { name: /View your enquiry/ })
      .getAttribute('href');
    expect(href).toBe(`/booking-requests/${stored!.booking_key}`);
    expect(
      await harness.server.db.query(
        `select 1 from appointment_item i join appointment a on a.booking_key = i.booking_key join patient p on p.id = a.patient_id where p.email = 'enquiry.patient@example.test'`,
      ),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('no time suits: a callback request from under the grid reaches the booking team', async () => {
    const { page } = await openInPerth('/select-clinic/ct-brain?selectedClinic=bondi-junction');
    await booking(page).getByRole('button', { name: 'Ask us to call you back' }).click({ timeout: 20_000 });
    const dialog = booking(page).locator('dialog[open]');
    await dialog.getByLabel('Your name').fill('Noah Perth');
    await dialog.getByLabel('Contact number').fill('0891234567');
    await dialog.getByLabel('Best time to call').selectOption('afternoon');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await booking(page).getByText('Our booking team will call you back').waitFor();
    const rows = await harness.server.db.query(
      `select phone, time_of_day, exam_slug, clinic_slug from callback_request where name = 'Noah Perth'`,
    );
    expect(rows).toEqual([{ phone: '0891234567', time_of_day: 'afternoon', exam_slug: 'ct-brain', clinic_slug: 'bondi-junction' }]);
  });

  it('the grid’s place is in the URL: a reload shows the same week, day and times of day', async () => {
    const { page, problems } = await openInPerth('/select-clinic/ct-brain?selectedClinic=bondi-junction');
    await booking(page).getByRole('button', { name: 'Next week' }).click({ timeout: 20_000 });
    const day = booking(page).locator('.slots__day:not(.slots__day--empty)').nth(1);
    await day.click();
    await booking(page).locator('.slots__time').first().waitFor();
    await booking(page).getByRole('checkbox', { name: 'Morning' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('timeOfDay')).toBe('morning');
    const query = new URL(page.url()).searchParams;
    expect(query.get('slotsView')).toBe('WEEK');
    expect(query.get('week')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const before = await booking(page).locator('.slots__time').allTextContents();
    expect(before.every((time) => / am/.test(time))).toBe(true);

    await page.reload();
    await booking(page).locator('.slots__time').first().waitFor({ timeout: 20_000 });
    expect(await booking(page).locator('.slots__time').allTextContents()).toEqual(before);
    expect(await booking(page).getByRole('checkbox', { name: 'Morning' }).isChecked()).toBe(true);
    expect(await booking(page).locator('.slots__range').textContent()).toBeTruthy();
    expect(problems).toEqual([]);
  });

  it('a referral uploaded in the form (upload=true) waits under the booking key and becomes the appointment’s document', async () => {
    const { page, problems } = await openInPerth('/select-clinic/xray-chest?selectedClinic=bondi-junction&upload=true');
    await pickTime(page);
    const input = booking(page).locator('.booking-form__referral input[type="file"]');
    await input.setInputFiles({ name: 'referral-chest.pdf', mimeType: 'application/pdf', buffer: samplePdf(['Chest X-ray, please']) });
    await booking(page).getByText('Uploaded: referral-chest.pdf').waitFor({ timeout: 20_000 });
    const [waiting] = await harness.server.db.query<{ owner_type: string; owner_key: string }>(
      `select owner_type, owner_key from attachment where file_name = 'referral-chest.pdf'`,
    );
    expect(waiting?.owner_type).toBe('TEMPORARY');
    expect(await axeViolations(page)).toEqual([]);
    await fillForm(page, 'referral.patient@example.test');
    await booking(page).getByRole('button', { name: 'Book appointment' }).click();
    await booking(page).locator('[part="confirmation"]').waitFor({ timeout: 20_000 });
    const [item] = await storedItems('referral.patient@example.test');
    const [adopted] = await harness.server.db.query<{ owner_type: string; owner_key: string }>(
      `select owner_type, owner_key from attachment where file_name = 'referral-chest.pdf'`,
    );
    expect(adopted).toEqual({ owner_type: 'APPOINTMENT', owner_key: item!.booking_key });
    expect(waiting?.owner_key).toBe(item!.booking_key);
    expect(problems).toEqual([]);
  });
});
