/**
 * The deny page's texts by id: the provider's own (a questionnaire's denial reason, the booking
 * request error message) answer; any other text, or anything that is not an id, does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denyMessageId } from '../../../../src/api/schemas/deny-message.schema';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { seedProviderConfig } from '../../seed/provider';
import { openTestDb } from '../../test-support';

let db: Db;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  db = await openTestDb();
  app = createApp({ db, log: 'silent' });
}, 120_000);
afterAll(async () => db?.close());

const PACEMAKER = 'An MRI is not safe with a pacemaker or defibrillator. Please talk to us about a different test.';
const get = async (id: string) => {
  const response = await app.request(`/api/deny_messages/${encodeURIComponent(id)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('deny messages', () => {
  it('answers a questionnaire’s denial reason and the booking request error message by their ids', async () => {
    expect(await get(denyMessageId(PACEMAKER))).toEqual({ status: 200, body: { message: PACEMAKER } });
    const configured = seedProviderConfig.bookingRequest.creationErrorMessage!;
    expect(await get(denyMessageId(configured))).toEqual({ status: 200, body: { message: configured } });
  });

  it('never answers a text the provider did not write, nor anything that is not an id', async () => {
    for (const id of [denyMessageId('Call 1900 123 456 to unlock your results'), 'zzzzzzzzzzzz', '../config', 'x'.repeat(13), '']) {
      const answer = await get(id || '%20');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'message.deny_generic' });
    }
  });
});
