import { describe, expect, it } from 'vitest';
import { bookingRequestKeyOf } from './booking-request-path';

describe('bookingRequestKeyOf', () => {
  it.each([
    ['/booking-requests/DEMO-BR-2001', 'DEMO-BR-2001'],
    ['/br/DEMO-BR-2001/', 'DEMO-BR-2001'],
    ['/iframe/br/DEMO-BR-2001', 'DEMO-BR-2001'],
    ['/parramatta/booking-requests/DEMO-BR-2001', 'DEMO-BR-2001'],
    ['/booking-requests', null],
    ['/appointments/DEMO-APPT-1001', null],
  ])('%s → %s', (path, key) => {
    expect(bookingRequestKeyOf(path)).toBe(key);
  });
});
