/**
 * The shipped dictionaries as a widget receives them (each regional file merged over its parent,
 * src/i18n/locale-chain.ts), for tests, stories and fixtures. Not imported by the widget runtime:
 * it would carry every dictionary in every page.
 */
import { SUPPORTED_LOCALES, type SupportedLocale } from '../constants';
import { mergeLocaleChain } from './locale-chain';
import enAU from './messages/en-AU.json';
import enCA from './messages/en-CA.json';
import enNZ from './messages/en-NZ.json';
import enUS from './messages/en-US.json';
import mk from './messages/mk.json';

/** Each file as it is in the repository (a regional one holds only its differences). */
export const MESSAGE_FILES: Readonly<Record<SupportedLocale, Readonly<Record<string, string>>>> = {
  'en-AU': enAU,
  'en-NZ': enNZ,
  'en-CA': enCA,
  'en-US': enUS,
  mk,
};

export const SHIPPED_MESSAGES: Readonly<Record<SupportedLocale, Readonly<Record<string, string>>>> = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, mergeLocaleChain(locale, (link) => MESSAGE_FILES[link])]),
) as Record<SupportedLocale, Record<string, string>>;
