/** The states of <rad-booking-requests>, one source for the browser tests and the stories. */
import type { BookingRequestSummary } from '../../src/api/schemas/booking-requests.schema';

export const pendingRequest: BookingRequestSummary = {
  bookingKey: 'DEMO-BR-2001',
  slug: 'br-2001-mei',
  status: 'PENDING',
  createdAt: '2030-01-01T00:00:00Z',
  patient: { firstName: 'Mei' },
  exam: null,
  hasReferral: true,
};
export const bookedRequest: BookingRequestSummary = {
  ...pendingRequest,
  status: 'BOOKED',
  exam: { slug: 'ct-brain', name: 'CT brain', modalityName: 'CT' },
};
export const cancelledRequest: BookingRequestSummary = { ...pendingRequest, status: 'CANCELED' };
