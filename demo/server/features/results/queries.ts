import type { Db } from '../../db/db';

export interface ResultRow {
  id: number | string;
  booking_key: string;
  exam_name: string;
  modality_name: string;
  clinic_name: string;
  time_zone: string;
  performed_at: string;
  report: string;
  reported_by: string;
  reported_at: string;
  images_url: string | null;
  available_until: string;
  expired: boolean;
}

const UTC = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const SELECT = `select r.id, r.booking_key, e.name as exam_name, m.name as modality_name, c.name as clinic_name, c.time_zone,
         ${UTC('i.starts_at')} as performed_at, r.report, r.reported_by, ${UTC('r.reported_at')} as reported_at, r.images_url,
         ${UTC('r.available_until')} as available_until, r.available_until <= now() as expired
    from appointment_result r join appointment_item i on i.slug = r.item_slug join exam e on e.slug = i.exam_slug
    join modality m on m.slug = e.modality_slug join clinic c on c.slug = i.clinic_slug`;

/** One booking's results. */
export function bookingResults(db: Pick<Db, 'query'>, bookingKey: string): Promise<ResultRow[]> {
  return db.query<ResultRow>(`${SELECT} where r.booking_key = $1 order by i.starts_at desc, r.id desc`, [bookingKey]);
}

/** Every result of the booking's patient: their history (a HISTORY share). */
export function patientResults(db: Pick<Db, 'query'>, bookingKey: string): Promise<ResultRow[]> {
  return db.query<ResultRow>(
    `${SELECT} join appointment a on a.booking_key = r.booking_key
      where a.patient_id = (select patient_id from appointment where booking_key = $1)
      order by i.starts_at desc, r.id desc`,
    [bookingKey],
  );
}

export async function patientFirstName(db: Pick<Db, 'query'>, bookingKey: string): Promise<string> {
  const [row] = await db.query<{ first_name: string }>(
    'select p.first_name from appointment a join patient p on p.id = a.patient_id where a.booking_key = $1',
    [bookingKey],
  );
  return row?.first_name ?? '';
}
