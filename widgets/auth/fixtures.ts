/**
 * Secure links of the demo as rad-auth attributes: one source for the browser tests and stories
 * (the end-to-end tests use the server's DEMO_LINKS, the same links).
 */
export const authLinks = {
  appointment: { 'return-url': '/appointments/DEMO-APPT-1001', type: 'APPOINTMENT', 'booking-key': 'DEMO-APPT-1001' },
  staffBooking: {
    'return-url': '/appointments/DEMO-APPT-1002',
    type: 'APPOINTMENT',
    'booking-key': 'DEMO-APPT-1002',
    'staff-booking': 'true',
  },
  bookingRequest: { 'return-url': '/booking-requests/DEMO-BR-2001', type: 'BOOKING_REQUEST', 'booking-key': 'DEMO-BR-2001' },
  sharedResults: {
    'return-url': '/appointments/DEMO-APPT-1001/result',
    type: 'APPOINTMENT_RESULTS',
    slug: 'share-ana-knee',
    shared: 'true',
  },
  incomplete: { type: 'APPOINTMENT', 'booking-key': 'DEMO-APPT-1001' },
} as const satisfies Record<string, Record<string, string>>;

export type AuthLinkName = keyof typeof authLinks;

/** The element's markup for a link (attribute values are fixed strings: no escaping needed). */
export function authMarkup(name: AuthLinkName): string {
  const attributes = Object.entries(authLinks[name])
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `<rad-auth ${attributes}></rad-auth>`;
}

/** The titles a person sees first, per link (en-AU). */
export const authTitles: Record<Exclude<AuthLinkName, 'incomplete'>, string> = {
  appointment: 'Confirm your identity to see your appointment',
  staffBooking: "Confirm the patient's identity",
  bookingRequest: 'Confirm your identity to see your booking request',
  sharedResults: 'Open the results shared with you',
};
