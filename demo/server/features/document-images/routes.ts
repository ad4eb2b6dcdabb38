/**
 * "View document and questionnaire as images" (paths in
 * src/api/API.md#document-and-questionnaire-images). Mounted by the features that own the
 * documents, behind their grants: attachments at `…/attachments/:attachmentId/images`, answered
 * questionnaires at
 * `/secured/{appointments|booking_requests}/:bookingKey/questionnaires/:questionnaireId/images`
 * (routes of the questionnaires feature).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { pageNumberOf, sendImage } from './http';
import {
  attachmentPageImage,
  attachmentPageSizes,
  localeOf,
  pageList,
  questionnaireSheet,
  questionnaireSheetSizes,
  type StoredFile,
} from './service';

const listPath = (c: Context) => c.req.path.replace(/\/images\/?$/, '/images');

/** `GET /images` (the page list) and `GET /images/:page` of one attachment, read by `read`. */
export function attachmentImageRoutes(read: (c: Context<AppEnv>) => Promise<StoredFile>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/images', async (c) => jsonBody(c, pageList(listPath(c), await attachmentPageSizes(await read(c)))));
  app.get('/images/:page', async (c) => sendImage(c, await attachmentPageImage(await read(c), pageNumberOf(c))));
  return app;
}

const QUESTIONNAIRE_ID = /^[a-z0-9-]{2,64}$/;

/** The same two calls for a booking's answered questionnaire, as handlers for the owner to put behind its grant. */
export function questionnaireImageHandlers(db: Db, messagesDir: string, bookingKeyOf: (c: Context<AppEnv>) => string) {
  const sheet = (c: Context<AppEnv>) => {
    const id = c.req.param('questionnaireId') ?? '';
    if (!QUESTIONNAIRE_ID.test(id)) throw new ApiError(404, 'No such questionnaire', 'not_found');
    return questionnaireSheet(db, messagesDir, bookingKeyOf(c), id, localeOf(c.req.query('lang')));
  };
  return {
    list: async (c: Context<AppEnv>) => jsonBody(c, pageList(listPath(c), questionnaireSheetSizes(await sheet(c)))),
    page: async (c: Context<AppEnv>) => {
      const pages = await sheet(c);
      const page = pages[pageNumberOf(c) - 1];
      if (!page) throw new ApiError(404, 'No such page', 'not_found');
      return sendImage(c, { contentType: 'image/png', body: page });
    },
  };
}
