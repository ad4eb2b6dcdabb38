import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_RULES } from '../api/schemas/attachments.schema';
import { acceptAttribute, checkFile } from './file-check';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('checkFile (only configured content types, else form.referral_file_types)', () => {
  it('accepts PDF, JPEG and PNG under the size limit', () => {
    expect(checkFile(file('a.pdf', 'application/pdf'), DEFAULT_UPLOAD_RULES)).toBeNull();
    expect(checkFile(file('a.jpg', 'image/jpeg'), DEFAULT_UPLOAD_RULES)).toBeNull();
    expect(checkFile(file('a.png', 'image/png'), DEFAULT_UPLOAD_RULES)).toBeNull();
  });

  it('refuses other types with form.referral_file_types naming the allowed ones', () => {
    expect(
      checkFile(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), DEFAULT_UPLOAD_RULES),
    ).toEqual({
      key: 'form.referral_file_types',
      values: { types: 'PDF, JPEG, PNG' },
    });
    expect(checkFile(file('a.svg', 'image/svg+xml'), DEFAULT_UPLOAD_RULES)?.key).toBe('form.referral_file_types');
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkFile(file('scan.PDF', ''), DEFAULT_UPLOAD_RULES)).toBeNull();
    expect(checkFile(file('scan.exe', ''), DEFAULT_UPLOAD_RULES)?.key).toBe('form.referral_file_types');
  });

  it('follows the rules the server sent', () => {
    const rules = { allowedContentTypes: ['application/pdf'], maxFileBytes: 100 };
    expect(checkFile(file('a.png', 'image/png'), rules)).toEqual({ key: 'form.referral_file_types', values: { types: 'PDF' } });
    expect(checkFile(file('a.pdf', 'application/pdf', 101), rules)).toEqual({ key: 'attachments.too_large', values: { size: '0 MB' } });
    expect(checkFile(file('a.pdf', 'application/pdf', 0), rules)?.key).toBe('attachments.empty');
    expect(acceptAttribute(rules)).toBe('application/pdf,.pdf');
  });
});
