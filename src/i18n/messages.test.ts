/**
 * Every message key the two spec documents name exists, non-empty, in every shipped locale,
 * and every message is valid ICU with the same placeholders as en-AU.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../constants';
import enAU from './messages/en-AU.json';
import enCA from './messages/en-CA.json';
import enNZ from './messages/en-NZ.json';
import enUS from './messages/en-US.json';
import mk from './messages/mk.json';
import { FALLBACK_MESSAGES } from './fallback-messages';
import { SPEC_MESSAGE_KEYS } from './spec-keys';

const DICTIONARIES: Record<string, Record<string, string>> = { 'en-AU': enAU, 'en-NZ': enNZ, 'en-CA': enCA, 'en-US': enUS, mk };

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
    const keys = Object.keys(DICTIONARIES[locale]!);
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
