/**
 * The demo's image links and studies (invented). One source for the seed, the server's tests, the
 * end-to-end journeys and the README's demo logins. Tokens are what a referrer's or radiologist's
 * e-mail would carry; the database stores only their SHA-256.
 */
import { DEMO_FEEDBACK_QUESTIONNAIRE } from '../report-feedback/demo-questionnaire';
import type { DbConnection } from '../../db/db';
import { sha256Hex } from '../../lib/crypto';

/** Referrers' quick-report links: `/referrer/quick-report?imsec=…`, one per viewer state. */
export const DEMO_IMSEC = {
  /** ACTIVE: the web viewer in the frame. */
  active: 'demo-imsec-active-mr-knee-1001',
  /** EXPIRED: the browser goes to the portal's expired-link page. */
  expired: 'demo-imsec-expired-us-abdomen-1002',
  /** The referrer prefers their PACS: the browser goes to the (demo) PACS page. */
  pacs: 'demo-imsec-pacs-preference-1001',
  /** The study has no images yet: 'images not available'. */
  noImages: 'demo-imsec-no-images-ct-1003',
  /** A viewer on an origin the provider never allowed: refused, not framed. */
  foreignOrigin: 'demo-imsec-foreign-viewer-1001',
} as const;

/** The active link's other name (feedback may name a link by its PACS appointment id: src/api/API.md#image-viewer). */
export const DEMO_PACS_APPOINTMENT_ID = 'PACS-APPT-1001';

/** The report quality questionnaire (issue 15); its fields are in the questionnaire runner's shape (issue 11). */

/** Radiologists' direct links: `/image-viewer-access?input=…`, opened after the work-account sign-in. */
export const DEMO_DIRECT_INPUT = {
  /** The demo radiologist may open it. */
  allowed: 'demo-direct-mr-knee-1001-rivera',
  /** Nobody may: 'you do not have access to these images'. */
  noAccess: 'demo-direct-us-abdomen-1002-none',
  /** Allowed, but the study has no images: 'could not create a link'. */
  noImages: 'demo-direct-ct-1003-no-images',
} as const;

/** The demo radiologist's work account at the reference server's identity provider (/oidc). */
export const DEMO_WORK_ACCOUNT = {
  username: 'dr.rivera@harbourside-radiology.example',
  password: 'demo-radiologist',
  name: 'Dr Alex Rivera',
} as const;

export interface DemoStudy {
  accession: string;
  description: string;
  modality: 'MR' | 'US' | 'CT';
  /** Patient initials only: the demo viewer shows no names. */
  patientInitials: string;
  studyDate: string;
  /** Series drawn by the demo viewer: a label and how many images. */
  series: readonly { label: string; images: number }[];
}

export const DEMO_STUDIES: readonly DemoStudy[] = [
  {
    accession: 'HRAD-MR-1001',
    description: 'MRI left knee',
    modality: 'MR',
    patientInitials: 'A.K.',
    studyDate: '2030-03-14',
    series: [
      { label: 'Sagittal PD FS', images: 3 },
      { label: 'Coronal T1', images: 2 },
    ],
  },
  {
    accession: 'HRAD-US-1002',
    description: 'Ultrasound abdomen',
    modality: 'US',
    patientInitials: 'L.N.',
    studyDate: '2030-04-02',
    series: [{ label: 'Liver and gallbladder', images: 3 }],
  },
  { accession: 'HRAD-CT-1003', description: 'CT brain', modality: 'CT', patientInitials: 'M.T.', studyDate: '2030-05-09', series: [] },
];

export function findStudy(accession: string): DemoStudy | undefined {
  return DEMO_STUDIES.find((study) => study.accession === accession);
}

/** Inserts the demo links; runs with the rest of the seed, and on a database seeded before they existed. */
export async function seedImageViewerLinks(db: DbConnection): Promise<void> {
  const links: [token: string, accession: string, columns: Record<string, string | boolean | null>][] = [
    [DEMO_IMSEC.active, 'HRAD-MR-1001', { pacs_url: '/demo-viewer/pacs/HRAD-MR-1001' }],
    [DEMO_IMSEC.expired, 'HRAD-US-1002', { status: 'EXPIRED', redirect_url: '/deny?status=EXPIRED' }],
    [DEMO_IMSEC.pacs, 'HRAD-MR-1001', { preference: 'PACS', pacs_url: '/demo-viewer/pacs/HRAD-MR-1001' }],
    [DEMO_IMSEC.noImages, 'HRAD-CT-1003', { images_available: false }],
    [DEMO_IMSEC.foreignOrigin, 'HRAD-MR-1001', { viewer_url: 'https://viewer.unknown-imaging.example/study/HRAD-MR-1001' }],
  ];
  for (const [token, accession, columns] of links) {
    await db.query(
      `insert into image_viewer_link (imsec_hash, accession_number, status, images_available, viewer_url, redirect_url, preference, pacs_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        sha256Hex(token),
        accession,
        columns.status ?? 'ACTIVE',
        columns.images_available ?? true,
        columns.viewer_url ?? null,
        columns.redirect_url ?? null,
        columns.preference ?? null,
        columns.pacs_url ?? null,
      ],
    );
  }
  await db.query('update image_viewer_link set pacs_appointment_id = $1 where imsec_hash = $2', [
    DEMO_PACS_APPOINTMENT_ID,
    sha256Hex(DEMO_IMSEC.active),
  ]);
  const q = DEMO_FEEDBACK_QUESTIONNAIRE;
  await db.query(
    `insert into feedback_questionnaire (id, title, modal_size, show_closing_confirmation, fields) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do nothing`,
    [q.id, q.title, q.modalSize, q.showClosingConfirmation, JSON.stringify(q.fields)],
  );
  const direct: [string, string, string[], boolean][] = [
    [DEMO_DIRECT_INPUT.allowed, 'HRAD-MR-1001', [DEMO_WORK_ACCOUNT.username], true],
    [DEMO_DIRECT_INPUT.noAccess, 'HRAD-US-1002', [], true],
    [DEMO_DIRECT_INPUT.noImages, 'HRAD-CT-1003', [DEMO_WORK_ACCOUNT.username], false],
  ];
  for (const [token, accession, emails, available] of direct) {
    await db.query(
      'insert into image_viewer_direct_link (input_hash, accession_number, allowed_emails, images_available) values ($1, $2, $3, $4)',
      [sha256Hex(token), accession, emails, available],
    );
  }
}
