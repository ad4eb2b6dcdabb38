import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { applyConfigFile, ConfigFileError, deepMerge, readConfigFile } from './service';
import { openTestDb, tempDir } from '../../test-support';

let db: Db;
let dir: string;
beforeAll(async () => {
  db = await openTestDb();
  dir = await tempDir();
}, 120_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

async function file(name: string, content: unknown): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, typeof content === 'string' ? content : JSON.stringify(content));
  return target;
}

describe('deepMerge', () => {
  it('merges objects, replaces arrays and scalars, ignores prototype keys', () => {
    const merged = deepMerge({ a: { b: 1, c: [1, 2] }, d: 'x' }, JSON.parse('{"a":{"c":[3]},"__proto__":{"polluted":true}}'));
    expect(merged).toEqual({ a: { b: 1, c: [3] }, d: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('RAD_CONFIG', () => {
  it('a file deep-merged over the seed changes what GET /api/config answers', async () => {
    const target = await file('good.json', {
      radiology: { name: 'Coastal Imaging', code: 'COAST' },
      theme: { properties: { colorPrimary: '#6b2c91' } },
      application: { kioskNoActivitySeconds: 300 },
      terms: '<h2>Our terms</h2>',
    });
    await applyConfigFile(db, target);
    const app = createApp({ db, log: 'silent' });
    const config = (await (await app.request('/api/config')).json()) as {
      radiology: { name: string; code: string; longName: string };
      theme: { properties: Record<string, string> };
      application: { kioskNoActivitySeconds: number; jsLocale: string };
    };
    expect(config.radiology).toMatchObject({ name: 'Coastal Imaging', code: 'COAST', longName: 'Harbourside Radiology Pty Ltd' });
    expect(config.theme.properties).toMatchObject({ colorPrimary: '#6b2c91', colorDanger: '#b3261e' });
    expect(config.application).toMatchObject({ kioskNoActivitySeconds: 300, jsLocale: 'en-AU' });
    expect(await (await app.request('/api/config/terms')).json()).toEqual({ terms: '<h2>Our terms</h2>' });
    // The overrides followed the renamed code.
    expect((await app.request('/api/assets/i18n/COAST/en-AU.json')).status).toBe(200);
    expect((await app.request('/api/assets/i18n/HRAD/en-AU.json')).status).toBe(404);
    expect(await (await app.request('/about')).text()).toContain('<title>Coastal Imaging – ');
  });

  it('rejects a file that breaks the schema, naming the field', async () => {
    const target = await file('bad-theme.json', {
      theme: { properties: { colorPrimary: 'red; } body { x' } },
      radiology: { code: 'has space' },
    });
    const error = await readConfigFile(target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigFileError);
    expect((error as Error).message).toContain('does not give a valid configuration');
    expect((error as Error).message).toContain('theme.properties.colorPrimary');
    expect((error as Error).message).toContain('radiology.code');
  });

  it('rejects a file that is not JSON, not an object, or missing, with the path in the message', async () => {
    await expect(readConfigFile(await file('broken.json', '{ "radiology": '))).rejects.toThrow(/broken\.json is not valid JSON/);
    await expect(readConfigFile(await file('array.json', '[]'))).rejects.toThrow(/must hold a JSON object/);
    await expect(readConfigFile(await file('terms.json', { terms: 42 }))).rejects.toThrow(/"terms" must be an HTML string/);
    await expect(readConfigFile(path.join(dir, 'missing.json'))).rejects.toThrow(/cannot read .*missing\.json: ENOENT/);
  });

  it('a rejected file leaves the stored configuration as it was', async () => {
    const before = await (await createApp({ db, log: 'silent' }).request('/api/config')).text();
    await expect(applyConfigFile(db, await file('bad.json', { application: { kioskNoActivitySeconds: -1 } }))).rejects.toThrow(
      ConfigFileError,
    );
    expect(await (await createApp({ db, log: 'silent' }).request('/api/config')).text()).toBe(before);
  });
});

describe('RAD_CONFIG keys and translations', () => {
  it('names every key nothing reads, at the top level and inside a section', async () => {
    const target = await file('typos.json', { radiolgy: { name: 'X' }, radiology: { closeBaner: true }, translation: {} });
    const error = await readConfigFile(target).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigFileError);
    expect((error as Error).message).toContain('unknown keys "radiolgy", "radiology.closeBaner", "translation"');
  });

  it('serves the file`s translations over the seeded ones, per locale, and drops them again when the file does', async () => {
    const app = createApp({ db, log: 'silent' });
    const code = async () => ((await (await app.request('/api/config')).json()) as { radiology: { code: string } }).radiology.code;
    const dictionary = async (locale: string) =>
      (await (await app.request(`/api/assets/i18n/${await code()}/${locale}.json`)).json()) as Record<string, string>;
    const seeded = await dictionary('en-AU');

    await applyConfigFile(
      db,
      await file('translations.json', {
        translations: { 'en-AU': { 'message.loading': 'Hang on…' }, mk: { 'message.loading': 'Почекајте…' } },
      }),
    );
    expect(await dictionary('en-AU')).toEqual({ ...seeded, 'message.loading': 'Hang on…' });
    expect((await dictionary('mk'))['message.loading']).toBe('Почекајте…');

    await applyConfigFile(db, await file('no-translations.json', { translations: {} }));
    expect(await dictionary('en-AU')).toEqual(seeded);
  });

  it('rejects translations for an unsupported locale or with non-text messages', async () => {
    for (const [name, translations, fragment] of [
      ['fr.json', { fr: { 'message.loading': 'x' } }, '"translations.fr" is not a supported locale'],
      ['nested.json', { 'en-AU': { 'message.loading': { a: 1 } } }, '"translations.en-AU" must map message keys to strings'],
      ['list.json', ['en-AU'], '"translations" must map a locale to messages'],
    ] as const) {
      const error = await readConfigFile(await file(name, { translations })).catch((caught: unknown) => caught);
      expect((error as Error).message, name).toContain(fragment);
    }
  });
});
