/**
 * PDF pages as PNG images ("view document as images",
 * src/api/API.md#document-and-questionnaire-images), drawn on the server by pdf.js onto
 * @napi-rs/canvas (Skia, prebuilt for each platform: no native build on install). pdf.js is loaded
 * on the first call only, so the server starts as fast as before.
 *
 * Uploaded PDFs are the patient's, so hostile input is expected: no eval, no scripting, no fonts
 * or files from anywhere but pdf.js's own standard fonts, a page limit and a pixel limit per page.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** More pages than a referral ever has; a 500-page upload is not rendered page by page. */
export const MAX_PAGES = 30;
/** A4 at 150 dpi is 1240 × 1754: sharp on a phone held sideways, small enough to send. */
const TARGET_WIDTH = 1240;
const MAX_HEIGHT = 3508;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

function standardFontDataUrl(): string {
  const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
  return pathToFileURL(path.join(root, 'standard_fonts') + path.sep).href;
}

async function open(bytes: Buffer) {
  const { getDocument } = await loadPdfJs();
  // pdf.js takes ownership of the array it is given: a copy keeps the caller's buffer intact.
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    standardFontDataUrl: standardFontDataUrl(),
    verbosity: 0,
  }).promise;
}

export interface PageSize {
  width: number;
  height: number;
}

function scaleFor(width: number, height: number): number {
  return Math.min(TARGET_WIDTH / width, MAX_HEIGHT / height);
}

/** The pages' sizes as they will be drawn (at most MAX_PAGES). Throws when the file is not a readable PDF. */
export async function pdfPageSizes(bytes: Buffer): Promise<PageSize[]> {
  const document = await open(bytes);
  try {
    const sizes: PageSize[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const page = await document.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: scaleFor(natural.width, natural.height) });
      sizes.push({ width: Math.round(viewport.width), height: Math.round(viewport.height) });
    }
    return sizes;
  } finally {
    await document.destroy();
  }
}

/** One page (1-based) as PNG bytes on a white background. */
export async function renderPdfPage(bytes: Buffer, number: number): Promise<Buffer> {
  const [{ createCanvas }, document] = await Promise.all([import('@napi-rs/canvas'), open(bytes)]);
  try {
    if (number < 1 || number > Math.min(document.numPages, MAX_PAGES)) throw new RangeError('no such page');
    const page = await document.getPage(number);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: scaleFor(natural.width, natural.height) });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    // pdf.js draws on any canvas with the 2D API (white background by default); its types name the DOM's.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await document.destroy();
  }
}
