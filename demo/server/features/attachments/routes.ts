/**
 * Attachment endpoints (document 001 §7), one line per operation. `attachmentRoutes(ownerOf)` is
 * mounted at `/:id/attachments` by the appointments and booking-requests features, behind their
 * requireGrant; `temporaryDocumentRoutes` at /api/temp_documents for uploads before a booking
 * exists (bound to the uploading session). See src/api/API.md "Attachments".
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app-env';
import { contentDisposition } from '../../http/content-disposition';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { attachmentImageRoutes } from '../document-images/routes';
import { ensureSession, findSession } from '../session/service';
import {
  addAttachment,
  attachmentIdOf,
  deleteAttachment,
  importReferral,
  listAttachments,
  readAttachment,
  replaceAttachment,
  type Owner,
} from './service';

/** Whose attachments a request names; `uploading` is true for the calls that add a file. */
export type OwnerOf = (c: Context<AppEnv>, uploading: boolean) => Owner | Promise<Owner>;

export function attachmentRoutes({ db, uploadsDir }: AppDeps, ownerOf: OwnerOf): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/response', async (c) =>
    jsonBody(c, await listAttachments(db, await ownerOf(c, false), { examGroupName: c.req.query('examGroupName') })),
  );
  app.post('/', async (c) => jsonBody(c, await addAttachment(c, db, uploadsDir, await ownerOf(c, true)), 201));
  app.post('/imported', async (c) => {
    const owner = await ownerOf(c, false);
    if (owner.type === 'TEMPORARY') throw new ApiError(404, 'Nothing to import before the booking exists', 'not_found');
    return jsonBody(c, await importReferral(db, uploadsDir, owner));
  });
  app.put('/:attachmentId', async (c) => jsonBody(c, await replaceAttachment(c, db, uploadsDir, await ownerOf(c, true), idOf(c, true))));
  app.delete('/:attachmentId', async (c) => {
    await deleteAttachment(db, uploadsDir, await ownerOf(c, false), idOf(c));
    return c.body(null, 204);
  });
  app.get('/:attachmentId/download', async (c) =>
    sendFile(c, await readAttachment(db, uploadsDir, await ownerOf(c, false), idOf(c)), 'attachment'),
  );
  app.get('/:attachmentId/view', async (c) =>
    sendFile(c, await readAttachment(db, uploadsDir, await ownerOf(c, false), idOf(c)), 'inline'),
  );
  app.route(
    '/:attachmentId',
    attachmentImageRoutes(async (c) => readAttachment(db, uploadsDir, await ownerOf(c, false), idOf(c))),
  );
  return app;
}

const TEMP_KEY = /^[A-Za-z0-9-]{6,64}$/;

/**
 * Temporary documents keyed by a booking key handed out before the booking exists (booking
 * form, chat, check-in). Only the session that uploaded sees or changes them: without a session
 * the list is empty, so guessing a key shows nothing.
 */
export function temporaryDocumentRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const owner = async (c: Context<AppEnv>, create: boolean): Promise<Owner> => {
    const key = c.req.param('key') ?? '';
    if (!TEMP_KEY.test(key)) throw new ApiError(404, 'Unknown key', 'not_found');
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

function sendFile(
  c: Context,
  file: { fileName: string; contentType: string; body: Buffer },
  disposition: 'inline' | 'attachment',
): Response {
  c.header('Content-Type', file.contentType);
  c.header('Content-Disposition', contentDisposition(disposition, file.fileName));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'no-store'); // health data: never in a shared cache
  return c.body(new Uint8Array(file.body));
}
