/**
 * intl-messageformat, made cheap to construct. Each `new IntlMessageFormat` resolves its locale
 * through `Intl.NumberFormat.supportedLocalesOf` and builds its own number, date and plural
 * formatters; with one instance per message, that was the largest script cost of a widget's first
 * render on a slow phone. The locale is resolved once per locale string, and one set of Intl
 * formatters (per locale and options) is shared by every message.
 */
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocaleOnce = IntlMessageFormat.resolveLocale;
// A pure function of its argument: remembering its answers changes nothing but the time taken.
IntlMessageFormat.resolveLocale = (locales) => {
  const key = Array.isArray(locales) ? locales.join(',') : String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocaleOnce(locales));
  return resolvedLocales.get(key);
};

function memo<A extends unknown[], T>(create: (...args: A) => T): (...args: A) => T {
  const made = new Map<string, T>();
  return (...args) => {
    const key = JSON.stringify(args);
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = create(...args)));
    return found;
  };
}

/**
 * One `Intl.DateTimeFormat` per locale and options for the whole page: building one costs far more
 * than formatting with it, and a slot grid formats hundreds of times.
 */
export const dateTimeFormat = memo(
  (locale: string | string[] | undefined, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

const formatters: Formatters = {
  getNumberFormat: memo((locales?: string | string[], options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locales, options)),
  getDateTimeFormat: (locales, options) => dateTimeFormat(locales as string | string[] | undefined, options),
  getPluralRules: memo((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
};

/** A message format over an already parsed message, sharing the page's Intl formatters. */
export function messageFormat(message: MessageFormatElement[], locale: string): IntlMessageFormat {
  return new IntlMessageFormat(message, locale, undefined, { formatters });
}
