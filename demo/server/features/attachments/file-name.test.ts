/**
 * Stored names (issue 23, defect 2): the extension is the detected content's, and nothing
 * invisible or direction-changing survives, so what a patient (or the clinic) reads is what the
 * file is.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['poly.html', 'image/jpeg', 'poly.jpg'],
    ['scan.JPEG', 'image/jpeg', 'scan.JPEG'],
    ['referral', 'application/pdf', 'referral.pdf'],
    ['referral.pdf.exe', 'application/pdf', 'referral.pdf.pdf'],
    ['invoice\u202egnp.exe', 'image/png', 'invoicegnp.png'],
    ['ok\u200b.png', 'image/png', 'ok.png'],
    ['a\u2066b\u2069\ufeff.pdf', 'application/pdf', 'ab.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\x.png', 'image/png', 'x.png'],
    ['.pdf', 'application/pdf', 'document.pdf'],
    ['"<x>".png', 'image/png', 'x.png'],
  ] as const)('%j as %s → %j', (name, type, stored) => {
    expect(cleanFileName(name, type, 120)).toBe(stored);
  });

  it('for any name: the detected extension, no control, invisible or bidi character, and at most the limit', () => {
    const types = ['application/pdf', 'image/png', 'image/jpeg'] as const;
    const extensions = { 'application/pdf': /\.pdf$/i, 'image/png': /\.png$/i, 'image/jpeg': /\.(jpg|jpeg|jpe)$/i };
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom(...types),
        fc.integer({ min: 8, max: 120 }),
        (name, type, max) => {
          const stored = cleanFileName(name, type, max);
          expect(stored).toMatch(extensions[type]);
          expect([...stored].length).toBeLessThanOrEqual(max);
          // eslint-disable-next-line no-control-regex -- the characters that must not survive
          expect(stored).not.toMatch(/[\u0000-\u001f\u007f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff"<>|:*?\\/]/);
          expect(stored.startsWith('.')).toBe(false);
        },
      ),
    );
  });
});
