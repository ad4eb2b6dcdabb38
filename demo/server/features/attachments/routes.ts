/**
 * Attachment endpoints, one line per operation. `attachmentRoutes(ownerOf)` is mounted at
 * `/:id/attachments` by the appointments and booking-requests features, behind their requireGrant;
 * `temporaryDocumentRoutes` at /api/temp_documents for uploads before a booking exists (bound to
 * the uploading session, under a key the server issued). See src/api/API.md#attachments.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { setStoredFileHeaders } from '../../http/stored-file';
import { toReadableStream } from '../file-store/file-store';
import { attachmentImageRoutes } from '../document-images/routes';
import { attachmentPageSizes, pageList, viewerLocale } from '../document-images/service';
import { documentViewPage } from '../document-images/view-page';
import { ensureSession, findSession } from '../session/service';
import { isIssuedKey } from './queries';
import {
  addAttachment,
  attachmentIdOf,
  deleteAttachment,
  importReferral,
  listAttachments,
  openAttachment,
  readAttachment,
  replaceAttachment,
  type Owner,
  type UploadContext,
} from './service';

/** Whose attachments a request names; `uploading` is true for the calls that add a file. */
export type OwnerOf = (c: Context<AppEnv>, uploading: boolean) => Owner | Promise<Owner>;

export function attachmentRoutes(deps: AppDeps, ownerOf: OwnerOf): Hono<AppEnv> {
  const { db, files, messagesDir } = deps;
  const upload: UploadContext = { files, limits: deps.uploadLimits };
  const app = new Hono<AppEnv>();
  const read = async (c: Context<AppEnv>) => readAttachment(db, files, await ownerOf(c, false), idOf(c));
  app.get('/response', async (c) =>
    jsonBody(c, await listAttachments(db, await ownerOf(c, false), { examGroupName: c.req.query('examGroupName') })),
  );
  app.post('/', async (c) => jsonBody(c, await addAttachment(c, db, upload, await ownerOf(c, true)), 201));
  app.post('/imported', async (c) => {
    const owner = await ownerOf(c, false);
    if (owner.type === 'TEMPORARY') throw new ApiError(404, 'Nothing to import before the booking exists', 'not_found');
    return jsonBody(c, await importReferral(db, files, owner));
  });
  app.put('/:attachmentId', async (c) => jsonBody(c, await replaceAttachment(c, db, upload, await ownerOf(c, true), idOf(c, true))));
  app.delete('/:attachmentId', async (c) => {
    await deleteAttachment(db, files, await ownerOf(c, false), idOf(c));
    return c.body(null, 204);
  });
  app.get('/:attachmentId/download', async (c) => {
    const attachment = await openAttachment(db, files, await ownerOf(c, false), idOf(c));
    setStoredFileHeaders(c, { ...attachment, disposition: 'attachment' });
    return c.body(toReadableStream(attachment.file.chunks()));
  });
  // A PDF's view link: its pages drawn by the server on a page of ours, never the PDF itself in a
  // browser's viewer (which would run its scripts); other files have no view link.
  app.get('/:attachmentId/view', async (c) => {
    const attachment = await read(c);
    if (attachment.contentType !== 'application/pdf') throw new ApiError(404, 'Only a PDF has a view link', 'not_found');
    const sizes = await attachmentPageSizes(attachment).catch(() => null);
    const base = c.req.path.replace(/\/view\/?$/, '/images');
    return documentViewPage(c, messagesDir, viewerLocale(c), attachment.fileName, sizes && pageList(base, sizes).pages);
  });
  app.route('/:attachmentId', attachmentImageRoutes(read));
  return app;
}

const TEMP_KEY = /^[A-Za-z0-9-]{6,64}$/;

/**
 * Temporary documents keyed by a booking key the server issued before the booking exists
 * (`POST /api/booking_keys`; the booking form's referral). Only the session that uploaded sees or
 * changes them: without a session the list is empty, so guessing a key shows nothing; an upload
 * must name an issued key that no booking has claimed yet.
 */
export function temporaryDocumentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const owner = async (c: Context<AppEnv>, create: boolean): Promise<Owner> => {
    const key = c.req.param('key') ?? '';
    if (!TEMP_KEY.test(key)) throw new ApiError(404, 'attachments.unknown_key', 'unknown_booking_key');
    if (create && !(await isIssuedKey(db, key))) throw new ApiError(404, 'attachments.unknown_key', 'unknown_booking_key');
    const session = create ? await ensureSession(c, db) : await findSession(c, db);
    // No session: an owner no row can match ('' is never a token hash).
    return { type: 'TEMPORARY', key, session: session?.tokenHash ?? '' };
  };
  app.route('/:key/attachments', attachmentRoutes(deps, owner));
  return app;
}

function idOf(c: Context, allowZero = false): number {
  return attachmentIdOf(c.req.param('attachmentId'), { allowZero });
}
