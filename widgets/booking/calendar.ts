// Moved to src/calendar (the appointment page writes calendar files too); kept so this widget's imports stay as they were.
export { calendarFile } from '../../src/calendar';
