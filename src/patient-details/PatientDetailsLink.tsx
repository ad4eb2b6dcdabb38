/**
 * The "change your details" link a booking form or a confirmation page offers (the patient
 * details routes, widgets/portal/README.md#routes). One line:
 *
 *   <PatientDetailsLink origin={{ kind: 'confirmation', bookingKey }} label={t('patient_details.link')} />
 *   <PatientDetailsLink origin={{ kind: 'booking-request', bookingKey }} returnUrl={location.pathname + location.search} label={…} />
 *
 * A plain link: inside the portal the shell follows it (and the sign-in guard checks the
 * session); alone on a page the browser does.
 */
import { detailsPath, type DetailsOrigin } from './details-origin';

export interface PatientDetailsLinkProps {
  origin: DetailsOrigin;
  /** The booking form's own address, for Back (booking request and appointment origins only). */
  returnUrl?: string;
  label: string;
  className?: string;
  /** The clinic's own part of the path (`/harbourside`), kept in front of the details page. */
  clinicPath?: string;
}

export function PatientDetailsLink({
  origin,
  returnUrl,
  label,
  className = 'rad-button rad-button--secondary',
  clinicPath = '',
}: PatientDetailsLinkProps) {
  return (
    <a className={className} href={`${clinicPath}${detailsPath(origin, returnUrl)}`}>
      {label}
    </a>
  );
}
