import { displayFileName } from '../../http/content-disposition';

/**
 * What a file really is, from its first bytes. The browser's declared type and the file name are
 * the sender's word; the server keeps a file only when its content is one of the allowed kinds,
 * and stores the sniffed type, so a script renamed `referral.pdf` is refused and a PDF is never
 * served as HTML.
 */
const SIGNATURES: ReadonlyArray<readonly [string, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

export function sniffContentType(bytes: Uint8Array): string | null {
  for (const [type, signature] of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return null;
}

/** A name safe to show and to put in Content-Disposition: no path, no quotes or control characters. */
export function cleanFileName(name: string, maxLength: number): string {
  // Bidi controls too: `invoice\u202Egnp.exe` would show as `invoiceexe.png`.
  const base = displayFileName(name.split(/[\\/]/).pop() ?? '');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const unsafe = /[\u0000-\u001f\u007f"<>|:*?]/g;
  const cleaned = base.replace(unsafe, '').trim().slice(-maxLength);
  return cleaned || 'document';
}
