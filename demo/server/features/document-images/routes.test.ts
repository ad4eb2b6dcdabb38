/**
 * "View document and questionnaire as images" on the reference server: a two-page PDF comes back
 * as two drawn pages (ink where the text is, white elsewhere), an image as itself, an answered
 * questionnaire as a printed sheet; another booking's session, a page past the end and a file that
 * is no PDF are refused.
 */
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageImages } from '../../../../src/api/schemas/document-images.schema';
import type { Attachment } from '../../../../src/api/schemas/attachments.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { samplePdfPages } from '../../seed/sample-pdf';
import { copyDemoBooking, openTestDb } from '../../test-support';
import { testBrowser, type TestBrowser } from '../auth/test-browser';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', authRateLimit: 10_000 });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-IMG-1');
}, 120_000);
afterAll(async () => db?.close());

async function signedIn(bookingKey: string): Promise<TestBrowser> {
  const browser = testBrowser(app);
  expect(await browser.solveCaptcha()).toBe(true);
  expect((await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey, dateOfBirth: '1985-03-27' })).body).toMatchObject({
    success: true,
  });
  return browser;
}

async function send(browser: TestBrowser | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (browser?.cookie) headers.set('Cookie', browser.cookie);
  return app.request(path, { ...init, headers });
}

async function upload(browser: TestBrowser, bytes: Uint8Array, name: string, type: string): Promise<Attachment> {
  const data = new FormData();
  data.set('file', new File([new Uint8Array(bytes)], name, { type }));
  const response = await send(browser, `${BASE}/attachments`, { method: 'POST', body: data });
  expect(response.status).toBe(201);
  return (await response.json()) as Attachment;
}

/** Share of dark pixels in a region of a PNG: text drawn there, or a blank page. */
async function ink(png: ArrayBuffer, region: { x: number; y: number; width: number; height: number }): Promise<number> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(region.x, region.y, region.width, region.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 300) dark += 1;
  return dark / (data.length / 4);
}

const BASE = '/api/secured/appointments/TEST-IMG-1';

describe('an attachment as page images', () => {
  it('draws each page of a PDF: a list of pages, then each page a PNG with the text on it', async () => {
    const browser = await signedIn('TEST-IMG-1');
    const pdf = samplePdfPages([['Referral for MRI knee', 'Dr Jane Citizen'], ['Page two of the referral']]);
    const attachment = await upload(browser, pdf, 'referral.pdf', 'application/pdf');
    const listed = await send(browser, `${BASE}/attachments/${attachment.id}/images`);
    expect(listed.status).toBe(200);
    const { pages } = (await listed.json()) as PageImages;
    expect(pages).toEqual(
      [1, 2].map((number) => ({ number, url: `${BASE}/attachments/${attachment.id}/images/${number}`, width: 1240, height: 1755 })),
    );

    for (const page of pages) {
      const image = await send(browser, page.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('private, no-store');
      const png = await image.arrayBuffer();
      // The lines sit at the top left (72 pt in, from 82 pt down): ink there, none at the bottom.
      expect(await ink(png, { x: 140, y: 150, width: 500, height: 60 })).toBeGreaterThan(0.02);
      expect(await ink(png, { x: 100, y: 1400, width: 1000, height: 300 })).toBe(0);
    }
    expect((await send(browser, `${BASE}/attachments/${attachment.id}/images/3`)).status).toBe(404);
    expect((await send(browser, `${BASE}/attachments/${attachment.id}/images/0`)).status).toBe(404);
  });

  it('an image is its own single page, sent as stored', async () => {
    const browser = await signedIn('TEST-IMG-1');
    const canvas = createCanvas(320, 200);
    const png = canvas.toBuffer('image/png');
    const attachment = await upload(browser, png, 'card.png', 'image/png');
    const { pages } = (await (await send(browser, `${BASE}/attachments/${attachment.id}/images`)).json()) as PageImages;
    expect(pages).toEqual([{ number: 1, url: `${BASE}/attachments/${attachment.id}/images/1`, width: 320, height: 200 }]);
    const image = await send(browser, pages[0]!.url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('a damaged PDF is refused with a reason, and without the booking’s session nothing is shown', async () => {
    const browser = await signedIn('TEST-IMG-1');
    const broken = Buffer.from('%PDF-1.4\nthis is not really a PDF\n%%EOF\n', 'latin1');
    const attachment = await upload(browser, broken, 'broken.pdf', 'application/pdf');
    const refused = await send(browser, `${BASE}/attachments/${attachment.id}/images`);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'document_unreadable' });
    expect((await send(testBrowser(app), `${BASE}/attachments/${attachment.id}/images`)).status).toBe(401);
    expect((await send(testBrowser(app), `${BASE}/attachments/${attachment.id}/images/1`)).status).toBe(401);
  });
});

describe('an answered questionnaire as page images', () => {
  it('draws the booking’s latest answers on a printed sheet, in the asked language; none before answering', async () => {
    const browser = await signedIn('TEST-IMG-1');
    const sheet = `${BASE}/questionnaires/mri-safety/images`;
    expect((await send(browser, sheet)).status).toBe(404);
    const bool = (linkId: string, value: boolean) => ({ linkId, answer: [{ valueBoolean: value }] });
    const saved = await browser.post(`${BASE}/questionnaires`, {
      questionnaireId: 'mri-safety',
      questionnaireResult: JSON.stringify({
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        item: [
          bool('pacemaker', false),
          bool('implants', false),
          bool('metal-eye', false),
          { linkId: 'pregnant', answer: [{ valueCoding: { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'N' } }] },
          bool('claustrophobia', false),
          { linkId: 'weight', answer: [{ valueQuantity: { value: 68.5, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' } }] },
        ],
      }),
    });
    expect(saved.status).toBe(200);

    const listed = await send(browser, `${sheet}?lang=mk`);
    expect(listed.status).toBe(200);
    const { pages } = (await listed.json()) as PageImages;
    expect(pages).toEqual([{ number: 1, url: `${sheet}/1`, width: 1240, height: 1754 }]);
    const image = await send(browser, `${pages[0]!.url}?lang=mk`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = await image.arrayBuffer();
    expect(await ink(png, { x: 110, y: 100, width: 600, height: 60 })).toBeGreaterThan(0.02); // the title
    expect((await send(browser, `${sheet}/2`)).status).toBe(404);
    expect((await send(testBrowser(app), sheet)).status).toBe(401);
    expect((await send(browser, `${BASE}/questionnaires/NOT_AN_ID!/images`)).status).toBe(404);
  });
});
