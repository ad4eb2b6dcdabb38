/**
 * The e-mail preview's data: one source for the fixture API (browser tests, stories). The
 * reference server renders the same template from its database (migration 002).
 */
export const emailPreviewFixture = {
  query: { template: 'appointment_confirmation', lang: 'en-AU', referenceId: 'DEMO-APPT-1001' },
  content:
    '<h2>Your appointment is booked</h2><p>Dear Sample Patient,</p><p>Your <strong>MRI brain</strong> at Harbourside Radiology Parramatta is on Tuesday 1 December 2026 at 9:30 am.</p><p>Please bring your referral.</p>',
  /** A heading the patient sees in the rendered e-mail. */
  heading: 'Your appointment is booked',
};
