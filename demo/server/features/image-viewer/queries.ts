import type { Db } from '../../db/db';
import { sha256Hex } from '../../lib/crypto';

export interface ImageLinkRow {
  accession_number: string;
  repository_source: string;
  status: 'ACTIVE' | 'EXPIRED';
  images_available: boolean;
  viewer_url: string | null;
  redirect_url: string | null;
  preference: string | null;
  pacs_url: string | null;
}

export async function findImageLink(db: Db, imsec: string): Promise<ImageLinkRow | undefined> {
  const [row] = await db.query<ImageLinkRow>(
    `select accession_number, repository_source, status, images_available, viewer_url, redirect_url, preference, pacs_url
     from image_viewer_link where imsec_hash = $1`,
    [sha256Hex(imsec)],
  );
  return row;
}

export interface DirectLinkRow {
  accession_number: string;
  allowed_emails: string[];
  images_available: boolean;
}

export async function findDirectLink(db: Db, input: string): Promise<DirectLinkRow | undefined> {
  const [row] = await db.query<DirectLinkRow>(
    'select accession_number, allowed_emails, images_available from image_viewer_direct_link where input_hash = $1',
    [sha256Hex(input)],
  );
  return row;
}

/** Whether any link names this accession number in this repository (generation is for known studies only). */
export async function isKnownStudy(db: Db, accession: string, repositorySource: string): Promise<boolean> {
  const [row] = await db.query(
    `select 1 from image_viewer_link where accession_number = $1 and repository_source = $2
     union all select 1 from image_viewer_direct_link where accession_number = $1 and $2 = 'PACS-MAIN' limit 1`,
    [accession, repositorySource],
  );
  return row !== undefined;
}

export async function recordGeneration(db: Db, accession: string, repositorySource: string, repositorySourceId: string): Promise<void> {
  await db.query('insert into image_viewer_generation (accession_number, repository_source, repository_source_id) values ($1, $2, $3)', [
    accession,
    repositorySource,
    repositorySourceId,
  ]);
}
