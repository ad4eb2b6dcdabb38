/**
 * Report quality feedback on PGlite: the questionnaire of a link, its one answer, and every error
 * the page shows (feature off, unknown or missing link, already answered).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { loadProvider, storeProviderConfig } from '../config/service';
import { sha256Hex } from '../../lib/crypto';
import { DEMO_IMSEC, DEMO_PACS_APPOINTMENT_ID } from '../image-viewer/demo-data';
import { DEMO_FEEDBACK_QUESTIONNAIRE } from './demo-questionnaire';
import { openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

const ORIGIN = 'http://portal.test';
const PATH = `${ORIGIN}/api/image_viewer_link/questionnaires`;

async function get(query: Record<string, string>) {
  const response = await app.request(`${PATH}?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function post(query: Record<string, string>, body: unknown) {
  const response = await app.request(`${PATH}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ID = DEMO_FEEDBACK_QUESTIONNAIRE.id;
const SYSTEM = 'https://radiology.example/fhir/CodeSystem';
const response = (items: unknown[]) => JSON.stringify({ resourceType: 'QuestionnaireResponse', status: 'completed', item: items });
const coding = (code: string) => [{ valueCoding: { system: SYSTEM, code } }];
const fullAnswer = [
  { linkId: 'quality', answer: coding('quality-5') },
  { linkId: 'answered-question', answer: coding('fully') },
  { linkId: 'comments', answer: [{ valueString: 'Clear and timely.' }] },
  { linkId: 'contact', answer: [{ valueBoolean: false }] },
];
const answer = { questionnaireId: ID, questionnaireResult: response(fullAnswer) };

describe('GET/POST /api/image_viewer_link/questionnaires', () => {
  it('answers the feedback questionnaire of a link (default dialog size lg), by imsec or PACS appointment id', async () => {
    const { status, body } = await get({ imsec: DEMO_IMSEC.pacs });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      questionnaireId: ID,
      title: 'Report quality',
      modalSize: 'lg',
      showClosingConfirmation: true,
    });
    expect(body.questionnaire).toMatchObject({ resourceType: 'Questionnaire', id: 'referrer-report-feedback' });
    expect((await get({ pacsAppointmentId: DEMO_PACS_APPOINTMENT_ID })).status).toBe(200);
  });

  it('stores one answer; a second one, and any later GET, say it was already given', async () => {
    expect(await post({ imsec: DEMO_IMSEC.noImages }, answer)).toEqual({ status: 201, body: { status: 'SAVED' } });
    const [row] = await db.query<{ result: unknown }>(`select result from report_feedback_answer`);
    expect(row?.result).toEqual(JSON.parse(answer.questionnaireResult));
    expect(await post({ imsec: DEMO_IMSEC.noImages }, answer)).toEqual({
      status: 409,
      body: { message: 'message.feedback_already_provided', code: 'already_provided' },
    });
    expect((await get({ imsec: DEMO_IMSEC.noImages })).body.code).toBe('already_provided');
  });

  it('the two names of one link share its one answer', async () => {
    expect((await post({ pacsAppointmentId: DEMO_PACS_APPOINTMENT_ID }, answer)).status).toBe(201);
    expect((await get({ imsec: DEMO_IMSEC.active })).status).toBe(409);
  });

  it('400 without a link, with both names, with a malformed one, or a bad answer; 404 for an unknown link', async () => {
    expect((await get({})).status).toBe(400);
    expect((await get({ imsec: DEMO_IMSEC.expired, pacsAppointmentId: 'X-1' })).status).toBe(400);
    expect((await get({ imsec: 'bad imsec!' })).status).toBe(400);
    expect(await get({ imsec: 'unknown-imsec-token-00000' })).toMatchObject({
      status: 404,
      body: { message: 'message.referrer_feedback_error' },
    });
    expect((await post({ imsec: DEMO_IMSEC.expired }, { ...answer, questionnaireId: 'another-one' })).status).toBe(400);
    expect((await post({ imsec: DEMO_IMSEC.expired }, { questionnaireId: ID, questionnaireResult: '{}' })).status).toBe(400);
    expect((await post({ imsec: DEMO_IMSEC.expired }, { questionnaireId: ID, questionnaireResult: 'not json' })).status).toBe(400);
    expect((await post({ imsec: DEMO_IMSEC.expired }, { questionnaireId: ID })).status).toBe(400);
  });

  it('checks the answer with the rules of the form itself and names the item: nothing the form would refuse is stored', async () => {
    const missingRating = fullAnswer.filter((item) => item.linkId !== 'quality');
    expect(await post({ imsec: DEMO_IMSEC.expired }, { questionnaireId: ID, questionnaireResult: response(missingRating) })).toEqual({
      status: 400,
      body: { message: 'questionnaire.error_required', code: 'invalid_answer', linkId: 'quality' },
    });
    // The phone question shows only after "yes, contact me": an answer to it otherwise is refused.
    const hiddenAnswered = [...fullAnswer, { linkId: 'contact-phone', answer: [{ valueString: '0298765432' }] }];
    expect(
      (await post({ imsec: DEMO_IMSEC.expired }, { questionnaireId: ID, questionnaireResult: response(hiddenAnswered) })).body,
    ).toMatchObject({
      linkId: 'contact-phone',
    });
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from report_feedback_answer where link_key = $1', [
      sha256Hex(DEMO_IMSEC.expired),
    ]);
    expect(row?.n).toBe(0);
  });

  it('404 not_enabled when the provider has feedback turned off', async () => {
    const provider = (await loadProvider(db))!;
    const config = structuredClone(provider.config);
    config.application.referrerReportQualityFeedbackEnabled = false;
    await storeProviderConfig(db, { config });
    try {
      expect(await get({ imsec: DEMO_IMSEC.expired })).toMatchObject({ status: 404, body: { code: 'not_enabled' } });
    } finally {
      await storeProviderConfig(db, { config: provider.config });
    }
  });
});
