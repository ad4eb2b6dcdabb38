/**
 * The multipart upload keeps the one idempotency rule: the same file sent again after a failure
 * with no answer is the same attempt (the server answers it with the first upload), a new file or
 * an upload that got its answer is a new one.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sendMultipart } from './xhr-upload';

/** A stand-in XMLHttpRequest: records each request's headers and answers from the list. */
function transport(outcomes: ('network' | number)[]) {
  const keys: (string | undefined)[] = [];
  const createRequest = () => {
    const headers: Record<string, string> = {};
    const xhr = {
      upload: {},
      status: 0,
      responseText: '',
      withCredentials: false,
      open() {},
      setRequestHeader(name: string, value: string) {
        headers[name] = value;
      },
      send() {
        keys.push(headers['Idempotency-Key']);
        const outcome = outcomes.shift() ?? 201;
        queueMicrotask(() => {
          if (outcome === 'network') return xhr.onerror?.();
          xhr.status = outcome;
          xhr.responseText = JSON.stringify(outcome < 300 ? { id: 1 } : { message: 'x' });
          xhr.onload?.();
        });
      },
      abort() {},
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { keys, transport: { apiBase: 'https://api.test', onUnauthorized: () => {}, createRequest } };
}

const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf', lastModified: 1 });
const body = (name: string) => {
  const form = new FormData();
  form.append('file', file(name));
  return form;
};
const upload = (t: ReturnType<typeof transport>['transport'], name: string) =>
  sendMultipart(t, { method: 'POST', path: 'api/things/attachments', body: body(name), schema: v.object({ id: v.number() }) }).then(
    () => 'ok',
    () => 'failed',
  );

describe('multipart upload', () => {
  it('sends the same file again after a failure with the same key; a new key once answered or for another file', async () => {
    const { keys, transport: t } = transport(['network', 502, 201, 201, 201]);
    expect(await upload(t, 'referral.pdf')).toBe('failed');
    expect(await upload(t, 'referral.pdf')).toBe('failed');
    expect(await upload(t, 'referral.pdf')).toBe('ok');
    expect(await upload(t, 'referral.pdf')).toBe('ok'); // a second copy, on purpose
    expect(await upload(t, 'other.pdf')).toBe('ok');
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(new Set([keys[0], keys[3], keys[4]]).size).toBe(3);
  });
});
