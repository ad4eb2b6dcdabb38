/**
 * Every message key the two spec documents name exists, non-empty, in every shipped locale,
 * and every message is valid ICU with the same placeholders as en-AU.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../constants';
import { FALLBACK_MESSAGES } from './fallback-messages';
import { LOCALE_PARENT, localeChain } from './locale-chain';
import { MESSAGE_FILES, SHIPPED_MESSAGES } from './shipped-messages';
import { SPEC_MESSAGE_KEYS } from './spec-keys';

/** What a widget receives for each locale: its file over its parent's. */
const DICTIONARIES: Record<string, Record<string, string>> = SHIPPED_MESSAGES;
const enAU = MESSAGE_FILES['en-AU'];

function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element && typeof element.value === 'string')
      found.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

describe('shipped translations', () => {
  it('has a dictionary for every supported locale', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  // Sorted keys: a new key has one place to go, so branches that each add keys merge cleanly.
  it.each(SUPPORTED_LOCALES)('%s keeps its keys in sorted order', (locale) => {
    const keys = Object.keys(MESSAGE_FILES[locale]);
    expect(keys).toEqual([...keys].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has every key the spec names', (locale) => {
    const dictionary = DICTIONARIES[locale]!;
    const missing = SPEC_MESSAGE_KEYS.filter((key) => !dictionary[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s has the same keys and placeholders as en-AU', (locale) => {
    const dictionary = DICTIONARIES[locale]!;
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(enAU).sort());
    for (const [key, text] of Object.entries(dictionary)) {
      const args = [...argumentsOf(parse(text))].sort();
      expect({ key, args }).toEqual({ key, args: [...argumentsOf(parse((enAU as Record<string, string>)[key]!))].sort() });
    }
  });

  it.each(Object.keys(LOCALE_PARENT) as (keyof typeof LOCALE_PARENT)[])(
    '%s holds only the texts that differ from its parent (no copies to keep in step)',
    (locale) => {
      const parent = SHIPPED_MESSAGES[LOCALE_PARENT[locale]!];
      const own = Object.entries(MESSAGE_FILES[locale]);
      expect(own.filter(([key]) => !(key in parent)).map(([key]) => key)).toEqual([]);
      expect(own.filter(([key, text]) => parent[key] === text).map(([key]) => key)).toEqual([]);
    },
  );

  it('has locale chains that end at a whole dictionary', () => {
    expect(localeChain('en-CA')).toEqual(['en-CA', 'en-AU']);
    for (const locale of SUPPORTED_LOCALES) expect(Object.keys(MESSAGE_FILES[localeChain(locale).at(-1)!])).toEqual(Object.keys(enAU));
    // A regional spelling wins over its parent's.
    expect(SHIPPED_MESSAGES['en-US']['appointments.status_cancelled']).not.toBe(enAU['appointments.status_cancelled']);
  });

  it('has a shipped text for every built-in fallback text', () => {
    for (const key of Object.keys(FALLBACK_MESSAGES)) expect(enAU).toHaveProperty([key]);
  });

  it('lists every key the spec documents name (checked against the spec when it is beside the repo)', () => {
    const specDir = new URL('../../../shared/spec/', import.meta.url);
    if (!existsSync(specDir)) return; // the list above is the committed copy
    const text = ['000_894ab92ddc0689b2.txt', '001_cd3d2c762e6c039a.txt'].map((f) => readFileSync(new URL(f, specDir), 'utf8')).join('\n');
    const named = new Set(text.match(/\b(?:message|error|form)\.[a-z_]+(?:\.[a-z_]+)*/g) ?? []);
    for (const key of named) {
      if (key === 'error.server_error_message') continue; // named as error.server_error_message.{status}
      expect(SPEC_MESSAGE_KEYS).toContain(key);
    }
  });
});
