/**
 * Attachment files on disk: `<uploadsDir>/<32 hex>`, a random name that says nothing about the
 * patient or the file. The database row holds the shown file name; the disk never sees it, so a
 * hostile name ("../../etc/passwd") cannot reach the file system.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STORAGE_NAME = /^[a-f0-9]{32}$/;

function fileOf(dir: string, name: string): string {
  if (!STORAGE_NAME.test(name)) throw new Error(`not a storage name: ${name}`);
  return path.join(dir, name);
}

export async function storeFile(dir: string, bytes: Uint8Array): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  // 'wx': never overwrite (a random collision is astronomically unlikely, but then we fail loudly).
  await writeFile(fileOf(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

export function readStoredFile(dir: string, name: string): Promise<Buffer> {
  return readFile(fileOf(dir, name));
}

/** Removing a file that is already gone is not an error: the row is what counts. */
export async function removeStoredFile(dir: string, name: string): Promise<void> {
  await rm(fileOf(dir, name), { force: true });
}
