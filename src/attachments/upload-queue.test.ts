import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { DEFAULT_UPLOAD_RULES, type Attachment } from '../api/schemas/attachments.schema';
import type { UploadOptions } from './attachments.api';
import { createUploadQueue } from './upload-queue';

const pdf = (name = 'referral.pdf') => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });
const stored = { id: 7, fileName: 'referral.pdf' } as Attachment;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('upload queue', () => {
  it('shows progress, then drops the item and reports the stored attachment', async () => {
    const call = deferred<Attachment>();
    let options: UploadOptions | undefined;
    const uploaded = vi.fn();
    const queue = createUploadQueue({ upload: (o) => ((options = o), call.promise), rules: () => DEFAULT_UPLOAD_RULES, uploaded });
    expect(queue.add(pdf(), { documentTypeId: 1 })).toBe(true);
    expect(options).toMatchObject({ documentTypeId: 1 });
    options!.onProgress!(0.5);
    expect(queue.items.value[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    call.resolve(stored);
    await call.promise;
    await Promise.resolve();
    expect(queue.items.value).toEqual([]);
    expect(uploaded).toHaveBeenCalledWith(stored);
  });

  it('keeps a failed file and sends the same File again on retry', async () => {
    const files: File[] = [];
    const upload = vi
      .fn<(o: UploadOptions) => Promise<Attachment>>()
      .mockImplementationOnce(async (o) => (files.push(o.file), Promise.reject(new ApiError('network', 'error.network'))))
      .mockImplementationOnce(async (o) => (files.push(o.file), stored));
    const uploaded = vi.fn();
    const queue = createUploadQueue({ upload, rules: () => DEFAULT_UPLOAD_RULES, uploaded });
    const file = pdf();
    queue.add(file, { replaceId: 0 });
    await vi.waitFor(() => expect(queue.items.value[0]?.status).toBe('failed'));
    expect(queue.items.value[0]).toMatchObject({ file, replaceId: 0, problem: { key: 'attachments.upload_failed_network' } });
    queue.retry(queue.items.value[0]!.id);
    await vi.waitFor(() => expect(uploaded).toHaveBeenCalled());
    expect(files).toEqual([file, file]);
    expect(upload.mock.calls[1]![0]).toMatchObject({ replaceId: 0 });
    expect(queue.items.value).toEqual([]);
  });

  it('shows the server refusal of a file type with the same key the browser check uses', async () => {
    const refusal = new ApiError('http', 'error.request_failed', 415, { message: 'form.referral_file_types' });
    const queue = createUploadQueue({ upload: () => Promise.reject(refusal), rules: () => DEFAULT_UPLOAD_RULES, uploaded: vi.fn() });
    queue.add(pdf());
    await vi.waitFor(() => expect(queue.items.value[0]?.problem).toMatchObject({ key: 'form.referral_file_types' }));
  });

  it('refuses a file the rules do not allow without sending it', () => {
    const upload = vi.fn();
    const queue = createUploadQueue({ upload, rules: () => DEFAULT_UPLOAD_RULES, uploaded: vi.fn() });
    expect(queue.add(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(false);
    expect(upload).not.toHaveBeenCalled();
    expect(queue.rejected.value).toMatchObject({ fileName: 'notes.txt', problem: { key: 'form.referral_file_types' } });
    expect(queue.items.value).toEqual([]);
  });

  it('remove stops a running upload and shows no error for it', async () => {
    let signal: AbortSignal | undefined;
    const queue = createUploadQueue({
      upload: (o) =>
        new Promise((_, reject) => {
          signal = o.signal;
          o.signal!.addEventListener('abort', () => reject(new ApiError('aborted', 'error.request_failed')));
        }),
      rules: () => DEFAULT_UPLOAD_RULES,
      uploaded: vi.fn(),
    });
    queue.add(pdf());
    queue.remove(queue.items.value[0]!.id);
    expect(signal?.aborted).toBe(true);
    await Promise.resolve();
    expect(queue.items.value).toEqual([]);
  });
});
