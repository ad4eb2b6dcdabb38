/**
 * The headers of every answer that carries a stored file (an upload, a page drawn from one, a
 * referral): whatever the bytes turn out to be, a browser that opens the URL runs nothing from
 * them. `sandbox` gives the document an opaque origin with no scripts, forms, popups or plugins;
 * `default-src 'none'` lets it load nothing; `frame-ancestors 'none'` keeps it out of frames;
 * nosniff keeps the declared type; no-store keeps health data out of every shared cache.
 */
import type { Context } from 'hono';
import { contentDisposition } from './content-disposition';

export const STORED_FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

export interface StoredFileHeaders {
  contentType: string;
  disposition: 'inline' | 'attachment';
  /** The name the file is saved under; none for a drawn page. */
  fileName?: string;
  size?: number;
}

export function setStoredFileHeaders(c: Context, file: StoredFileHeaders): void {
  c.header('Content-Type', file.contentType);
  c.header('Content-Disposition', file.fileName ? contentDisposition(file.disposition, file.fileName) : file.disposition);
  if (file.size !== undefined) c.header('Content-Length', String(file.size));
  c.header('Content-Security-Policy', STORED_FILE_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'private, no-store');
}
