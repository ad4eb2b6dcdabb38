import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { openTestDb } from '../../test-support';
import { listOutbox, sendToOutbox } from './queries';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 120_000);
afterAll(async () => db?.close());

it('lists the newest message first past the ninth (ids compared as numbers, not as text)', async () => {
  for (let n = 1; n <= 12; n += 1) await sendToOutbox(db, { channel: 'sms', recipient: '0400000000', body: `message ${n}` });
  const messages = await listOutbox(db, { recipient: '0400000000' });
  expect(messages.map((message) => message.body)).toEqual(Array.from({ length: 12 }, (_, i) => `message ${12 - i}`));
  expect((await listOutbox(db, { limit: 1 }))[0]!.body).toBe('message 12');
});
