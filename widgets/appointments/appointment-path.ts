/**
 * Which booking and view a portal path names (document 001 §2): {clinicPath}/appointments/{key}
 * (alias /a/), /appointments/pending/{key}, /appointments/{key}/kiosk, /appointments/{key}/result
 * and /result/patient, also under the frame prefix /iframe. The element's `booking-key` attribute
 * wins over the path, so the widget also works on a plain page.
 */
export type AppointmentView = 'summary' | 'pending' | 'kiosk' | 'result' | 'result-patient';

export interface AppointmentPath {
  bookingKey: string;
  view: AppointmentView;
}

const KEY = '([A-Za-z0-9-]{6,64})';
const PATTERN = new RegExp(`(?:^|/)(?:appointments|a)/(?:(pending)/${KEY}|${KEY}(?:/(kiosk|result(?:/patient)?))?)/?$`);

export function appointmentPathOf(pathname: string): AppointmentPath | null {
  const match = PATTERN.exec(pathname);
  if (!match) return null;
  if (match[1]) return { bookingKey: match[2]!, view: 'pending' };
  const suffix = match[4];
  const view: AppointmentView =
    suffix === 'kiosk' ? 'kiosk' : suffix === 'result' ? 'result' : suffix === 'result/patient' ? 'result-patient' : 'summary';
  return { bookingKey: match[3]!, view };
}
