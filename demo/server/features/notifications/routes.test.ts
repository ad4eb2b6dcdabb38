import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../../src/constants';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { DEMO_EMAIL_REFERENCES, EMAIL_TEMPLATES, SAMPLE_VALUES, SMS_TEMPLATES, emailLocale, fillSmsTemplate } from './service';
import { openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
const PATH = '/api/notifications/preview_translated_email';
const [ana] = DEMO_EMAIL_REFERENCES;
const STAFF_TOKEN = 'staff-secret-for-tests';
const STAFF = { Authorization: `Bearer ${STAFF_TOKEN}` };

beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent', staffToken: STAFF_TOKEN });
}, 120_000);

afterAll(async () => db?.close());

async function preview(query: Record<string, string>, headers: Record<string, string> = STAFF) {
  const response = await app.request(`${PATH}?${new URLSearchParams(query)}`, { headers });
  return { response, body: (await response.json()) as { content?: string; message?: string; code?: string } };
}

describe('GET /api/notifications/preview_translated_email', () => {
  it('answers every template in every locale, filled from the demo reference', async () => {
    const seen = new Set<string>();
    for (const template of EMAIL_TEMPLATES) {
      for (const lang of SUPPORTED_LOCALES) {
        const { response, body } = await preview({ template, lang, referenceId: ana!.id });
        expect(response.status, `${template} ${lang}`).toBe(200);
        expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        expect(Object.keys(body)).toEqual(['content']);
        const content = body.content!;
        expect(content, `${template} ${lang}`).toMatch(/^<p>/);
        expect(content).toContain('Ana');
        expect(content).toContain('Harbourside Radiology');
        expect(content).not.toMatch(/\{\{|\}\}/);
        if (template === 'one_time_code') expect(content).toContain(ana!.code);
        else if (template.endsWith('_shared')) {
          // Ana's own share: its contact and link, never a booking key.
          expect(content).toContain('Sam Kovac');
          expect(content).toContain('href="/appointments/share-ana-knee/result?shared=true&amp;slug=share-ana-knee"');
        } else if (template === 'booking_pending') expect(content).toContain(`href="/appointments/${ana!.id}"`);
        else if (template.startsWith('share_')) expect(content).toContain(`href="/appointments/${ana!.id}/result"`);
        else expect(content).toContain('MRI');
        // Each locale's own text (a dated template differs in every locale; the share e-mails, undated, read the same in en-CA and en-US).
        seen.add((template.endsWith('_shared') || template === 'booking_pending') && lang === 'en-US' ? `${template} en-US` : content);
      }
    }
    expect(seen.size).toBe(EMAIL_TEMPLATES.length * SUPPORTED_LOCALES.length);
  });

  it('previews the SMS templates as their plain text, in Macedonian for mk, never as markup', async () => {
    for (const template of SMS_TEMPLATES) {
      const english = (await preview({ template, lang: 'en-AU', referenceId: ana!.id })).body.content!;
      const macedonian = (await preview({ template, lang: 'mk', referenceId: ana!.id })).body.content!;
      expect(english, template).toMatch(/^<p>[^<]*<\/p>$/);
      expect(english).toContain('Harbourside Radiology');
      expect(english).not.toMatch(/\{\{|\}\}/);
      expect(macedonian, template).toMatch(/[\u0400-\u04FF]{4}/);
      expect(macedonian).not.toBe(english);
    }
    expect((await preview({ template: 'one_time_code_sms', lang: 'en-AU', referenceId: ana!.id })).body.content).toBe(
      `<p>${ana!.code} is your Harbourside Radiology code. It expires in 10 minutes. Never share it.</p>`,
    );
    expect((await preview({ template: 'booking_pending_sms', lang: 'mk', referenceId: ana!.id })).body.content).toContain(
      `Ana, вашата резервација во Harbourside Radiology чека потврда. Ги чуваме термините за вас: /appointments/${ana!.id}`,
    );
  });

  it('fills an SMS as plain text: values unescaped, their line breaks and control characters cannot add lines', () => {
    const text = fillSmsTemplate('{{name}} & {{clinic}}: {{link}}{{missing}}', {
      name: 'Jo\r\nCall 1900 000 000\u0000\u001b[31m\u2028now',
      clinic: 'Smith & Co <Radiology>',
      link: 'https://example.test/a?b=1&c=2',
    });
    expect(text).toBe('Jo Call 1900 000 000 [31m now & Smith & Co <Radiology>: https://example.test/a?b=1&c=2');
  });

  it('previews the share e-mails: without the staff credential, a sample contact and link, never the real share', async () => {
    for (const template of ['results_shared', 'history_shared']) {
      const { body } = await preview({ template, lang: 'en-AU', referenceId: ana!.id }, {});
      expect(body.content).toContain(SAMPLE_VALUES.contactName);
      expect(body.content).toContain('href="/appointments/share-sample/result?shared=true&amp;slug=share-sample"');
      expect(body.content).not.toContain('Sam Kovac');
      expect(body.content).not.toContain('share-ana-knee');
    }
  });

  it('shows no patient data without the staff credential: sample values for every reference', async () => {
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: STAFF_TOKEN }] as Record<string, string>[]) {
      const { response, body } = await preview({ template: 'appointment_confirmation', lang: 'en-AU', referenceId: ana!.id }, headers);
      expect(response.status).toBe(200);
      expect(body.content).toContain(SAMPLE_VALUES.patientFirstName);
      expect(body.content).toContain(SAMPLE_VALUES.clinicName);
      expect(body.content).not.toContain('Ana');
      expect(body.content).not.toContain('Parramatta');
    }
    const code = await preview({ template: 'one_time_code', lang: 'en-AU', referenceId: ana!.id }, {});
    expect(code.body.content).not.toContain(ana!.code);
    // Without any STAFF_TOKEN configured, nobody is staff.
    const open = createApp({ db, log: 'silent' });
    const anyone = await open.request(`${PATH}?template=appointment_confirmation&lang=en-AU&referenceId=${ana!.id}`, { headers: STAFF });
    expect(((await anyone.json()) as { content: string }).content).not.toContain('Ana');
  });

  it('writes Macedonian text and a Macedonian date for mk', async () => {
    const { body } = await preview({ template: 'appointment_confirmation', lang: 'mk', referenceId: ana!.id });
    expect(body.content).toContain('Вашиот термин');
    expect(body.content).toMatch(/март 2030/);
    expect(body.content).toContain('Harbourside Radiology Parramatta');
    // The booking's own link (migration 091), never a share's.
    expect(body.content).toMatch(/<a href="\/appointments\/[^"/?]+">Погледнете го или променете го терминот<\/a>/);
  });

  it('uses clearly invented values for an unknown reference, escaped', async () => {
    const { response, body } = await preview({ template: 'appointment_reminder', lang: 'en-AU', referenceId: '<b>x</b>' });
    expect(response.status).toBe(200);
    expect(body.content).toContain(SAMPLE_VALUES.patientFirstName);
    expect(body.content).toContain(SAMPLE_VALUES.examName);
    expect(body.content).not.toContain('<b>x</b>');
  });

  it('falls back to en-AU for an unsupported lang, and matches by language', async () => {
    const enAU = (await preview({ template: 'one_time_code', lang: 'en-AU', referenceId: 'r' })).body.content;
    expect((await preview({ template: 'one_time_code', lang: 'fr-FR', referenceId: 'r' })).body.content).toBe(enAU);
    expect((await preview({ template: 'one_time_code', lang: 'mk_MK', referenceId: 'r' })).body.content).toContain('еднократен');
    expect(emailLocale('EN-us')).toBe('en-US');
    expect(emailLocale('en')).toBe('en-AU');
  });

  it('answers 404 JSON for an unknown template and 400 for a missing parameter', async () => {
    const unknown = await preview({ template: 'nope', lang: 'en-AU', referenceId: 'r' });
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('nope') });
    for (const missing of ['template', 'lang', 'referenceId']) {
      const query: Record<string, string> = { template: 'one_time_code', lang: 'en-AU', referenceId: 'r' };
      delete query[missing];
      const { response, body } = await preview(query);
      expect(response.status, missing).toBe(400);
      expect(body.message).toContain(missing);
    }
    expect((await preview({ template: '', lang: 'en-AU', referenceId: 'r' })).response.status).toBe(400);
  });

  it('escapes every substituted value', async () => {
    await db.query(`insert into email_template (template, locale, subject, body_html) values ('escape_test', 'en-AU', 's', $1)`, [
      '<p>{{radiologyName}} {{patientFirstName}} {{unknownPlaceholder}}</p>',
    ]);
    await db.query(`update exam set name = $1 where slug = 'mri-knee'`, ['MRI <img src=x onerror=alert(1)> & "knee"']);
    await db.query(`update email_template set body_html = body_html || '<p>{{examName}}</p>' where template = 'escape_test'`);
    const { body } = await preview({ template: 'escape_test', lang: 'en-AU', referenceId: ana!.id });
    expect(body.content).toBe('<p>Harbourside Radiology Ana </p><p>MRI &lt;img src=x onerror=alert(1)&gt; &amp; &quot;knee&quot;</p>');
  });
});
