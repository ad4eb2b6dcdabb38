/**
 * The files a patient has chosen and not yet seen stored: each uploads with its progress; one that
 * fails stays in the queue with its File, so "Try again" sends the same file without choosing it
 * again (issue 13: "a failed upload keeps the file for retry"). Signals and actions only, no DOM,
 * the upload injected, so every transition is unit-tested.
 */
import { batch, signal } from '@preact/signals-core';
import type { Attachment, UploadRules } from '../api/schemas/attachments.schema';
import { ApiError } from '../api/errors';
import type { Problem } from '../api/problem';
import { checkFile, type FileProblem } from './file-check';
import type { UploadOptions } from './attachments.api';

export type UploadStatus = 'uploading' | 'failed';

export type UploadProblem = FileProblem | Problem;

export interface QueuedUpload {
  id: number;
  file: File;
  documentTypeId: number | null;
  /** The attachment this replaces (0: the entry had no document yet). */
  replaceId?: number;
  status: UploadStatus;
  /** 0 to 1. */
  progress: number;
  problem: UploadProblem | null;
}

export interface UploadQueueDeps {
  upload(options: UploadOptions): Promise<Attachment>;
  rules(): UploadRules;
  /** After each stored file: the list reloads (as it does after an update or a delete). */
  uploaded(attachment: Attachment): void;
}

/** The server's message when it is a key we know how to show; otherwise the generic key of the error. */
export function problemOf(error: unknown): UploadProblem {
  if (error instanceof ApiError) {
    const message = error.serverMessage;
    // The allowed types are the page's own rules: the panel fills them in (`problemText`'s extra values).
    if (message === 'form.referral_file_types') return { key: message };
    if (error.status === 413) return { key: 'attachments.too_large_server' };
    if (message && /^(message|error|form|attachments)\.[a-z0-9_.]+$/.test(message)) return { key: message };
    return { key: error.kind === 'network' ? 'attachments.upload_failed_network' : 'attachments.upload_failed' };
  }
  return { key: 'attachments.upload_failed' };
}

export function createUploadQueue(deps: UploadQueueDeps) {
  const items = signal<readonly QueuedUpload[]>([]);
  /** A chosen file the rules refused before sending (shown on the file field). */
  const rejected = signal<{ fileName: string; problem: FileProblem } | null>(null);
  let nextId = 1;
  const controllers = new Map<number, AbortController>();

  function update(id: number, change: Partial<QueuedUpload>): void {
    items.value = items.value.map((item) => (item.id === id ? { ...item, ...change } : item));
  }

  async function run(id: number): Promise<void> {
    const item = items.value.find((entry) => entry.id === id);
    if (!item) return;
    const controller = new AbortController();
    controllers.set(id, controller);
    update(id, { status: 'uploading', progress: 0, problem: null });
    try {
      const attachment = await deps.upload({
        file: item.file,
        documentTypeId: item.documentTypeId,
        ...(item.replaceId !== undefined ? { replaceId: item.replaceId } : {}),
        onProgress: (progress) => update(id, { progress }),
        signal: controller.signal,
      });
      items.value = items.value.filter((entry) => entry.id !== id);
      deps.uploaded(attachment);
    } catch (error) {
      if (controller.signal.aborted) return; // removed by the patient: nothing to show
      update(id, { status: 'failed', problem: problemOf(error) });
    } finally {
      controllers.delete(id);
    }
  }

  return {
    items,
    rejected,
    /** Checks and sends a chosen file; answers false when the rules refuse it (nothing is sent). */
    add(file: File, options: { documentTypeId?: number | null; replaceId?: number } = {}): boolean {
      const problem = checkFile(file, deps.rules());
      if (problem) {
        rejected.value = { fileName: file.name, problem };
        return false;
      }
      const id = nextId++;
      batch(() => {
        rejected.value = null;
        items.value = [
          ...items.value,
          {
            id,
            file,
            documentTypeId: options.documentTypeId ?? null,
            ...(options.replaceId !== undefined ? { replaceId: options.replaceId } : {}),
            status: 'uploading',
            progress: 0,
            problem: null,
          },
        ];
      });
      void run(id);
      return true;
    },
    /** Sends a failed file again: the same File, no new choice needed. */
    retry(id: number): void {
      const item = items.value.find((entry) => entry.id === id);
      if (item?.status === 'failed') void run(id);
    },
    /** Drops a file from the queue, stopping its upload if it is still running. */
    remove(id: number): void {
      controllers.get(id)?.abort();
      items.value = items.value.filter((entry) => entry.id !== id);
    },
    clearRejected(): void {
      rejected.value = null;
    },
    dispose(): void {
      for (const controller of controllers.values()) controller.abort();
    },
  };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
