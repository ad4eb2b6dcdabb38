/**
 * What an uploaded file really is, from its first bytes (issue 23). The sender's declared type and
 * the file's name are its word only: the server keeps a file when its content is one of the
 * allowed kinds, and for images it reads the header far enough to know it is an image (PNG: the
 * IHDR chunk with its checksum; JPEG: the segments up to the frame header). Three magic bytes are
 * not enough: `FF D8 FF` followed by `<html><script>` is a web page, not a photo.
 */
import { crc32 } from 'node:zlib';

export type DetectedType = 'application/pdf' | 'image/png' | 'image/jpeg';

export interface DetectedContent {
  contentType: DetectedType;
  /** Images only: the size the header declares. */
  width?: number;
  height?: number;
}

/** How many leading bytes the check may read: a JPEG's frame header comes after its EXIF and ICC segments. */
export const CONTENT_HEAD_BYTES = 1024 * 1024;
/**
 * The most pixels an image may declare (a 48-megapixel phone photo fits): drawing the page list
 * decodes the image, and a 10 MB file of one colour can claim billions of pixels.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ContentCheck = { ok: true; content: DetectedContent } | { ok: false; reason: 'unsupported' | 'too_many_pixels' };

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Allowed bit depths of each PNG colour type (PNG specification, table 11.1). */
const PNG_DEPTHS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

function image(contentType: DetectedType, width: number, height: number): ContentCheck {
  if (width < 1 || height < 1) return { ok: false, reason: 'unsupported' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  return { ok: true, content: { contentType, width, height } };
}

function checkPng(bytes: Uint8Array): ContentCheck {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Signature (8), then the first chunk: length 13, type IHDR, 13 bytes of data, CRC over type and data.
  if (bytes.length < 33 || view.getUint32(8) !== 13) return { ok: false, reason: 'unsupported' };
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return { ok: false, reason: 'unsupported' };
  if (crc32(bytes.subarray(12, 29)) !== view.getUint32(29)) return { ok: false, reason: 'unsupported' };
  const [depth, colour, compression, filter, interlace] = bytes.subarray(24, 29);
  if (!PNG_DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) {
    return { ok: false, reason: 'unsupported' };
  }
  return image('image/png', view.getUint32(16), view.getUint32(20));
}

/** Frame headers (SOF0–SOF15 without DHT C4, JPG C8 and DAC CC). */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Segments that may come before the frame header: tables, restart interval, APPn, comments. */
const isTableOrMisc = (marker: number) =>
  marker === 0xc4 || marker === 0xcc || marker === 0xdb || marker === 0xdd || (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;

function checkJpeg(bytes: Uint8Array): ContentCheck {
  const refused: ContentCheck = { ok: false, reason: 'unsupported' };
  let at = 2; // after SOI (FF D8)
  // Each pass moves `at` forward by at least four bytes, so the walk ends within the head.
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return refused;
    while (bytes[at + 1] === 0xff && at + 5 <= bytes.length) at += 1; // fill bytes
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return refused;
    if (isFrameHeader(marker)) {
      if (at + 10 > bytes.length) return refused;
      const precision = bytes[at + 4]!;
      const components = bytes[at + 9]!;
      if (![8, 12, 16].includes(precision) || components < 1 || components > 4 || length !== 8 + 3 * components) return refused;
      return image('image/jpeg', (bytes[at + 7]! << 8) | bytes[at + 8]!, (bytes[at + 5]! << 8) | bytes[at + 6]!);
    }
    // Anything else before the frame (a scan, a second SOI, EOI, a reserved marker such as `<`) is not a JPEG.
    if (!isTableOrMisc(marker)) return refused;
    at += 2 + length;
  }
  return refused;
}

/** `%PDF-1.x` or `%PDF-2.x`: pdf.js reads the rest, never a browser's own viewer (features/document-images). */
function checkPdf(bytes: Uint8Array): ContentCheck {
  const version = String.fromCharCode(...bytes.subarray(5, 8));
  return /^[12]\.\d$/.test(version) ? { ok: true, content: { contentType: 'application/pdf' } } : { ok: false, reason: 'unsupported' };
}

/** Checks the head of a file (up to CONTENT_HEAD_BYTES, or the whole file when it is shorter). */
export function checkContent(head: Uint8Array): ContentCheck {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return checkPdf(head);
  if (startsWith(head, PNG_SIGNATURE)) return checkPng(head);
  if (startsWith(head, [0xff, 0xd8])) return checkJpeg(head);
  return { ok: false, reason: 'unsupported' };
}
