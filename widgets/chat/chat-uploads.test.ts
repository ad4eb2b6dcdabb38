import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_UPLOAD_THROTTLE_AFTER_FILE_MS, CHAT_UPLOAD_THROTTLE_AFTER_UPLOADED_MS } from '../../src/constants';
import { createChatUploads } from './chat-uploads';
import { uploadRulesFixture } from './fixtures';

const file = (name: string, type = 'application/pdf', size = 1000) => new File([new Uint8Array(size)], name, { type });

function setup() {
  const sent: { name: string; at: number }[] = [];
  const uploads = createChatUploads({
    send: (f) => sent.push({ name: f.name, at: Date.now() }),
    rules: () => uploadRulesFixture,
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { uploads, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('chat uploads', () => {
  it('sends the first file at once and the next 3000 ms after it, when the first was uploaded quickly', () => {
    const { uploads, sent } = setup();
    const start = Date.now();
    uploads.add([file('a.pdf'), file('b.pdf')]);
    expect(sent.map((s) => s.name)).toEqual(['a.pdf']);
    expect(uploads.uploadQueue.value.map((f) => f.name)).toEqual(['b.pdf']);
    vi.advanceTimersByTime(500);
    uploads.uploaded('a.pdf');
    expect(uploads.uploadCounter.value).toBe(1);
    vi.advanceTimersByTime(CHAT_UPLOAD_THROTTLE_AFTER_FILE_MS - 501);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => [s.name, s.at - start])).toEqual([
      ['a.pdf', 0],
      ['b.pdf', 3000],
    ]);
  });

  it('waits 1000 ms after an upload that took longer than 3000 ms, one file at a time', () => {
    const { uploads, sent } = setup();
    const start = Date.now();
    uploads.add([file('a.pdf'), file('b.pdf')]);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1); // never two in flight
    uploads.uploaded('a.pdf');
    vi.advanceTimersByTime(CHAT_UPLOAD_THROTTLE_AFTER_UPLOADED_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.at - start)).toEqual([0, 6000]);
  });

  it('keeps the order, shows each state and counts progress; a failed file does not stop the queue', () => {
    const { uploads } = setup();
    uploads.add([file('1.pdf'), file('2.png', 'image/png'), file('3.pdf')]);
    expect(uploads.entries.value.map((e) => e.state)).toEqual(['uploading', 'queued', 'queued']);
    uploads.failed('1.pdf');
    vi.advanceTimersByTime(3000);
    uploads.uploaded('2.png');
    vi.advanceTimersByTime(3000);
    expect(uploads.entries.value.map((e) => [e.fileName, e.state])).toEqual([
      ['1.pdf', 'failed'],
      ['2.png', 'uploaded'],
      ['3.pdf', 'uploading'],
    ]);
    expect(uploads.progress.value).toEqual({ done: 2, total: 3 });
    expect(uploads.uploadCounter.value).toBe(1);
  });

  it('refuses a type or size the deployment does not take, before anything is sent', () => {
    const { uploads, sent } = setup();
    uploads.add([file('notes.txt', 'text/plain'), file('huge.pdf', 'application/pdf', 2049 * 1024), file('ok.jpg', 'image/jpeg')]);
    expect(uploads.entries.value.map((e) => e.state)).toEqual(['refused-type', 'refused-size', 'uploading']);
    expect(sent.map((s) => s.name)).toEqual(['ok.jpg']);
    expect(uploads.progress.value).toEqual({ done: 0, total: 1 });
  });

  it('ignores a confirmation for a file that is not in flight', () => {
    const { uploads } = setup();
    uploads.add([file('a.pdf')]);
    uploads.uploaded('other.pdf');
    expect(uploads.entries.value[0]!.state).toBe('uploading');
    expect(uploads.uploadCounter.value).toBe(0);
  });
});
