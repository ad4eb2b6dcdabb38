/**
 * The provider row: its configuration (answered by GET /api/config) and terms. Reads validate
 * with the ConfigSchema the widgets use, so the server can never answer what a widget would reject.
 */
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { ConfigSchema, type Config } from '../../../../src/api/schemas/config.schema';
import type { Db } from '../../db/db';
import { seedProviderConfig } from '../../seed/provider';

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
export async function loadProvider(db: Db): Promise<Provider | undefined> {
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

export async function providerExists(db: Db, code: string): Promise<boolean> {
  const rows = await db.query('select 1 from provider where radiology_code = $1', [code]);
  return rows.length > 0;
}

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

/**
 * Reads a provider's RAD_CONFIG JSON, deep-merges it over the seeded configuration and checks the
 * result with ConfigSchema. The file has the shape of GET /api/config, plus an optional top-level
 * `terms` HTML string. Merging over the seed (not over what is stored) makes every start with the
 * same file give the same configuration.
 */
export async function readConfigFile(filePath: string): Promise<{ config: Config; terms?: string }> {
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
  const { terms, ...overrides } = json;
  if (terms !== undefined && typeof terms !== 'string') {
    throw new ConfigFileError(`RAD_CONFIG: ${filePath}: "terms" must be an HTML string`);
  }
  const parsed = v.safeParse(ConfigSchema, deepMerge(seedProviderConfig, overrides));
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `  - ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('\n');
    throw new ConfigFileError(`RAD_CONFIG: ${filePath} does not give a valid configuration:\n${details}`);
  }
  return terms === undefined ? { config: parsed.output } : { config: parsed.output, terms };
}

/**
 * Stores a configuration as the provider's. A changed radiology code renames the provider row;
 * its translation overrides follow through the foreign key's ON UPDATE CASCADE.
 */
export async function storeProviderConfig(db: Db, update: { config: Config; terms?: string }): Promise<void> {
  const current = await loadProvider(db);
  if (!current) throw new Error('no provider to configure: the database has not been seeded');
  await db.query(
    `update provider set radiology_code = $2, config = $3::jsonb, terms = coalesce($4, terms), updated_at = now()
     where radiology_code = $1`,
    [current.code, update.config.radiology.code, JSON.stringify(update.config), update.terms ?? null],
  );
}

/** RAD_CONFIG at start: read, merge, validate, store. Throws ConfigFileError with a readable message. */
export async function applyConfigFile(db: Db, filePath: string): Promise<Config> {
  const update = await readConfigFile(filePath);
  await storeProviderConfig(db, update);
  return update.config;
}
