/**
 * The FileStore of the reference server: files in PostgreSQL (or PGlite) as 256 KiB `bytea`
 * chunks (migration 130). Nothing lives in a process or on a disk of its own, so instances behind a
 * load balancer share every upload. Without a transaction around a whole upload on purpose: a slow
 * phone must not hold a connection (PGlite has one) while it sends; a file is readable only once
 * `complete`, and an upload that dies half way is swept by the retention job.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { FileTooLarge, STORED_FILE_ID, type FileStore, type OpenedFile, type StoredFile } from './file-store';

export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per read: 1 MiB in flight at most for each download. */
const CHUNKS_PER_READ = 4;

export function postgresFileStore(db: Db): FileStore {
  async function remove(ids: readonly string[]): Promise<void> {
    const valid = ids.filter((id) => STORED_FILE_ID.test(id));
    if (valid.length) await db.query('delete from stored_file where id = any($1::text[])', [valid]);
  }

  async function write(source: AsyncIterable<Uint8Array>, { maxBytes }: { maxBytes: number }): Promise<StoredFile> {
    const id = randomBytes(16).toString('hex');
    await db.query('insert into stored_file (id) values ($1)', [id]);
    let size = 0;
    let seq = 0;
    let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    let filled = 0;
    const flush = async () => {
      if (filled === 0) return;
      await db.query('insert into stored_file_chunk (file_id, seq, data) values ($1, $2, $3)', [id, seq, buffer.subarray(0, filled)]);
      seq += 1;
      // A new buffer: the driver may still hold the old one while it sends it.
      buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      filled = 0;
    };
    try {
      for await (const piece of source) {
        size += piece.length;
        if (size > maxBytes) throw new FileTooLarge(maxBytes);
        for (let offset = 0; offset < piece.length;) {
          const length = Math.min(CHUNK_BYTES - filled, piece.length - offset);
          buffer.set(piece.subarray(offset, offset + length), filled);
          filled += length;
          offset += length;
          if (filled === CHUNK_BYTES) await flush();
        }
      }
      await flush();
      await db.query('update stored_file set size_bytes = $2, complete = true where id = $1', [id, size]);
      return { id, size };
    } catch (error) {
      await remove([id]).catch(() => undefined);
      throw error;
    }
  }

  async function open(id: string): Promise<OpenedFile | null> {
    if (!STORED_FILE_ID.test(id)) return null;
    const [row] = await db.query<{ size_bytes: string | number }>('select size_bytes from stored_file where id = $1 and complete', [id]);
    if (!row) return null;
    return {
      size: Number(row.size_bytes),
      async *chunks() {
        let next = 0;
        for (;;) {
          const rows = await db.query<{ seq: number; data: Uint8Array }>(
            'select seq, data from stored_file_chunk where file_id = $1 and seq >= $2 order by seq limit $3',
            [id, next, CHUNKS_PER_READ],
          );
          for (const chunk of rows) yield chunk.data;
          if (rows.length < CHUNKS_PER_READ) return;
          next = rows.at(-1)!.seq + 1;
        }
      },
    };
  }

  return { write, open, remove };
}
