/**
 * Appointment reminders: an e-mail the day before each booked exam. A reminder is a notification,
 * not mail the patient asked for, so it goes through `sendNotificationEmail` and is not sent to an
 * address that unsubscribed (docs/rules.md#notify-unsubscribe). Each exam is handled once:
 * sent, or skipped for the opt-out, and recorded either way.
 */
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { links, notify, storedLocale } from './notify';
import { DEMO_MESSAGE_CONTEXT, emailLocale, type MessageContext } from './service';
import { clinicAddressLine } from '../../../../src/api/clinic-address';

/** How far ahead a reminder goes out: exams starting within the next day. */
export const REMINDER_WINDOW_HOURS = 24;

export interface ReminderRun {
  /** Reminders put in the outbox. */
  sent: number;
  /** Exams whose patient opted out of notifications: nothing sent. */
  skipped: number;
}

interface DueRow {
  slug: string;
  booking_key: string;
  first_name: string;
  email: string;
  exam_name: string;
  clinic_name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  time_zone: string;
  starts_at: Date | string;
}

function formatted(row: DueRow, lang: string): string {
  return new Intl.DateTimeFormat(emailLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: row.time_zone,
    timeZoneName: 'short',
  }).format(new Date(row.starts_at));
}

/** Sends the reminders due at `now` (an injected clock, so tests need not wait a day). */
export async function sendDueReminders(
  db: Db,
  now: Date = new Date(),
  context: MessageContext = DEMO_MESSAGE_CONTEXT,
): Promise<ReminderRun> {
  return transaction(db, async (tx) => {
    const due = await tx.query<DueRow>(
      `select i.slug, i.booking_key, p.first_name, p.email, e.name as exam_name, c.name as clinic_name,
              c.address, c.suburb, c.state, c.postcode, c.time_zone, i.starts_at
         from appointment_item i
         join appointment a on a.booking_key = i.booking_key
         join patient p on p.id = a.patient_id
         join exam e on e.slug = i.exam_slug
         join clinic c on c.slug = i.clinic_slug
        where i.status in ('BOOKED', 'RESCHEDULED', 'CHANGED') and a.status <> 'CANCELED'
          and i.reminder_handled_at is null and p.email is not null
          and i.starts_at > $1 and i.starts_at <= $1::timestamptz + make_interval(hours => $2)
        order by i.starts_at
        for update of i skip locked`,
      [now.toISOString(), REMINDER_WINDOW_HOURS],
    );
    const run: ReminderRun = { sent: 0, skipped: 0 };
    for (const row of due) {
      // A notification: not sent to an address that opted out; in the language stored with the booking.
      const message = await notify(
        tx,
        { origin: context.origin, radiologyName: context.radiologyName, defaultLang: context.lang },
        {
          template: 'appointment_reminder',
          to: row.email,
          kind: 'notification',
          bookingKey: row.booking_key,
          values: {
            patientFirstName: row.first_name,
            examName: row.exam_name,
            // The whole address, as the confirmation gives it: a mail or map app can find the clinic.
            clinicName: `${row.clinic_name} (${clinicAddressLine(row)})`,
            date: formatted(row, (await storedLocale(tx, row.booking_key)) ?? context.lang),
            link: links.appointment(context.origin, row.booking_key),
          },
        },
      );
      if (message) run.sent += 1;
      else run.skipped += 1;
      await tx.query('update appointment_item set reminder_handled_at = $2 where slug = $1', [row.slug, now.toISOString()]);
    }
    return run;
  });
}
