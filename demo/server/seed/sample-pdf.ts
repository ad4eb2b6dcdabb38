/**
 * A one-page PDF with a few lines of text, written by hand so the demo's referral is a real
 * document without a PDF library. Only ASCII text; parentheses and backslashes are escaped.
 */
export function samplePdf(lines: readonly string[]): Buffer {
  return samplePdfPages([lines]);
}

/** The same with one page per list of lines (a multi-page referral for the page viewer's tests). */
export function samplePdfPages(pages: readonly (readonly string[])[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = (lines: readonly string[]) =>
    lines.map((line, i) => `BT /F1 14 Tf 72 ${760 - i * 24} Td (${escape(line)}) Tj ET`).join('\n');
  // Objects: 1 catalog, 2 page tree, 3 font, then a page and its content stream per page.
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pages.flatMap((lines, index) => {
      const text = content(lines);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageIds[index]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
        `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
      ];
    }),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
