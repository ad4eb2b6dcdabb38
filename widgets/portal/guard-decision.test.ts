import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { LinkRequirementsQuery } from '../../src/api/auth.api';
import { AUTH_TYPES, type Access, type LinkRequirements } from '../../src/api/schemas/auth.schema';
import type { LinkTarget } from '../../src/router/auth-links';
import { guardDecision } from './guard-decision';

/** The reference server's answer (demo/server/features/auth/service.ts): a code for every results link. */
async function server(link: LinkRequirementsQuery): Promise<LinkRequirements> {
  const code = !link.isBookingRequest && (link.shared === true || link.type === 'APPOINTMENT_RESULTS' || link.type === 'PATIENT_PORTAL');
  return { dateOfBirth: true, code, channels: code ? ['EMAIL'] : [] };
}

const K = 'DEMO-APPT-1001';

describe('the guard follows the server’s requirements', () => {
  it('results opened with the code open the patient-portal results page of the same booking', async () => {
    const access: Access[] = [{ type: 'APPOINTMENT_RESULTS', bookingKey: K.toLowerCase() }];
    expect(await guardDecision(access, { type: 'PATIENT_PORTAL', bookingKey: K }, server)).toBe('open');
  });

  it('a date of birth alone never opens a page that needs the code, nor does a code grant stand in for the appointment’s', async () => {
    expect(await guardDecision([{ type: 'APPOINTMENT', bookingKey: K }], { type: 'APPOINTMENT_RESULTS', bookingKey: K }, server)).toBe(
      'sign-in',
    );
    expect(await guardDecision([{ type: 'PATIENT_PORTAL', bookingKey: K }], { type: 'APPOINTMENT', bookingKey: K }, server)).toBe(
      'sign-in',
    );
  });

  it('another booking, a booking request with the same key, or nothing at all: sign in, without asking the server', async () => {
    const ask = vi.fn(server);
    const target: LinkTarget = { type: 'APPOINTMENT', bookingKey: K };
    expect(await guardDecision([{ type: 'APPOINTMENT_RESULTS', bookingKey: 'OTHER-1' }], target, ask)).toBe('sign-in');
    expect(await guardDecision([{ type: 'BOOKING_REQUEST', bookingKey: K }], target, ask)).toBe('sign-in');
    expect(await guardDecision([], target, ask)).toBe('sign-in');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks about a share by its slug only, and a failed answer sends the person to sign in (rad-auth offers the retry)', async () => {
    const ask = vi.fn(server);
    const share: LinkTarget = { type: 'PATIENT_PORTAL', bookingKey: 'sh-abc', slug: 'sh-abc', shared: true };
    expect(await guardDecision([{ type: 'APPOINTMENT_RESULTS', slug: 'sh-abc' }], share, ask)).toBe('open');
    expect(ask).toHaveBeenCalledWith({ type: 'PATIENT_PORTAL', slug: 'sh-abc', shared: true, isBookingRequest: false });
    expect(ask).toHaveBeenCalledWith({ type: 'APPOINTMENT_RESULTS', slug: 'sh-abc', shared: true, isBookingRequest: false });
    const failing = () => Promise.reject(new Error('offline'));
    expect(await guardDecision([{ type: 'APPOINTMENT_RESULTS', bookingKey: K }], { type: 'PATIENT_PORTAL', bookingKey: K }, failing)).toBe(
      'sign-in',
    );
  });

  it('for any session and page: it opens only with a grant for the same link that needed as much proof', async () => {
    const type = fc.constantFrom(...AUTH_TYPES);
    const key = fc.constantFrom('K1', 'K2');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ type, bookingKey: key }), { maxLength: 4 }), type, key, async (access, targetType, target) => {
        const decision = await guardDecision(access, { type: targetType, bookingKey: target }, server);
        const needed = await server({ type: targetType, isBookingRequest: targetType === 'BOOKING_REQUEST' });
        const vouching = [];
        for (const entry of access.filter((e) => e.bookingKey === target && e.type !== targetType)) {
          const held = await server({ type: entry.type, isBookingRequest: entry.type === 'BOOKING_REQUEST' });
          if (held.code === needed.code && (entry.type === 'BOOKING_REQUEST') === (targetType === 'BOOKING_REQUEST')) vouching.push(entry);
        }
        expect(decision).toBe(vouching.length > 0 ? 'open' : 'sign-in');
        if (decision === 'open' && needed.code) expect(access.some((e) => e.bookingKey === target && e.type !== 'APPOINTMENT')).toBe(true);
      }),
    );
  });
});
