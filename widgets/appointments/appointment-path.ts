/**
 * Which booking and view a portal path names (src/router/routes.ts): {clinicPath}/appointments/{key}
 * (alias /a/), /appointments/pending/{key} and /appointments/{key}/kiosk, also under the frame
 * prefix /iframe. The element's `booking-key` attribute wins over the path, so the widget also
 * works on a plain page. The result pages (/appointments/{key}/result…) are `<rad-results>`'s.
 */
export type AppointmentView = 'summary' | 'pending' | 'kiosk';

export interface AppointmentPath {
  bookingKey: string;
  view: AppointmentView;
  /** What precedes `/appointments/` (`/iframe`, a clinicPath, or nothing): links to the booking's other pages keep it. */
  prefix: string;
}

const KEY = '([A-Za-z0-9-]{6,64})';
const PATTERN = new RegExp(`(?:^|/)(?:appointments|a)/(?:(pending)/${KEY}|${KEY}(?:/(kiosk))?)/?$`);

export function appointmentPathOf(pathname: string): AppointmentPath | null {
  const match = PATTERN.exec(pathname);
  if (!match) return null;
  const prefix = pathname.slice(0, match.index).replace(/\/$/, '');
  if (match[1]) return { bookingKey: match[2]!, view: 'pending', prefix };
  const suffix = match[4];
  return { bookingKey: match[3]!, view: suffix === 'kiosk' ? 'kiosk' : 'summary', prefix };
}
