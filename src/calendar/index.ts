/** Add-to-calendar files (RFC 5545), for every widget that shows an appointment. */
export { calendarFile, calendarOf, type CalendarEvent } from './calendar';
