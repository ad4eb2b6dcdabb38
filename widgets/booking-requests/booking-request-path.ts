/** The booking key of a portal path (src/router/routes.ts): {clinicPath}/booking-requests/{key}, alias /br/, also under /iframe. */
const PATTERN = /(?:^|\/)(?:booking-requests|br)\/([A-Za-z0-9-]{6,64})\/?$/;

export function bookingRequestKeyOf(pathname: string): string | null {
  return PATTERN.exec(pathname)?.[1] ?? null;
}
