/**
 * Patient details change (issue 13) for widgets: the form's rules (shared with the reference
 * server), where the page was opened from and where Back leads, and the link a booking form or a
 * confirmation page offers. The page itself is <rad-patient-details>.
 */
export { changedFields, detailsFormSchema, validateDetails, type DetailsCheck, type DetailsErrors } from './details-form';
export { backPath, detailsOriginOf, detailsPath, fromBookingForm, type DetailsOrigin, type OriginAttributes } from './details-origin';
export { PatientDetailsLink, type PatientDetailsLinkProps } from './PatientDetailsLink';
