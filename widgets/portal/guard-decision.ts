/**
 * Whether the portal's guard opens a secure page or sends the person to sign in, when the
 * session holds no grant of the page's own link type. The server's "results access requirements"
 * (`GET /api/auth/requirements`, src/api/API.md#authentication) decide: a grant for the same booking (or share) under another link type opens the page
 * when the server asks the same proof for both links — a code for both, or for neither. So a
 * patient who opened their results with the code opens the patient-portal results page without
 * proving it all again, and a date of birth alone never opens a page that needs the code. Pure,
 * with the server's answers injected; unit-tested.
 */
import type { LinkRequirementsQuery } from '../../src/api/auth.api';
import type { Access, LinkRequirements } from '../../src/api/schemas/auth.schema';
import type { LinkTarget } from '../../src/router/auth-links';

export type GuardDecision = 'open' | 'sign-in';

/** The session's grants for the same link under another type: a booking request's only for a booking request. */
export function sameLinkOtherType(access: readonly Access[], target: LinkTarget): Access[] {
  const bookingRequest = (type: string) => type === 'BOOKING_REQUEST';
  return access.filter((entry) => {
    if (entry.type === target.type || bookingRequest(entry.type) !== bookingRequest(target.type)) return false;
    if (target.slug) return entry.slug === target.slug;
    return Boolean(target.bookingKey) && entry.bookingKey?.toUpperCase() === target.bookingKey!.toUpperCase();
  });
}

export function asQuery(link: LinkTarget | Access): LinkRequirementsQuery {
  // A share's grant names its slug only (the server never tells its holder the booking key).
  const shared = 'shared' in link ? link.shared === true : Boolean(link.slug) && !link.bookingKey;
  return {
    type: link.type,
    ...(link.slug && shared ? { slug: link.slug } : { bookingKey: link.bookingKey }),
    shared,
    isBookingRequest: link.type === 'BOOKING_REQUEST',
  };
}

const sameProof = (a: LinkRequirements, b: LinkRequirements) => a.code === b.code && a.dateOfBirth === b.dateOfBirth;

/**
 * At most one requirements question per link type (four types): bounded. A failed question
 * sends the person to sign in, where rad-auth asks again and offers a retry: never locked out.
 */
export async function guardDecision(
  access: readonly Access[],
  target: LinkTarget,
  requirementsOf: (link: LinkRequirementsQuery) => Promise<LinkRequirements>,
): Promise<GuardDecision> {
  const candidates = sameLinkOtherType(access, target);
  if (candidates.length === 0) return 'sign-in';
  try {
    const [needed, ...held] = await Promise.all([target, ...candidates].map((link) => requirementsOf(asQuery(link))));
    return held.some((grant) => sameProof(grant, needed!)) ? 'open' : 'sign-in';
  } catch {
    return 'sign-in';
  }
}
