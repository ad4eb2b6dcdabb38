/**
 * Many servers, one PostgreSQL (issue 26): two compiled servers behind Debian's nginx (round-robin,
 * no stickiness; test/e2e/cluster.ts, demo/server/deploy/nginx.conf), every page opened at the
 * balancer's origin, every journey a patient, an agent or a radiologist makes, while each of their
 * requests may reach either server. Then one server is stopped (SIGTERM) in the middle of a burst of
 * bookings: no request fails, no booking is lost or made twice.
 *
 * Runs when TEST_DATABASE_URL names a PostgreSQL admin URL and nginx is installed (.ci/run has both);
 * skipped otherwise. Needs `npm run build` (the widgets) like every journey.
 */
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page, type WebSocketRoute } from 'playwright-core';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyDemoBooking } from '../../demo/server/test-support';
import { DEMO_DIRECT_INPUT, DEMO_IMSEC, DEMO_WORK_ACCOUNT } from '../../demo/server/features/image-viewer/demo-data';
import { samplePdf } from '../../demo/server/seed/sample-pdf';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tools/chromium.mjs';
import { NGINX, startCluster, type Cluster, type Instance } from './cluster';
import { axeViolations } from './harness';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl || !NGINX)('two servers behind nginx on one PostgreSQL', () => {
  let cluster: Cluster;
  let browser: Browser;
  let a: Instance;
  let b: Instance;
  const url = (path: string) => new URL(path, cluster.url).href;

  beforeAll(async () => {
    cluster = await startCluster(adminUrl!);
    [a, b] = cluster.instances;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    await copyDemoBooking(cluster.db, 'DEMO-APPT-1001', 'LB-APPT-SIGNIN');
    await copyDemoBooking(cluster.db, 'DEMO-APPT-1001', 'LB-APPT-DOCS');
    await cluster.db.query(
      `insert into booking_request (booking_key, slug, patient_id, clinic_slug, patient_notes)
       select 'LB-CHAT-0001', 'lb-chat-0001', patient_id, clinic_slug, patient_notes from booking_request where booking_key = 'DEMO-BR-2001'`,
    );
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await cluster?.close();
  });

  /** A new browser context (the identity provider's certificate accepted, as a person does once). */
  async function open(path: string, baseUrl = cluster.url): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(new URL(path, baseUrl).href);
    return { context, page, problems };
  }

  /** Which servers answered the log lines from `from` on (nginx names each request's upstream). */
  async function upstreamsSince(from: number): Promise<Set<string>> {
    const lines = (await cluster.accessLog()).slice(from);
    return new Set(lines.map((line) => line.split(' ')[3]!).filter((upstream) => /^127\.0\.0\.1:\d+$/.test(upstream)));
  }
  const logLength = async () => (await cluster.accessLog()).length;

  async function signInToAppointment(bookingKey: string) {
    const returnUrl = `/appointments/${bookingKey}`;
    const opened = await open(`/authentication?${new URLSearchParams({ returnUrl, type: 'APPOINTMENT', bookingKey }).toString()}`);
    const { page } = opened;
    await page.locator('rad-auth input[autocomplete="bday-day"]').fill('27');
    await page.locator('rad-auth input[autocomplete="bday-month"]').fill('3');
    await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1985');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((address) => address.pathname === returnUrl, { timeout: 30_000 });
    await page.locator('rad-appointments h1', { hasText: 'Your appointment, ' }).waitFor({ timeout: 30_000 });
    return opened;
  }

  it('serves the portal at the balancer’s origin, its requests spread over both servers', async () => {
    const from = await logLength();
    const { context, page, problems } = await open('/');
    await page.locator('rad-portal .shell-main').waitFor({ timeout: 30_000 });
    expect(await upstreamsSince(from)).toEqual(new Set([a.upstream, b.upstream]));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a secure-link sign-in: the session made at one server is good at the other', async () => {
    const from = await logLength();
    const { context, page, problems } = await signInToAppointment('LB-APPT-SIGNIN');
    expect(await page.locator('rad-appointments h1').textContent()).toBe('Your appointment, Ana');
    expect(await upstreamsSince(from)).toEqual(new Set([a.upstream, b.upstream]));
    // Every secured call of the page, wherever it went, was answered for this session.
    const secured = (await cluster.accessLog()).slice(from).filter((line) => line.includes(' /api/secured/'));
    expect(secured.length).toBeGreaterThan(0);
    expect(secured.filter((line) => line.split(' ')[2] === '401')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('booking with a hold: the time held at one server is booked through either', async () => {
    const { context, page, problems } = await open('/select-clinic/us-abdomen?selectedClinic=parramatta');
    const booking = page.locator('rad-booking');
    await booking.getByRole('button', { name: 'Next week' }).click({ timeout: 30_000 });
    const day = booking.locator('.slots__day:not(.slots__day--empty)').first();
    await day.waitFor({ timeout: 30_000 });
    await day.click();
    await booking.locator('.slots__time').first().click();
    const form = booking.locator('[part="booking-form"]');
    await form.waitFor({ timeout: 30_000 });
    // The hold is stored, whichever server took it.
    await expect.poll(async () => (await cluster.db.query(`select 1 from slot_hold where exam_slug = 'us-abdomen'`)).length).toBe(1);
    await form.getByLabel('First name').fill('Lee');
    await form.getByLabel('Last name').fill('Balancer');
    await form.getByLabel('Day').fill('9');
    await form.getByLabel('Month').fill('9');
    await form.getByLabel('Year').fill('1979');
    await form.getByLabel('E-mail').fill('lee.balancer@example.test');
    await form.getByLabel('I have read and accept the terms and conditions').check();
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await booking.locator('[part="confirmation"]').waitFor({ timeout: 30_000 });
    expect(await booking.locator('[part="confirmation"]').textContent()).toContain('Your appointment is booked');
    const stored = await cluster.db.query<{ status: string }>(
      `select i.status from appointment_item i join appointment a on a.booking_key = i.booking_key
         join patient p on p.id = a.patient_id where p.email = 'lee.balancer@example.test'`,
    );
    expect(stored).toEqual([{ status: 'BOOKED' }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a document uploaded through one server downloads through both', async () => {
    const { context, page, problems } = await signInToAppointment('LB-APPT-DOCS');
    const input = page.locator('rad-appointments .rad-attachments > .rad-upload input[type="file"]');
    await input.setInputFiles({ name: 'lb-referral.pdf', mimeType: 'application/pdf', buffer: samplePdf(['through the balancer']) });
    await page.locator('rad-appointments [data-attachment-id]').first().waitFor({ timeout: 30_000 });
    await page.locator('rad-appointments button:text-is("More actions for lb-referral.pdf")').click();
    const href = (await page
      .locator('rad-appointments [role="menu"] [role="menuitem"]:text-is("Download lb-referral.pdf")')
      .getAttribute('href'))!;
    await page.keyboard.press('Escape');
    const from = await logLength();
    // One after another, so round-robin hands them to both servers.
    for (let i = 0; i < 4; i += 1) {
      const download = await page.request.get(url(href));
      expect(download.status()).toBe(200);
      expect((await download.body()).toString('latin1')).toContain('through the balancer');
    }
    expect(await upstreamsSince(from)).toEqual(new Set([a.upstream, b.upstream]));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a chat: the patient at the balancer, agents on each server, everything arrives both ways', async () => {
    // One agent page on each server, opened there (agents are this machine's staff): whichever
    // server the patient's socket reaches, an agent on the other one takes part.
    const agentA = await open('/demo/chat/agent', a.url);
    const agentB = await open('/demo/chat/agent', b.url);
    for (const agent of [agentA, agentB]) await expect.poll(() => agent.page.locator('#agent-status').textContent()).toContain('Connected');

    const returnUrl = '/booking-requests/LB-CHAT-0001';
    const patient = await open(
      `/authentication?${new URLSearchParams({ returnUrl, type: 'BOOKING_REQUEST', bookingKey: 'LB-CHAT-0001', isBookingRequest: 'true' }).toString()}`,
    );
    const { page } = patient;
    await page.locator('rad-auth input[autocomplete="bday-day"]').fill('14');
    await page.locator('rad-auth input[autocomplete="bday-month"]').fill('7');
    await page.locator('rad-auth input[autocomplete="bday-year"]').fill('1990');
    await page.locator('rad-auth [part="submit"]').click();
    await page.waitForURL((address) => address.pathname === returnUrl, { timeout: 30_000 });
    // The patient's socket passes through the test, so its connection can be dropped below.
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/demo\/chat\/socket/, (socket) => {
      sockets.push(socket);
      socket.connectToServer();
    });
    const from = await logLength();
    await page.locator('rad-chat [part="launcher"]').click({ timeout: 30_000 });
    await page.locator('rad-chat [part="input"]').waitFor({ timeout: 20_000 });

    const conversation = (agent: Page) =>
      agent.locator('[data-conversation]').filter({ has: agent.locator('dd', { hasText: /^LB-CHAT-0001$/ }) });
    for (const agent of [agentA, agentB]) await conversation(agent.page).waitFor({ timeout: 20_000 });
    await page.locator('rad-chat [part="input"]').fill('Hello from the balancer');
    await page.locator('rad-chat [part="send"]').click();
    for (const agent of [agentA, agentB]) {
      await expect.poll(() => conversation(agent.page).locator('ol').first().textContent()).toContain('Patient: Hello from the balancer');
    }
    const log = page.locator('rad-chat [part="log"]');
    for (const [agent, text] of [
      [agentA, 'Answer from server A'],
      [agentB, 'Answer from server B'],
    ] as const) {
      await conversation(agent.page).getByLabel('Reply').fill(text);
      await conversation(agent.page).getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => log.textContent(), { timeout: 15_000 }).toContain(text);
    }
    expect(await axeViolations(page, 'rad-portal')).toEqual([]);

    // The connection drops: the messenger connects again through the balancer and resumes the same
    // conversation on whichever server takes it. nginx logs a socket when it closes, naming its
    // server: the patient's connection is dropped until it has been carried by both.
    const socketServers = async () =>
      (await cluster.accessLog())
        .slice(from)
        .filter((line) => line.startsWith('GET /demo/chat/socket 101'))
        .map((line) => line.split(' ')[3]);
    for (let drop = 1; drop <= 6 && new Set(await socketServers()).size < 2; drop += 1) {
      await sockets.at(-1)!.close({ code: 4000, reason: 'network down' });
      await expect.poll(() => sockets.length, { timeout: 20_000 }).toBe(drop + 1);
      await expect.poll(socketServers, { timeout: 20_000 }).toHaveLength(drop);
      await page.locator('rad-chat [part="input"]').waitFor({ timeout: 20_000 });
      await page.locator('rad-chat [part="input"]').fill(`Still here after drop ${drop}`);
      await page.locator('rad-chat [part="send"]').click();
      for (const agent of [agentA, agentB]) {
        await expect
          .poll(() => conversation(agent.page).locator('ol').first().textContent())
          .toContain(`Patient: Still here after drop ${drop}`);
        expect(await conversation(agent.page).count()).toBe(1);
      }
    }
    expect(new Set(await socketServers())).toEqual(new Set([a.upstream, b.upstream]));
    expect(await log.textContent()).not.toContain('Start again');
    expect(patient.problems).toEqual([]);
    for (const opened of [patient, agentA, agentB]) await opened.context.close();
  });

  it('behind the balancer, an agent socket for an outside client is refused; for this machine, accepted', async () => {
    const socketUrl = url('/demo/chat/socket?role=agent').replace(/^http/, 'ws');
    const origin = new URL(cluster.url).origin;
    const connect = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(socketUrl, { origin, headers });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => resolve(-1));
      });
    // nginx appends the address it saw (this machine) to what the client claims; the servers read
    // the right-most address that is not their trusted proxy.
    for (let i = 0; i < 2; i += 1) expect(await connect({ 'X-Forwarded-For': '203.0.113.9' })).toBe(403);
    for (let i = 0; i < 2; i += 1) expect(await connect({})).toBe(101);
  });

  it('the direct image link: signed in at the one issuer behind the balancer, then again in the tab without asking', async () => {
    const { context, page, problems } = await open(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`);
    const allowed: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/image_viewer/direct')) allowed.push(response.status());
    });
    const config = (await (await fetch(url('/api/config'))).json()) as { integration: { workAccount: { authority: string } } };
    expect(config.integration.workAccount.authority).toBe(cluster.idpIssuer);
    const button = page.locator('rad-image-viewer-access [part="sign-in"]');
    await button.waitFor({ timeout: 30_000 });
    const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await popup.locator('#username').fill(DEMO_WORK_ACCOUNT.username);
    await popup.locator('#password').fill(DEMO_WORK_ACCOUNT.password);
    await popup.locator('button[type="submit"]').click();
    await page.waitForURL(/\/demo-viewer\/view\//, { timeout: 30_000 });
    // The viewer (its own site behind the balancer) opens a link whichever server signed it.
    expect(new URL(page.url()).origin).toBe(cluster.viewerOrigin);
    expect(await page.locator('h1').textContent()).toBe('MRI left knee');
    // The same link again: the cached token, checked by whichever server answers.
    for (let i = 0; i < 2; i += 1) {
      await page.goto(url(`/image-viewer-access?input=${DEMO_DIRECT_INPUT.allowed}`));
      await page.waitForURL(/\/demo-viewer\/view\//, { timeout: 30_000 });
    }
    // The popup's sign-in, then twice the cached token: each checked by whichever server answered.
    expect(allowed).toEqual([200, 200, 200]);
    expect(await page.locator('h1').textContent()).toBe('MRI left knee');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the referrer’s viewer link made by one server opens at both', async () => {
    const { context, page, problems } = await open(`/referrer/quick-report?imsec=${DEMO_IMSEC.active}`);
    const frame = page.locator('rad-image-viewer [part="frame"]');
    await frame.waitFor({ timeout: 30_000 });
    const viewer = (await frame.getAttribute('src'))!;
    const from = await logLength();
    // The link the page's server made, opened one after another: round-robin hands it to both viewers.
    expect(new URL(viewer).origin).toBe(cluster.viewerOrigin);
    for (let i = 0; i < 4; i += 1) expect((await page.request.get(viewer)).status()).toBe(200);
    expect(await upstreamsSince(from)).toEqual(new Set([a.viewerUpstream, b.viewerUpstream]));
    await expect.poll(() => page.frameLocator('rad-image-viewer [part="frame"]').locator('h1').textContent()).toBe('MRI left knee');
    expect(problems).toEqual([]);
    await context.close();
  });

  /** Requests to /api/auth/* until the first 429; returns its number and the servers that answered. */
  async function firstRateLimited(): Promise<{ at: number; servers: Set<string> }> {
    await cluster.db.query(`delete from rate_limit_window where limiter = 'auth'`);
    const from = await logLength();
    for (let request = 1; request <= 300; request += 1) {
      const response = await fetch(url('/api/auth/captcha'));
      await response.arrayBuffer();
      if (response.status === 429) return { at: request, servers: await upstreamsSince(from) };
    }
    return { at: Infinity, servers: await upstreamsSince(from) };
  }

  const rateLimits: Record<string, number> = {};

  it('the sign-in rate limit is counted once: the first 429 at request 121 with two servers answering', async () => {
    const { at, servers } = await firstRateLimited();
    rateLimits.two = at;
    expect(servers).toEqual(new Set([a.upstream, b.upstream]));
    expect(at).toBe(121);
  });

  it('one server stops (SIGTERM) during a burst of bookings: no request fails, no booking is lost or made twice', async () => {
    const BOOKINGS = 60;
    const WORKERS = 8;
    const READERS = 4;
    const clinic = 'bondi-junction';
    const exam = 'us-abdomen';
    // Free times two to five weeks ahead, one per booking.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const search = (await (
      await fetch(url(`/api/clinic_appointments?clinicIds=${clinic}&examSlug=${exam}&start=${day(14)}&end=${day(35)}`))
    ).json()) as { clinics: { slots: { start: string }[] }[] };
    const starts = [...new Set(search.clinics.flatMap((entry) => entry.slots.map((slot) => slot.start)))].slice(0, BOOKINGS);
    expect(starts).toHaveLength(BOOKINGS);

    const failures: string[] = [];
    let requests = 0;
    const send = async (path: string, init?: RequestInit & { json?: unknown }): Promise<Response> => {
      requests += 1;
      const { json, ...rest } = init ?? {};
      const response = await fetch(url(path), {
        ...rest,
        ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'Content-Type': 'application/json', ...rest.headers } }),
      });
      return response;
    };
    const booked: string[] = [];
    let done = 0;
    let stopped: Promise<number | null> | undefined;
    const queue = [...starts];
    const worker = async (n: number) => {
      // Each worker is one patient's browser: a hold belongs to the session that made it.
      let cookie = '';
      for (let start = queue.shift(); start; start = queue.shift()) {
        // Every write carries an Idempotency-Key, as the widgets' client sends it.
        const hold = await send('/api/slot_holds', {
          method: 'POST',
          headers: { 'Idempotency-Key': randomUUID(), ...(cookie ? { Cookie: cookie } : {}) },
          json: { clinicSlug: clinic, examSlug: exam, start },
        });
        cookie = hold.headers.get('Set-Cookie')?.split(';')[0] ?? cookie;
        if (hold.status !== 201) {
          failures.push(`hold ${start}: ${hold.status} ${await hold.text()}`);
          continue;
        }
        const { holdId } = (await hold.json()) as { holdId: string };
        // Reads in between, as the widgets make them.
        for (const path of [
          '/api/config',
          `/api/clinic_appointments?clinicIds=${clinic}&examSlug=${exam}&start=${day(14)}&end=${day(15)}`,
        ]) {
          const read = await send(path);
          await read.arrayBuffer();
          if (read.status !== 200) failures.push(`GET ${path}: ${read.status}`);
        }
        const created = await send('/api/appointments', {
          method: 'POST',
          headers: { 'Idempotency-Key': randomUUID(), Cookie: cookie },
          json: {
            form: {
              firstName: 'Burst',
              lastName: `Patient${n}`,
              email: `burst-${starts.indexOf(start)}@example.test`,
              dateOfBirth: '1970-01-01',
            },
            items: [{ clinicSlug: clinic, examSlug: exam, start, holdId }],
          },
        });
        if (created.status !== 201) failures.push(`create ${start}: ${created.status} ${await created.text()}`);
        else booked.push(((await created.json()) as { bookingKey: string }).bookingKey);
        done += 1;
        // A third of the way through, server A is told to stop while the others keep going.
        if (done === Math.floor(BOOKINGS / 3)) stopped = a.stop();
      }
    };
    // Pages being read all the while, as other patients do.
    let finished = false;
    let reads = 0;
    const reader = async () => {
      while (!finished) {
        const read = await send('/api/config');
        await read.arrayBuffer();
        reads += 1;
        if (read.status !== 200) failures.push(`GET /api/config: ${read.status}`);
      }
    };
    const readers = Array.from({ length: READERS }, () => reader());
    await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
    finished = true;
    await Promise.all(readers);
    expect(await stopped).toBe(0);

    expect(failures).toEqual([]);
    expect(booked).toHaveLength(BOOKINGS);
    const rows = await cluster.db.query<{ booking_key: string; starts_at: Date }>(
      `select i.booking_key, i.starts_at from appointment_item i join appointment a on a.booking_key = i.booking_key
         join patient p on p.id = a.patient_id where p.email like 'burst-%@example.test'`,
    );
    // Each booking stored once, each at its own time: none lost, none twice.
    expect(rows).toHaveLength(BOOKINGS);
    expect(new Set(rows.map((row) => row.booking_key))).toEqual(new Set(booked));
    expect(new Set(rows.map((row) => new Date(row.starts_at).toISOString()))).toEqual(
      new Set(starts.map((s) => new Date(s).toISOString())),
    );
    const drained = /closed: (\d+) of (\d+) requests in flight finished/.exec(a.stdout());
    expect(drained).not.toBeNull();
    console.log(
      `burst: ${requests} requests (${BOOKINGS} bookings, ${reads} extra reads); server A stopped with ${drained![2]} in flight, ${drained![1]} finished; ${failures.length} failed`,
    );
  }, 180_000);

  it('with one server left, the rate limit still gives its first 429 at request 121', async () => {
    const { at, servers } = await firstRateLimited();
    rateLimits.one = at;
    expect(servers).toEqual(new Set([b.upstream]));
    expect(at).toBe(121);
    console.log(`first 429 of /api/auth/*: request ${rateLimits.two} with two servers, ${rateLimits.one} with one`);
  });
});
