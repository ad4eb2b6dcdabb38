/**
 * Where uploaded files live, behind one small interface so that every server instance reads what
 * any other stored. The reference server's driver is PostgreSQL itself (`postgres-file-store.ts`);
 * a provider at scale plugs in object storage (S3, Azure Blob, GCS) with the same four calls, the
 * database keeping only the id (demo/server/README.md "Uploaded files").
 *
 * Bytes move as streams: an upload is written as it arrives and a download is read as it is sent,
 * so a 10 MB file never sits in memory whole (apart from the page renderer, which needs the PDF).
 */

/** A file's id (32 hex characters, random: it says nothing about the patient or the file) and size. */
export interface StoredFile {
  id: string;
  size: number;
}

export interface OpenedFile {
  size: number;
  /** The bytes in order, read as they are consumed. */
  chunks(): AsyncIterable<Uint8Array>;
}

export interface FileStore {
  /**
   * Stores the bytes as they arrive. Past `maxBytes` it stops reading, removes what it wrote and
   * throws `FileTooLarge`; any other failure also leaves nothing behind.
   */
  write(source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredFile>;
  /** A complete file, or null when there is none by that id. */
  open(id: string): Promise<OpenedFile | null>;
  /** Removing a file that is already gone is not an error. */
  remove(ids: readonly string[]): Promise<void>;
}

export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

export const STORED_FILE_ID = /^[a-f0-9]{32}$/;

/** A whole file in one buffer, for the readers that need it so (the PDF page renderer). */
export async function readWhole(store: FileStore, id: string): Promise<Buffer | null> {
  const file = await store.open(id);
  if (!file) return null;
  const parts: Uint8Array[] = [];
  for await (const chunk of file.chunks()) parts.push(chunk);
  return Buffer.concat(parts, file.size);
}

/** One chunk source as a web stream for a response body; stops reading when the client goes away. */
export function toReadableStream(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
