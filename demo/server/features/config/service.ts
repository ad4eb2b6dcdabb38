/**
 * The provider row: its configuration (answered by GET /api/config) and terms. Reads validate
 * with the ConfigSchema the widgets use, so the server can never answer what a widget would reject.
 */
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { ConfigSchema, DictionarySchema, type Config, type Dictionary } from '../../../../src/api/schemas/config.schema';
import { SUPPORTED_LOCALES, type SupportedLocale } from '../../../../src/constants';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { insertTranslationOverrides } from '../i18n/queries';
import { seedProviderConfig } from '../../seed/provider';
import { seedTranslationOverrides } from '../../seed/translations';

export interface Provider {
  code: string;
  config: Config;
  terms: string;
}

/** A stored configuration that no longer validates: a server fault, never the client's. */
export class InvalidConfigError extends Error {
  override readonly name = 'InvalidConfigError';
}

/** The single provider, or undefined before the seed ran. */
export async function loadProvider(db: Pick<Db, 'query'>): Promise<Provider | undefined> {
  const [row] = await db.query<{ radiology_code: string; config: unknown; terms: string }>(
    'select radiology_code, config, terms from provider order by radiology_code limit 1',
  );
  if (!row) return undefined;
  // pg and PGlite both parse jsonb; a string here would mean a driver setting changed.
  const raw = typeof row.config === 'string' ? (JSON.parse(row.config) as unknown) : row.config;
  const parsed = v.safeParse(ConfigSchema, raw);
  if (!parsed.success) {
    throw new InvalidConfigError(`stored provider configuration is invalid: ${v.summarize(parsed.issues)}`);
  }
  return { code: row.radiology_code, config: parsed.output, terms: row.terms };
}

export { providerExists } from '../i18n/queries';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Objects merge key by key; arrays and scalars from `over` replace. Prototype keys are dropped so a
 * crafted file cannot reach Object.prototype.
 */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    result[key] = deepMerge(base[key], value);
  }
  return result;
}

/** A RAD_CONFIG file that cannot be used; the message is for the person who wrote it. */
export class ConfigFileError extends Error {
  override readonly name = 'ConfigFileError';
}

/** What a RAD_CONFIG file may hold: the sections of GET /api/config, terms, and translations. */
export interface ConfigFile {
  config: Config;
  terms?: string;
  /** Per locale, message key → the provider's text, merged over the seeded overrides. */
  translations?: Partial<Record<SupportedLocale, Dictionary>>;
}

const FILE_EXTRAS = ['terms', 'translations'] as const;
const MESSAGE_KEY = /^[A-Za-z0-9_.-]{1,200}$/;

/** Known keys of a valibot object schema (unwrapping optional), or null for anything else. */
function entriesOf(schema: unknown): Record<string, unknown> | null {
  let current = schema as { type?: string; entries?: Record<string, unknown>; wrapped?: unknown };
  while (current?.type === 'optional' && current.wrapped) current = current.wrapped as typeof current;
  return current?.entries ?? null;
}

/**
 * The keys a provider typed that nothing reads: a misspelt `radiology.closeBaner` would otherwise
 * vanish without a word (the widgets' schemas are loose on purpose, for newer backends).
 */
function unknownKeys(json: Record<string, unknown>): string[] {
  const unknown: string[] = [];
  for (const [section, value] of Object.entries(json)) {
    if ((FILE_EXTRAS as readonly string[]).includes(section)) continue;
    const sectionSchema = ConfigSchema.entries[section as keyof typeof ConfigSchema.entries];
    if (!sectionSchema) {
      unknown.push(section);
      continue;
    }
    const entries = entriesOf(sectionSchema);
    if (!entries || !isPlainObject(value)) continue;
    for (const key of Object.keys(value)) if (!Object.hasOwn(entries, key)) unknown.push(`${section}.${key}`);
  }
  return unknown;
}

function readTranslations(filePath: string, value: unknown): ConfigFile['translations'] {
  if (!isPlainObject(value)) throw new ConfigFileError(`RAD_CONFIG: ${filePath}: "translations" must map a locale to messages`);
  const translations: NonNullable<ConfigFile['translations']> = {};
  for (const [locale, messages] of Object.entries(value)) {
    if (!(SUPPORTED_LOCALES as readonly string[]).includes(locale)) {
      throw new ConfigFileError(
        `RAD_CONFIG: ${filePath}: "translations.${locale}" is not a supported locale (${SUPPORTED_LOCALES.join(', ')})`,
      );
    }
    const parsed = v.safeParse(DictionarySchema, messages);
    if (!parsed.success) {
      throw new ConfigFileError(`RAD_CONFIG: ${filePath}: "translations.${locale}" must map message keys to strings`);
    }
    const badKey = Object.keys(parsed.output).find((key) => !MESSAGE_KEY.test(key));
    if (badKey !== undefined) throw new ConfigFileError(`RAD_CONFIG: ${filePath}: "translations.${locale}" has a bad key "${badKey}"`);
    translations[locale as SupportedLocale] = parsed.output;
  }
  return translations;
}

/**
 * Reads a provider's RAD_CONFIG JSON, deep-merges it over the seeded configuration and checks the
 * result with ConfigSchema. The file has the shape of GET /api/config, plus optional top-level
 * `terms` (an HTML string) and `translations` (`{ "en-AU": { "message.key": "text" }, … }`). A key
 * nothing reads is an error that names it. Merging over the seed (not over what is stored) makes
 * every start with the same file give the same configuration.
 */
export async function readConfigFile(filePath: string): Promise<ConfigFile> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    throw new ConfigFileError(`RAD_CONFIG: cannot read ${filePath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`RAD_CONFIG: ${filePath} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isPlainObject(json)) throw new ConfigFileError(`RAD_CONFIG: ${filePath} must hold a JSON object`);
  const unknown = unknownKeys(json);
  if (unknown.length > 0) {
    throw new ConfigFileError(
      `RAD_CONFIG: ${filePath}: unknown ${unknown.length === 1 ? 'key' : 'keys'} ${unknown.map((key) => `"${key}"`).join(', ')}` +
        ` (top level: ${[...Object.keys(ConfigSchema.entries), ...FILE_EXTRAS].join(', ')})`,
    );
  }
  const { terms, translations, ...overrides } = json;
  if (terms !== undefined && typeof terms !== 'string') {
    throw new ConfigFileError(`RAD_CONFIG: ${filePath}: "terms" must be an HTML string`);
  }
  const parsed = v.safeParse(ConfigSchema, deepMerge(seedProviderConfig, overrides));
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `  - ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('\n');
    throw new ConfigFileError(`RAD_CONFIG: ${filePath} does not give a valid configuration:\n${details}`);
  }
  return {
    config: parsed.output,
    ...(terms === undefined ? {} : { terms }),
    ...(translations === undefined ? {} : { translations: readTranslations(filePath, translations) }),
  };
}

/**
 * Stores a configuration as the provider's. A changed radiology code renames the provider row;
 * its translation overrides follow through the foreign key's ON UPDATE CASCADE.
 */
export async function storeProviderConfig(db: Db, update: ConfigFile): Promise<void> {
  const current = await loadProvider(db);
  if (!current) throw new Error('no provider to configure: the database has not been seeded');
  await db.query(
    `update provider set radiology_code = $2, config = $3::jsonb, terms = coalesce($4, terms), updated_at = now()
     where radiology_code = $1`,
    [current.code, update.config.radiology.code, JSON.stringify(update.config), update.terms ?? null],
  );
  if (update.translations) await storeTranslations(db, update.config.radiology.code, update.translations);
}

/**
 * The file's translations over the seeded overrides: the provider's overrides go back to the seed's
 * first, so a key dropped from the file does not linger from an earlier start.
 */
async function storeTranslations(db: Db, code: string, translations: NonNullable<ConfigFile['translations']>): Promise<void> {
  const merged = SUPPORTED_LOCALES.map((locale) => [locale, { ...seedTranslationOverrides[locale], ...translations[locale] }] as const);
  await transaction(db, async (connection) => {
    await connection.query('delete from translation_override where radiology_code = $1', [code]);
    await insertTranslationOverrides(connection, code, Object.fromEntries(merged));
  });
}

/** RAD_CONFIG at start: read, merge, validate, store. Throws ConfigFileError with a readable message. */
export async function applyConfigFile(db: Db, filePath: string): Promise<Config> {
  const update = await readConfigFile(filePath);
  await storeProviderConfig(db, update);
  return update.config;
}
