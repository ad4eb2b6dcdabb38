import type { Db, DbConnection } from '../db/db';
import { inTransaction } from '../db/transaction';
import { seedImageViewerLinks } from '../features/image-viewer/demo-data';
import { insertTranslationOverrides } from '../features/i18n/queries';
import { seedQuestionnaireDefinitions } from '../features/questionnaires/seed';
import { seedClinicSchedules, seedEnquiries } from '../features/booking/seed-schedules';
import { seedCheckIn } from '../features/check-in/seed';
import { seedResults } from '../features/results/seed';
import { seedAssets } from './assets';
import { seedBookingCatalogue } from './booking-catalogue';
import { seedModalities } from './exams';
import { seedClinics, seedRegions } from './places';
import { seedPatientsAndLinks } from './patients';
import { SEED_RADIOLOGY_CODE, seedProviderConfig, seedTerms } from './provider';
import { seedTranslationOverrides } from './translations';

/** Not the migration key: seeding waits for migrations, never the other way round. */
const SEED_LOCK_KEY = 7_264_110_032;

/**
 * Fills an empty database with the demo provider. Runs on every start but only writes when the
 * provider table is empty, so a provider's own data (or a RAD_CONFIG already applied) is never
 * overwritten. The check and the inserts happen under an advisory lock in one transaction, so two
 * servers starting against one PostgreSQL cannot both seed.
 * Returns whether it seeded.
 */
export async function seed(db: Db): Promise<boolean> {
  return db.withConnection(async (connection) => {
    await connection.query('select pg_advisory_lock($1)', [SEED_LOCK_KEY]);
    try {
      const [existing] = await connection.query<{ count: string | number }>('select count(*) as count from provider');
      const [patients] = await connection.query<{ count: string | number }>('select count(*) as count from patient');
      const seedProvider = Number(existing?.count ?? 0) === 0;
      // A database seeded before patients existed still gets the demo's secure links.
      // Only into the demo provider's own data: the patients' appointments name its clinics.
      const [demoProvider] = await connection.query('select 1 from provider where radiology_code = $1', [SEED_RADIOLOGY_CODE]);
      const seedPatients = Number(patients?.count ?? 0) === 0 && (seedProvider || demoProvider !== undefined);
      // A demo database from before the booking catalogue (issue 10) gets its exams, body figure and postcodes.
      const [bodyParts] = await connection.query<{ count: string | number }>('select count(*) as count from body_part');
      const seedCatalogue = Number(bodyParts?.count ?? 0) === 0 && (seedProvider || demoProvider !== undefined);
      // Image viewer links (issue 15): also into a demo database seeded before they existed.
      const [imageLinks] = await connection.query<{ count: string | number }>('select count(*) as count from image_viewer_link');
      const seedImageLinks = Number(imageLinks?.count ?? 0) === 0 && (seedProvider || demoProvider !== undefined);
      if (seedProvider || seedPatients || seedCatalogue || seedImageLinks) {
        await inTransaction(connection, async () => {
          if (seedProvider) await insertSeed(connection);
          if (seedCatalogue) await seedBookingCatalogue(connection);
          if (seedPatients) await seedPatientsAndLinks(connection);
          if (seedImageLinks) await seedImageViewerLinks(connection);
        });
      }
      // Its own check (the seeded ones missing by id): a database seeded before some questionnaires existed gets them too.
      await seedQuestionnaireDefinitions(connection);
      // Breaks and rooms (issue 12): its own check, as for questionnaires.
      await seedClinicSchedules(connection);
      await seedEnquiries(connection); // enquiry exams and the demo referrer's key (issue 12)
      await seedCheckIn(connection); // every start: today's check-in appointments move with the clock
      await seedResults(connection); // its own check (none yet): results came after patients
      return seedProvider || seedPatients || seedCatalogue || seedImageLinks;
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [SEED_LOCK_KEY]);
    }
  });
}

async function insertSeed(db: DbConnection): Promise<void> {
  await db.query('insert into provider (radiology_code, config, terms) values ($1, $2::jsonb, $3)', [
    SEED_RADIOLOGY_CODE,
    JSON.stringify(seedProviderConfig),
    seedTerms,
  ]);

  for (const [index, region] of seedRegions.entries()) {
    await db.query('insert into region (slug, name, sort_order) values ($1, $2, $3)', [region.slug, region.name, index]);
  }
  for (const [index, modality] of seedModalities.entries()) {
    await db.query('insert into modality (slug, name, sort_order) values ($1, $2, $3)', [modality.slug, modality.name, index]);
  }
  for (const clinic of seedClinics) {
    await db.query(
      `insert into clinic (slug, name, region_slug, suburb, state, address, postcode, latitude, longitude, time_zone, phone)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        clinic.slug,
        clinic.name,
        clinic.region,
        clinic.suburb,
        clinic.state,
        clinic.address,
        clinic.postcode,
        clinic.latitude,
        clinic.longitude,
        clinic.timeZone,
        clinic.phone,
      ],
    );
  }
  await insertTranslationOverrides(db, SEED_RADIOLOGY_CODE, seedTranslationOverrides);
  for (const asset of seedAssets()) {
    await db.query('insert into asset (name, content_type, body) values ($1, $2, $3)', [asset.name, asset.contentType, asset.body]);
  }
}
