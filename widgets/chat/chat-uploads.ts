/**
 * The chat's file uploads (docs/rules.md#chat-uploads): one file at a time,
 * each checked against the deployment's rules first, the next one sent no sooner than 3000 ms
 * after the previous file was handed to the messenger and 1000 ms after it was uploaded. The
 * messenger would otherwise take a burst of files out of order or refuse them.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { CHAT_UPLOAD_THROTTLE_AFTER_FILE_MS, CHAT_UPLOAD_THROTTLE_AFTER_UPLOADED_MS } from '../../src/constants';
import { uploadRefusal, type UploadRules } from './messenger-adapter';

export type UploadState = 'queued' | 'uploading' | 'uploaded' | 'failed' | 'refused-type' | 'refused-size';

export interface UploadEntry {
  id: number;
  fileName: string;
  state: UploadState;
}

export interface UploadDeps {
  send(file: File): void;
  rules(): UploadRules | null;
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type ChatUploads = ReturnType<typeof createChatUploads>;

export function createChatUploads(deps: UploadDeps) {
  /** Every file the patient chose in this conversation, in order, with its state. */
  const entries = signal<readonly UploadEntry[]>([]);
  /** Files waiting their turn (the spec's uploadQueue). */
  const uploadQueue = signal<readonly File[]>([]);
  /** Files the messenger confirmed (the spec's uploadCounter). */
  const uploadCounter = signal(0);
  const accepted = computed(() => entries.value.filter((entry) => !entry.state.startsWith('refused')));
  const settled = computed(() => accepted.value.filter((entry) => entry.state === 'uploaded' || entry.state === 'failed').length);

  let nextId = 1;
  let current: { id: number; fileName: string } | null = null;
  const ids = new WeakMap<File, number>();
  let notBefore = 0;
  let timer: unknown = null;

  const setState = (id: number, state: UploadState) =>
    (entries.value = entries.value.map((entry) => (entry.id === id ? { ...entry, state } : entry)));

  function pump(): void {
    if (current || timer !== null) return;
    const [file, ...rest] = uploadQueue.value;
    if (!file) return;
    const wait = notBefore - deps.now();
    if (wait > 0) {
      timer = deps.setTimeout(() => {
        timer = null;
        pump();
      }, wait);
      return;
    }
    const id = ids.get(file)!;
    current = { id, fileName: file.name };
    batch(() => {
      uploadQueue.value = rest;
      setState(id, 'uploading');
    });
    notBefore = deps.now() + CHAT_UPLOAD_THROTTLE_AFTER_FILE_MS;
    deps.send(file);
  }

  function finish(fileName: string, state: 'uploaded' | 'failed'): void {
    // The messenger names the file; a confirmation for anything but the file in flight is not ours.
    if (!current || (fileName && fileName !== current.fileName)) return;
    const { id } = current;
    current = null;
    batch(() => {
      setState(id, state);
      if (state === 'uploaded') uploadCounter.value += 1;
    });
    notBefore = Math.max(notBefore, deps.now() + CHAT_UPLOAD_THROTTLE_AFTER_UPLOADED_MS);
    pump();
  }

  return {
    entries,
    uploadQueue,
    uploadCounter,
    /** Files taken for upload so far, and how many of them are done (uploaded or failed). */
    progress: computed(() => ({ done: settled.value, total: accepted.value.length })),
    /** Checks each file, queues the accepted ones in the order given, and starts when it may. */
    add(files: readonly File[]): void {
      const added: UploadEntry[] = [];
      const queued: File[] = [];
      for (const file of files) {
        const refusal = uploadRefusal(file, deps.rules());
        const id = nextId++;
        added.push({ id, fileName: file.name, state: refusal ? `refused-${refusal}` : 'queued' });
        if (!refusal) {
          ids.set(file, id);
          queued.push(file);
        }
      }
      batch(() => {
        entries.value = [...entries.value, ...added];
        uploadQueue.value = [...uploadQueue.value, ...queued];
      });
      pump();
    },
    uploaded: (fileName: string) => finish(fileName, 'uploaded'),
    failed: (fileName: string) => finish(fileName, 'failed'),
    dispose(): void {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
    },
  };
}
