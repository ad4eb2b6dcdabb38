/**
 * "View document and questionnaire as images" (paths ours:
 * src/api/API.md#document-and-questionnaire-images). A page list first (number, size, the image's
 * path), then each page on its own request, so a viewer shows page 1 while later pages are still
 * drawn.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { FhirQuestionnaireSchema, QuestionnaireResponseSchema } from '../../../../src/api/schemas/questionnaire.schema';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../../../../src/constants';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { readPrimaryDictionary } from '../i18n/routes';
import { latestAnswer } from './queries';
import { pdfPageSizes, renderPdfPage, type PageSize } from './render-pdf';
import { DATE_TIME_UTC, renderQuestionnaireSheet, SHEET_SIZE } from './render-questionnaire';

export interface PageImage extends PageSize {
  number: number;
  /** Path of the page's image (GET, same session). */
  url: string;
}

export interface StoredFile {
  contentType: string;
  body: Buffer;
}

export const pageList = (basePath: string, sizes: readonly PageSize[]): { pages: PageImage[] } => ({
  pages: sizes.map((size, index) => ({ number: index + 1, url: `${basePath.replace(/\/$/, '')}/${index + 1}`, ...size })),
});

const unreadable = () => new ApiError(422, 'The document could not be read as pages', 'document_unreadable');

async function imageSize(body: Buffer): Promise<PageSize> {
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(body).catch(() => {
    throw unreadable();
  });
  return { width: image.width, height: image.height };
}

/** The pages of an attachment: a PDF's pages drawn as PNG, an image as its single page. */
export async function attachmentPageSizes(file: StoredFile): Promise<PageSize[]> {
  if (file.contentType === 'application/pdf') {
    return pdfPageSizes(file.body).catch(() => {
      throw unreadable();
    });
  }
  if (file.contentType.startsWith('image/')) return [await imageSize(file.body)];
  throw unreadable();
}

export async function attachmentPageImage(file: StoredFile, number: number): Promise<{ contentType: string; body: Buffer }> {
  if (file.contentType.startsWith('image/')) {
    if (number !== 1) throw new ApiError(404, 'No such page', 'not_found');
    return { contentType: file.contentType, body: file.body };
  }
  if (file.contentType !== 'application/pdf') throw unreadable();
  const body = await renderPdfPage(file.body, number).catch((error: unknown) => {
    throw error instanceof RangeError ? new ApiError(404, 'No such page', 'not_found') : unreadable();
  });
  return { contentType: 'image/png', body };
}

export function localeOf(requested: string | undefined): SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(requested ?? '') ? (requested as SupportedLocale) : FALLBACK_LOCALE;
}

/** The reader's language for a page the browser opens itself: `?lang=`, else Accept-Language's first shipped one. */
export function viewerLocale(c: Context): SupportedLocale {
  const asked = c.req.query('lang');
  if (asked) return localeOf(asked);
  const accepted = (c.req.header('Accept-Language') ?? '')
    .split(',')
    .slice(0, 10)
    .map((part) => part.split(';')[0]!.trim().toLowerCase());
  const shipped = SUPPORTED_LOCALES as readonly string[];
  for (const tag of accepted) {
    const match =
      shipped.find((locale) => locale.toLowerCase() === tag) ?? shipped.find((locale) => locale.toLowerCase().split('-')[0] === tag);
    if (match) return match as SupportedLocale;
  }
  return FALLBACK_LOCALE;
}

/** Every page of the booking's latest answer to the questionnaire, drawn in the reader's language. */
export async function questionnaireSheet(
  db: Db,
  messagesDir: string,
  bookingKey: string,
  questionnaireId: string,
  locale: SupportedLocale,
): Promise<Buffer[]> {
  const row = await latestAnswer(db, bookingKey, questionnaireId);
  if (!row) throw new ApiError(404, 'This questionnaire has not been answered for this booking', 'not_found');
  const definition = v.parse(FhirQuestionnaireSchema, row.definition);
  const response = v.parse(QuestionnaireResponseSchema, row.response);
  const [dictionary, fallback] = await Promise.all([
    readPrimaryDictionary(messagesDir, locale),
    locale === FALLBACK_LOCALE ? Promise.resolve({}) : readPrimaryDictionary(messagesDir, FALLBACK_LOCALE),
  ]);
  const word = (key: string) => String(dictionary[key] ?? (fallback as Record<string, unknown>)[key] ?? key);
  const date = new Intl.DateTimeFormat(locale, DATE_TIME_UTC);
  return renderQuestionnaireSheet({
    definition,
    title: row.title,
    response,
    answeredAt: row.answered_at,
    locale,
    text: {
      yes: word('questionnaire.yes'),
      no: word('questionnaire.no'),
      answeredOn: (answeredAt) => word('questionnaire.answered_on').replace('{date}', date.format(new Date(answeredAt))),
      pageOf: (page, pages) => word('questionnaire.page_of').replace('{page}', String(page)).replace('{pages}', String(pages)),
    },
  });
}

export const questionnaireSheetSizes = (pages: readonly Buffer[]): PageSize[] => pages.map(() => ({ ...SHEET_SIZE }));
