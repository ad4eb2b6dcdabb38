import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import { DictionarySchema, type Dictionary } from '../../../../src/api/schemas/config.schema';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../../../src/constants';
import { localeChain } from '../../../../src/i18n/locale-chain';
import type { AppDeps, AppEnv } from '../../app-env';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/json';
import { providerExists } from './queries';
import { PUBLIC_SETTINGS } from '../../http/cache-control';

function isSupportedLocale(locale: string): locale is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(locale);
}

/** `en-AU.json` → `en-AU`, or a 404 for anything that is not a shipped locale. */
function localeOf(file: string): SupportedLocale {
  const locale = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  if (!isSupportedLocale(locale)) throw new ApiError(404, `No translations for locale "${locale || file}"`, 'unknown_locale');
  return locale;
}

/**
 * The product's primary dictionary, read from the source tree on every request (the files are
 * small, and an edit shows without a restart): the locale's file over its parent's
 * (src/i18n/locale-chain.ts; en-CA holds only what differs from en-AU). The locale is checked
 * against the allow-list before it becomes part of a path.
 */
export async function readPrimaryDictionary(messagesDir: string, locale: SupportedLocale): Promise<Dictionary> {
  const files = await Promise.all(localeChain(locale).map((link) => readMessageFile(messagesDir, link)));
  return Object.assign({}, ...files.reverse()) as Dictionary;
}

async function readMessageFile(messagesDir: string, locale: SupportedLocale): Promise<Dictionary> {
  let text: string;
  try {
    text = await readFile(path.join(messagesDir, `${locale}.json`), 'utf8');
  } catch {
    throw new ApiError(404, `No translations for locale "${locale}"`, 'unknown_locale');
  }
  const parsed = v.safeParse(DictionarySchema, JSON.parse(text));
  if (!parsed.success) throw new Error(`${locale}.json is not a flat dictionary: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

export async function readProviderDictionary(db: Db, code: string, locale: SupportedLocale): Promise<Dictionary> {
  const rows = await db.query<{ key: string; message: string }>(
    'select key, message from translation_override where radiology_code = $1 and locale = $2 order by key',
    [code, locale],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.message]));
}

/**
 * GET /api/assets/i18n/{locale}.json and /api/assets/i18n/{radiologyCode}/{locale}.json (mounted at /api/assets/i18n).
 * The `{file}` pattern keeps the dot inside one parameter: Hono would otherwise read `:locale.json`
 * as a parameter named "locale.json".
 */
export function i18nRoutes({ db, messagesDir }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Texts change when a provider or a release changes them: kept a minute, served stale while asked
  // again for a day, and the question answered 304 when nothing changed.
  app.use('*', etag());

  app.get('/:file{[^/]+\\.json}', async (c) => {
    const locale = localeOf(c.req.param('file'));
    return jsonBody(c, await readPrimaryDictionary(messagesDir, locale), 200, PUBLIC_SETTINGS);
  });

  app.get('/:code/:file{[^/]+\\.json}', async (c) => {
    const code = c.req.param('code');
    if (!(await providerExists(db, code))) throw new ApiError(404, `Unknown radiology code "${code}"`, 'unknown_radiology');
    const locale = localeOf(c.req.param('file'));
    return jsonBody(c, await readProviderDictionary(db, code, locale), 200, PUBLIC_SETTINGS);
  });

  return app;
}
