import { formatInClinicZone, type DateFormatter } from '../../../src/i18n/dates';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** "Friday 15 March 2030 at 9:30 am": an appointment's time as the clinic's own wall clock says it. */
export function whenText(t: Translate, intl: DateFormatter, instant: string, timeZone: string): string {
  const at = new Date(instant);
  return t('appointments.when', {
    date: formatInClinicZone(intl, at, timeZone, 'long-date'),
    time: formatInClinicZone(intl, at, timeZone, 'time'),
  });
}
