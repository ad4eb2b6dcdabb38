/**
 * Attachments on the reference server: what it stores (rows, and files in the database's file
 * store), what it refuses (content that is not an allowed kind, whatever its name says; too large;
 * another booking's grant), and temporary documents bound to the uploading session under a key
 * the server issued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { samplePdf } from '../../seed/sample-pdf';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';
import { ATTACHMENT_MAX_BYTES, type Attachment, type AttachmentList } from '../../../../src/api/schemas/attachments.schema';
import { attachTemporaryDocuments, moveTemporaryDocuments } from './service';
import { picture } from './test-files';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-ATT-1');
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-ATT-2');
}, 120_000);
afterAll(async () => db?.close());

const PNG = new Uint8Array(picture('image/png'));

/** Files in the store: what a `readdir` of the old uploads folder counted. */
async function storedFiles(): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from stored_file');
  return row!.count;
}

/** A key as `POST /api/booking_keys` hands it out. */
async function issuedKey(): Promise<string> {
  const response = await app.request('/api/booking_keys', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { bookingKey: string }).bookingKey;
}

async function signedIn(type: 'APPOINTMENT' | 'BOOKING_REQUEST', bookingKey: string, dateOfBirth: string): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { type, bookingKey, dateOfBirth })).body).toMatchObject({ success: true });
  return browser;
}

async function send(browser: TestBrowser | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (browser?.cookie) headers.set('Cookie', browser.cookie);
  const response = await app.request(path, { ...init, headers });
  for (const line of response.headers.getSetCookie()) if (browser) browser.cookie = line.split(';')[0] ?? null;
  return response;
}

function form(bytes: Uint8Array, name: string, documentTypeId?: string, declaredType = 'application/pdf'): FormData {
  const data = new FormData();
  data.set('file', new File([new Uint8Array(bytes)], name, { type: declaredType }));
  if (documentTypeId !== undefined) data.set('documentTypeId', documentTypeId);
  return data;
}

async function list(browser: TestBrowser, base: string): Promise<AttachmentList> {
  const response = await send(browser, `${base}/response`);
  expect(response.status).toBe(200);
  return (await response.json()) as AttachmentList;
}

const APPT = '/api/secured/appointments/TEST-ATT-1/attachments';

describe('appointment attachments', () => {
  it('uploads, lists, downloads, views, replaces and deletes, keeping the stored file in step', async () => {
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-1', '1985-03-27');
    expect((await list(browser, APPT)).attachments).toEqual([]);

    const pdf = samplePdf(['A referral']);
    const created = await send(browser, APPT, { method: 'POST', body: form(pdf, 'my referral.pdf', '1') });
    expect(created.status).toBe(201);
    const attachment = (await created.json()) as Attachment;
    expect(attachment).toMatchObject({
      fileName: 'my referral.pdf',
      contentType: 'application/pdf',
      documentTypeId: 1,
      documentType: { title: 'Referral' },
      downloadUrl: `${APPT}/${attachment.id}/download`,
      viewUrl: `${APPT}/${attachment.id}/view`,
    });
    expect(await storedFiles()).toBe(1);

    const download = await send(browser, attachment.downloadUrl);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="my referral.pdf"/);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(pdf));
    expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    expect(download.headers.get('content-length')).toBe(String(pdf.length));
    // The view link is a page of the PDF's pages drawn by the server, never the PDF itself.
    const view = await send(browser, attachment.viewUrl!);
    expect(view.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await view.text();
    expect(html).toContain(`<img src="${APPT}/${attachment.id}/images/1"`);
    expect(html).not.toContain('<script');
    expect(view.headers.get('content-security-policy')).toMatch(/^default-src 'none'; img-src 'self'; style-src 'sha256-/);

    // Replace with a photo: same id, new content, the old file gone from disk.
    const replaced = await send(browser, `${APPT}/${attachment.id}`, {
      method: 'PUT',
      body: form(PNG, 'photo.png', undefined, 'image/png'),
    });
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      id: attachment.id,
      fileName: 'photo.png',
      contentType: 'image/png',
      documentTypeId: 1,
      viewUrl: null,
    });
    expect(await storedFiles()).toBe(1);
    expect(new Uint8Array(await (await send(browser, attachment.downloadUrl)).arrayBuffer())).toEqual(PNG);

    expect((await send(browser, `${APPT}/${attachment.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await list(browser, APPT)).attachments).toEqual([]);
    expect(await storedFiles()).toBe(0);
    expect((await send(browser, `${APPT}/${attachment.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('a file uploaded through one instance downloads from another (files live in the shared database)', async () => {
    const other = createApp({ db, log: 'silent', authRateLimit: 10_000 });
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-1', '1985-03-27');
    const pdf = samplePdf(['Uploaded through A']);
    const created = (await (await send(browser, APPT, { method: 'POST', body: form(pdf, 'a.pdf') })).json()) as Attachment;
    const fromOther = await other.request(created.downloadUrl, { headers: { Cookie: browser.cookie! } });
    expect(fromOther.status).toBe(200);
    expect(new Uint8Array(await fromOther.arrayBuffer())).toEqual(new Uint8Array(pdf));
    expect((await send(browser, `${APPT}/${created.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('PUT with id 0 (no document yet) uploads a new one', async () => {
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-1', '1985-03-27');
    const response = await send(browser, `${APPT}/0`, { method: 'PUT', body: form(PNG, 'card.png', '3') });
    expect(response.status).toBe(200);
    const { attachments } = await list(browser, APPT);
    expect(attachments.map((a) => a.fileName)).toEqual(['card.png']);
    await send(browser, `${APPT}/${attachments[0]!.id}`, { method: 'DELETE' });
  });

  it('refuses content that is not an allowed kind, whatever its name and declared type say, and stores nothing', async () => {
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-1', '1985-03-27');
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    const response = await send(browser, APPT, { method: 'POST', body: form(script, 'referral.pdf') });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'form.referral_file_types', code: 'unsupported_file_type' });
    expect(await storedFiles()).toBe(0);
  });

  it('refuses a file over the size limit, an unknown document type and a form without a file', async () => {
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-1', '1985-03-27');
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const tooBig = await send(browser, APPT, { method: 'POST', body: form(big, 'big.pdf') });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: 'attachments.too_large_server', code: 'file_too_large' });
    expect((await send(browser, APPT, { method: 'POST', body: form(PNG, 'a.png', '999') })).status).toBe(400);
    expect((await send(browser, APPT, { method: 'POST', body: new FormData() })).status).toBe(400);
    expect(await storedFiles()).toBe(0);
  });

  it("opens by item slugs of the booking, but never another booking's attachments", async () => {
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-1', '1985-03-27');
    expect((await send(browser, '/api/secured/appointments/test-att-1-1/attachments/response')).status).toBe(200);
    expect((await send(browser, '/api/secured/appointments/TEST-ATT-2/attachments/response')).status).toBe(401);
    expect((await send(browser, '/api/secured/appointments/test-att-1-1,test-att-2-1/attachments/response')).status).toBe(401);
    expect((await send(null, `${APPT}/response`)).status).toBe(401);
  });

  it('imports the referral once', async () => {
    const browser = await signedIn('APPOINTMENT', 'TEST-ATT-2', '1985-03-27');
    const base = '/api/secured/appointments/TEST-ATT-2/attachments';
    await send(browser, `${base}/imported`, { method: 'POST' });
    const imported = (await (await send(browser, `${base}/imported`, { method: 'POST' })).json()) as AttachmentList;
    expect(imported.attachments).toHaveLength(1);
    expect(imported.attachments[0]).toMatchObject({ imported: true, contentType: 'application/pdf', documentTypeId: 1 });
  });
});

describe('booking request attachments', () => {
  it('lists exam document types with the uploaded document of each', async () => {
    const browser = await signedIn('BOOKING_REQUEST', 'DEMO-BR-2001', '1990-07-14');
    const base = '/api/secured/booking_requests/DEMO-BR-2001/attachments';
    const before = await list(browser, base);
    expect(before.examDocumentTypes.map((t) => [t.documentTypeId, t.document])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
    const created = (await (
      await send(browser, base, { method: 'POST', body: form(samplePdf(['x']), 'gp.pdf', '1') })
    ).json()) as Attachment;
    const after = await list(browser, `${base}`);
    expect(after.examDocumentTypes[0]).toMatchObject({
      slug: 'DEMO-BR-2001',
      documentTypeId: 1,
      document: { id: created.id, fileName: 'gp.pdf' },
    });
    await send(browser, `${base}/${created.id}`, { method: 'DELETE' });
  });
});

describe('temporary documents', () => {
  it('belong to the session that uploaded them, move with the key, and become the booking’s on attach', async () => {
    const [first, second] = [await issuedKey(), await issuedKey()];
    const TEMP = `/api/temp_documents/${first}/attachments`;
    const uploader = testBrowser(app);
    const created = await send(uploader, TEMP, { method: 'POST', body: form(PNG, 'before.png', '1') });
    expect(created.status).toBe(201);
    expect(uploader.cookie).toMatch(/^rad_session=/);
    expect((await list(uploader, TEMP)).attachments.map((a) => a.fileName)).toEqual(['before.png']);

    // Someone else with the same key sees nothing and cannot delete.
    const stranger = testBrowser(app);
    expect((await list(stranger, TEMP)).attachments).toEqual([]);
    const id = (await list(uploader, TEMP)).attachments[0]!.id;
    expect((await send(stranger, `${TEMP}/${id}`, { method: 'DELETE' })).status).toBe(404);

    expect(await moveTemporaryDocuments(db, first, second)).toBe(1);
    expect((await list(uploader, TEMP)).attachments).toEqual([]);
    expect((await list(uploader, `/api/temp_documents/${second}/attachments`)).attachments).toHaveLength(1);

    expect(await attachTemporaryDocuments(db, second, { type: 'APPOINTMENT', key: 'TEST-ATT-2' })).toBe(1);
    const patient = await signedIn('APPOINTMENT', 'TEST-ATT-2', '1985-03-27');
    const owned = await list(patient, '/api/secured/appointments/TEST-ATT-2/attachments');
    expect(owned.attachments.map((a) => a.fileName)).toContain('before.png');
  });

  it('are refused under a key the server never issued, or one a booking has claimed', async () => {
    const uploader = testBrowser(app);
    const before = await storedFiles();
    for (const key of ['INVENTED-KEY-0001', 'DEMO-APPT-1001']) {
      const response = await send(uploader, `/api/temp_documents/${key}/attachments`, { method: 'POST', body: form(PNG, 'a.png') });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'attachments.unknown_key', code: 'unknown_booking_key' });
    }
    const claimed = await issuedKey();
    await db.query('delete from issued_booking_key where booking_key = $1', [claimed]); // what a create does with the key it uses
    expect((await send(uploader, `/api/temp_documents/${claimed}/attachments`, { method: 'POST', body: form(PNG, 'a.png') })).status).toBe(
      404,
    );
    expect(await storedFiles()).toBe(before);
  });
});
