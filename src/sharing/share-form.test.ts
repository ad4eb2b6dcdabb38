import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_RULES } from '../api/schemas/sharing.schema';
import { emptyShareForm, validateShareForm, type ShareFormValues } from './share-form';

const filled: ShareFormValues = {
  contactDetailsType: 'EMAIL',
  contactDetails: ' sam.kovac@example.com ',
  contactName: ' Sam Kovac ',
  note: '',
  type: 'RESULT',
};
const sms = { smsEnabled: true, noteMaxLength: 150 };

describe('share form validation', () => {
  it('accepts an e-mail contact, trimmed, with an empty note', () => {
    expect(validateShareForm(filled, DEFAULT_SHARE_RULES)).toEqual({
      success: true,
      output: { contactDetailsType: 'EMAIL', contactDetails: 'sam.kovac@example.com', contactName: 'Sam Kovac', note: '', type: 'RESULT' },
    });
  });

  it('requires a name, the details and a type, each on its own field', () => {
    const check = validateShareForm({ ...filled, contactName: '  ', contactDetails: '', type: '' }, DEFAULT_SHARE_RULES);
    expect(check).toEqual({
      success: false,
      errors: {
        contactName: 'sharing.contact_name_required',
        contactDetails: 'sharing.contact_details_required',
        type: 'sharing.type_required',
      },
    });
  });

  it('refuses an address that is not one', () => {
    for (const address of ['sam', 'sam@', 'sam @example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(validateShareForm({ ...filled, contactDetails: address }, DEFAULT_SHARE_RULES)).toEqual({
        success: false,
        errors: { contactDetails: 'sharing.email_invalid' },
      });
    }
  });

  it('allows a phone only when SMS is enabled', () => {
    const phone = { ...filled, contactDetailsType: 'PHONE' as const, contactDetails: '0455 667 788' };
    expect(validateShareForm(phone, DEFAULT_SHARE_RULES)).toEqual({
      success: false,
      errors: { contactDetailsType: 'sharing.contact_type_invalid' },
    });
    expect(validateShareForm(phone, sms)).toMatchObject({ success: true, output: { contactDetails: '0455667788' } });
  });

  it('a phone is an optional + and 9 to 15 digits (separators people type are dropped)', () => {
    const ok = ['+61 455 667 788', '045566778', '(04) 5566-7788', '+123456789012345'];
    const bad = ['04556677', '+1234567890123456', '0455 667 78a', '++61455667788', '61+455667788'];
    for (const number of ok) {
      expect(validateShareForm({ ...filled, contactDetailsType: 'PHONE', contactDetails: number }, sms).success, number).toBe(true);
    }
    for (const number of bad) {
      expect(validateShareForm({ ...filled, contactDetailsType: 'PHONE', contactDetails: number }, sms), number).toEqual({
        success: false,
        errors: { contactDetails: 'sharing.phone_invalid' },
      });
    }
  });

  it('the note has the configured maximum (default 150)', () => {
    expect(validateShareForm({ ...filled, note: 'x'.repeat(150) }, DEFAULT_SHARE_RULES).success).toBe(true);
    expect(validateShareForm({ ...filled, note: 'x'.repeat(151) }, DEFAULT_SHARE_RULES)).toEqual({
      success: false,
      errors: { note: 'sharing.note_too_long' },
    });
    expect(validateShareForm({ ...filled, note: 'x'.repeat(40) }, { smsEnabled: false, noteMaxLength: 30 })).toEqual({
      success: false,
      errors: { note: 'sharing.note_too_long' },
    });
  });

  it('a name longer than 100 characters is refused', () => {
    expect(validateShareForm({ ...filled, contactName: 'n'.repeat(101) }, DEFAULT_SHARE_RULES)).toEqual({
      success: false,
      errors: { contactName: 'sharing.contact_name_too_long' },
    });
  });

  it('preselects the type when only one is on offer', () => {
    expect(emptyShareForm(['RESULT']).type).toBe('RESULT');
    expect(emptyShareForm(['HISTORY', 'RESULT']).type).toBe('');
  });
});
