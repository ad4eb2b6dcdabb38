/**
 * The times, form and confirmation chunk (steps/Appointment.tsx). ClinicChosen loads it lazily;
 * the clinic finder asks for it a moment after it shows, so choosing a clinic waits only for its
 * times, not for their code as well (issue 25: clinic chosen → first times in under 300 ms).
 */
export const loadAppointment = () => import('./Appointment');
