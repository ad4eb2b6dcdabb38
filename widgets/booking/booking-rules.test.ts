import { describe, expect, it } from 'vitest';
import { bookingOutcome, enquiryOutcome } from './booking-rules';
import { EMPTY_FORM, validateBookingForm } from './booking-form.schema';

const ok = { success: true, errorMessage: null };
const okWithWarning = { success: true, errorMessage: 'message.item_warning' };
const failed = { success: false, errorMessage: 'message.slot_unavailable' };
const anonymous = { loggedIn: false, failWhenAllItemsHaveErrors: true };
const signedIn = { loggedIn: true, failWhenAllItemsHaveErrors: true };

describe('the all-items-failed rules', () => {
  it('fails when every item failed, whoever books', () => {
    expect(bookingOutcome([failed, failed], anonymous)).toBe('failed');
    expect(bookingOutcome([failed], signedIn)).toBe('failed');
    expect(bookingOutcome([], anonymous)).toBe('failed');
  });
  it('books when any item succeeded; partly when some failed', () => {
    expect(bookingOutcome([ok, ok], anonymous)).toBe('booked');
    expect(bookingOutcome([ok, failed], anonymous)).toBe('partial');
  });
  it('signed in, every item carrying an error fails the booking only while the setting holds', () => {
    expect(bookingOutcome([okWithWarning, failed], signedIn)).toBe('failed');
    expect(bookingOutcome([okWithWarning, failed], { ...signedIn, failWhenAllItemsHaveErrors: false })).toBe('partial');
    expect(bookingOutcome([okWithWarning, failed], anonymous)).toBe('partial');
    expect(bookingOutcome([okWithWarning, ok], signedIn)).toBe('booked');
  });
});

describe('enquiries', () => {
  it('an enquiry succeeds if any item succeeded', () => {
    expect(enquiryOutcome([failed, ok])).toBe('partial');
    expect(enquiryOutcome([ok])).toBe('booked');
    expect(enquiryOutcome([failed, failed])).toBe('failed');
  });
});

describe('booking form', () => {
  const now = new Date('2026-10-01T00:00:00Z');
  const filled = {
    ...EMPTY_FORM,
    firstName: ' Ada ',
    lastName: 'Nguyen',
    email: 'ada@example.test',
    dateOfBirth: { day: '2', month: '4', year: '1980' },
    consent: true,
  };

  it('gives the server trimmed values and an ISO date of birth', () => {
    expect(validateBookingForm(filled, now)).toEqual({
      success: true,
      output: { firstName: 'Ada', lastName: 'Nguyen', email: 'ada@example.test', dateOfBirth: '1980-04-02' },
    });
  });

  it('names one message per field that is wrong', () => {
    const check = validateBookingForm(
      { ...EMPTY_FORM, email: 'nope', contactNumber: '04123456789', dateOfBirth: { day: '31', month: '2', year: '1990' } },
      now,
    );
    expect(check).toEqual({
      success: false,
      errors: {
        firstName: 'booking_form.first_name_required',
        lastName: 'booking_form.last_name_required',
        email: 'booking_form.email_invalid',
        dateOfBirth: 'message.date_of_birth_invalid',
        contactNumber: 'message.invalid_contact_number',
        consent: 'booking_form.consent_required',
      },
    });
  });

  it('refuses a date of birth in the future and letters in the contact number', () => {
    const check = validateBookingForm({ ...filled, dateOfBirth: { day: '2', month: '10', year: '2026' }, contactNumber: '04 1234' }, now);
    expect(check.success ? {} : check.errors).toEqual({
      dateOfBirth: 'message.date_of_birth_future',
      contactNumber: 'message.invalid_contact_number',
    });
  });

  it('checks the date of birth with the one shared rule: required, complete, a real day from 1900', () => {
    const dob = (day: string, month: string, year: string) => validateBookingForm({ ...filled, dateOfBirth: { day, month, year } }, now);
    const errorOf = (check: ReturnType<typeof dob>) => (check.success ? null : check.errors.dateOfBirth);
    expect(errorOf(dob('', '', ''))).toBe('message.date_of_birth_required');
    expect(errorOf(dob('2', '', '1980'))).toBe('message.date_of_birth_incomplete');
    expect(errorOf(dob('1', '1', '1800'))).toBe('message.date_of_birth_invalid');
    expect(errorOf(dob('29', '2', '2027'))).toBe('message.date_of_birth_invalid');
    expect(dob('29', '2', '2024')).toMatchObject({ success: true, output: { dateOfBirth: '2024-02-29' } });
  });
});
