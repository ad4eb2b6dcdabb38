/**
 * Files served back under the patient's own file name. A name outside Latin-1 (Macedonian is a
 * shipped locale; a phone names photos with emoji) made the download and the view a 500, because
 * a header value cannot hold those characters; a direction override made `gnp.exe` read as `.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { copyDemoBooking, openTestDb } from '../test-support';
import { picture } from '../features/attachments/test-files';
import { testBrowser } from '../features/auth/test-browser';
import { contentDisposition } from './content-disposition';

let db: Db;
let app: ReturnType<typeof createApp>;
const failures: unknown[] = [];
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({
    db,
    log: 'silent',
    authRateLimit: 10_000,
    reportError: (e) => failures.push(e),
  });
  await copyDemoBooking(db, 'DEMO-APPT-1001', 'TEST-NAMES-1');
}, 120_000);
afterAll(async () => db?.close());

const PNG = new Uint8Array(picture('image/png'));
const BASE = '/api/secured/appointments/TEST-NAMES-1/attachments';

describe('downloading a file under the name it was uploaded with', () => {
  it.each([
    ['упат за снимање.png', 'упат за снимање.png', '____ __ _______.png'],
    ['résumé (1).png', 'résumé (1).png', 'resume (1).png'],
    ['скен 😀.png', 'скен 😀.png', '____ __.png'],
    // The extension is the content's: a picture named like a program is kept as a picture.
    ['invoice\u202egnp.exe', 'invoicegnp.png', 'invoicegnp.png'],
    ['ok\u200b.png', 'ok.png', 'ok.png'],
  ])('%j: stored as %j, served with an ASCII stand-in and the real name', async (uploaded, shown, fallback) => {
    const browser = testBrowser(app);
    expect(await browser.solveCaptcha()).toBe(true);
    await browser.post('/api/auth/patient', { type: 'APPOINTMENT', bookingKey: 'TEST-NAMES-1', dateOfBirth: '1985-03-27' });
    const data = new FormData();
    data.set('file', new File([PNG], uploaded, { type: 'image/png' }));
    const created = await app.request(BASE, { method: 'POST', body: data, headers: { Cookie: browser.cookie! } });
    expect(created.status).toBe(201);
    const attachment = (await created.json()) as { id: number; fileName: string };
    expect(attachment.fileName).toBe(shown);

    for (const [path, kind] of [['download', 'attachment']] as const) {
      const response = await app.request(`${BASE}/${attachment.id}/${path}`, { headers: { Cookie: browser.cookie! } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const disposition = response.headers.get('Content-Disposition')!;
      expect(disposition).toBe(
        `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(shown).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
      );
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    }
  });

  it('no download failed on the server', () => {
    expect(failures).toEqual([]);
  });
});

describe('contentDisposition', () => {
  it('keeps quotes, backslashes and line breaks out of the header', () => {
    expect(contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x.pdf')).toBe(
      `attachment; filename="a_b_cSet-Cookie: x.pdf"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x.pdf`,
    );
    expect(contentDisposition('inline', '\u202e')).toBe(`inline; filename="document"; filename*=UTF-8''document`);
  });
});
