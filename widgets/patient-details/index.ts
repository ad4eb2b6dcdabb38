// The public face of <rad-patient-details>: the element and its props.
export { RadPatientDetails } from './patient-details.element';
export type { PatientDetailsProps } from './PatientDetails';
