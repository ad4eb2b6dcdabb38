/**
 * The name an uploaded file is stored and shown under (issue 23): the patient's name for it, with
 * nothing that could disguise what it is. The extension comes from the detected content, so a
 * JPEG sent as `poly.html` is kept as `poly.jpg` and, saved to disk, opens as a picture.
 */
import { displayFileName } from '../../http/content-disposition';
import type { DetectedType } from './file-content';

/** Extensions each kind may keep (case-insensitive); the first is the one given to a name without one. */
const EXTENSIONS: Record<DetectedType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
};

/**
 * Zero-width and invisible characters (`ok\u200B.png` looks like `ok.png` and is not), joiners,
 * the soft hyphen, word joiner and invisible operators, variation selectors and the byte-order
 * mark. Bidi controls go in `displayFileName`.
 */
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5|\p{Variation_Selector}/gu;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE = /[\u0000-\u001f\u007f"<>|:*?\\/]/g;

export function cleanFileName(name: string, contentType: DetectedType, maxLength: number): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const visible = displayFileName(base.normalize('NFC').replace(INVISIBLE, '')).replace(UNSAFE, '').trim();
  const allowed = EXTENSIONS[contentType];
  const match = /^(.*?)\.([A-Za-z0-9]{1,10})$/.exec(visible);
  const keeps = match !== null && allowed.includes(match[2]!.toLowerCase());
  const extension = keeps ? match[2]! : allowed[0]!;
  // A stem of dots and spaces only (`.pdf`, `..`) is no name.
  const stem = (match ? match[1]! : visible).replace(/^[.\s]+|[.\s]+$/g, '') || 'document';
  return `${[...stem].slice(0, Math.max(1, maxLength - extension.length - 1)).join('')}.${extension}`;
}
