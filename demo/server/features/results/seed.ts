/**
 * The demo's results (invented reports): Ana's knee MRI, with images in the demo viewer, and
 * Liam's abdominal ultrasound, without images online. Its own check, so a demo database seeded
 * before results existed gets them too.
 */
import type { DbConnection } from '../../db/db';
import { DEMO_IMSEC } from '../image-viewer/demo-data';

export const DEMO_RESULTS = [
  {
    itemSlug: 'demo-appt-1001-1',
    bookingKey: 'DEMO-APPT-1001',
    reportedBy: 'Dr Priya Raman, radiologist',
    report: [
      'MRI LEFT KNEE (demo report)',
      'Clinical notes: knee pain after a fall while running.',
      'Findings: a small tear of the posterior horn of the medial meniscus. The cruciate and collateral ligaments are intact. Small joint effusion. No fracture.',
      'Conclusion: small medial meniscal tear. Please discuss these results with your referring doctor.',
    ].join('\n\n'),
    imagesUrl: `/referrer/quick-report?imsec=${DEMO_IMSEC.active}`,
  },
  {
    itemSlug: 'demo-appt-1002-1',
    bookingKey: 'DEMO-APPT-1002',
    reportedBy: 'Dr Tom Brennan, radiologist',
    report: [
      'ULTRASOUND ABDOMEN (demo report)',
      'Findings: the liver, gallbladder, pancreas, spleen and both kidneys appear normal. No free fluid.',
      'Conclusion: a normal abdominal ultrasound.',
    ].join('\n\n'),
    imagesUrl: null,
  },
] as const;

export async function seedResults(db: DbConnection): Promise<void> {
  const [existing] = await db.query<{ count: string | number }>('select count(*) as count from appointment_result');
  if (Number(existing?.count ?? 0) > 0) return;
  for (const result of DEMO_RESULTS) {
    const [item] = await db.query<{ starts_at: string }>('select starts_at from appointment_item where slug = $1', [result.itemSlug]);
    if (!item) continue; // not the demo's data
    await db.query(
      `insert into appointment_result (booking_key, item_slug, report, reported_by, reported_at, images_url, available_until)
       values ($1, $2, $3, $4, $5::timestamptz + interval '1 day', $6, $5::timestamptz + interval '5 years')`,
      [result.bookingKey, result.itemSlug, result.report, result.reportedBy, item.starts_at, result.imagesUrl],
    );
  }
}
