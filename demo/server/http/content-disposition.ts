/**
 * `Content-Disposition` for a file the server sends back under the name a patient gave it.
 *
 * A header value is bytes: Node refuses a character above U+00FF (`Headers.set` throws), so a
 * referral named `упат.pdf` or `报告.png` used to make its download a 500. The header carries an
 * ASCII stand-in in `filename` (for old clients) and the real name in `filename*` (RFC 6266 and
 * RFC 5987, UTF-8, percent-encoded), which every current browser prefers. Bidirectional controls
 * are dropped from both: `invoice\u202Egnp.exe` must not show as `invoiceexe.png`.
 */

/** Direction overrides and isolates, and the marks that change how a name reads but not what it is. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** The name without characters that could disguise it (bidi controls) or break a header (controls). */
export function displayFileName(name: string): string {
  return name.replace(BIDI_CONTROLS, '').replace(CONTROLS, '').trim();
}

/** RFC 5987 `attr-char` encoding: `encodeURIComponent` leaves `'()*` as they are; the grammar does not allow them. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII form of the name: accents dropped (`é` → `e`), anything else outside printable ASCII and `"` `\` as `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name = displayFileName(fileName) || 'document';
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
