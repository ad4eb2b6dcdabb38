// The public face of <rad-appointments>: the element and its props.
export { RadAppointments } from './appointments.element';
export type { AppointmentsProps } from './Appointments';
