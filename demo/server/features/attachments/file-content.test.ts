/**
 * What the server takes a file for (issue 23, defect 2): real pictures and PDFs pass; three magic
 * bytes followed by a web page, a header that lies about its checksum, and a picture claiming more
 * pixels than the page renderer may decode do not.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { samplePdf } from '../../seed/sample-pdf';
import { checkContent, MAX_IMAGE_PIXELS } from './file-content';
import { hostilePdf, jpegHtmlPolyglot, picture, pngHeader } from './test-files';

describe('checkContent', () => {
  it('knows real pictures and PDFs, with the size an image declares', () => {
    expect(checkContent(picture('image/png', 7, 5))).toEqual({ ok: true, content: { contentType: 'image/png', width: 7, height: 5 } });
    expect(checkContent(picture('image/jpeg', 9, 4))).toEqual({ ok: true, content: { contentType: 'image/jpeg', width: 9, height: 4 } });
    expect(checkContent(samplePdf(['x']))).toEqual({ ok: true, content: { contentType: 'application/pdf' } });
    // A hostile PDF is still a PDF: it is kept, and only ever drawn by pdf.js (features/document-images).
    expect(checkContent(hostilePdf())).toMatchObject({ ok: true });
  });

  it('refuses JPEG magic bytes followed by a web page', () => {
    expect(checkContent(jpegHtmlPolyglot())).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('refuses a PNG whose header checksum is wrong, or that is only a signature', () => {
    const broken = pngHeader(10, 10);
    broken[30] = broken[30]! ^ 0xff;
    expect(checkContent(broken)).toEqual({ ok: false, reason: 'unsupported' });
    expect(checkContent(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });

  it('refuses a picture claiming more pixels than the renderer may decode', () => {
    expect(checkContent(pngHeader(10_000, 10_000))).toEqual({ ok: false, reason: 'too_many_pixels' });
    expect(checkContent(pngHeader(5000, 5000))).toMatchObject({ ok: true });
    expect(5000 * 5000).toBeLessThan(MAX_IMAGE_PIXELS);
  });

  it('refuses a JPEG cut off before its frame header, and a %PDF- without a version', () => {
    const jpeg = picture('image/jpeg');
    expect(checkContent(jpeg.subarray(0, 30))).toEqual({ ok: false, reason: 'unsupported' });
    expect(checkContent(new TextEncoder().encode('%PDF-<html>'))).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('never takes arbitrary bytes behind a JPEG or PNG signature for a picture unless the header holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom([0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        fc.uint8Array({ maxLength: 64 }),
        (magic, rest) => {
          const check = checkContent(new Uint8Array([...magic, ...rest]));
          // Whatever it says, it answers (no throw), and a picture it accepts has a real size.
          if (check.ok) expect(check.content.width! * check.content.height!).toBeGreaterThan(0);
        },
      ),
    );
  });
});
