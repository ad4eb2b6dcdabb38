import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlSupportsLocale } from '../i18n/locales';
import { dateExample, datePartOrder } from './DateOfBirthInput';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** Plays a browser without Macedonian date data: every `mk` format silently comes out as en-US. */
function withoutLocaleData(missing: string): void {
  const Fake = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const wanted = Array.isArray(locales) ? locales[0] : locales;
    return new RealDateTimeFormat(wanted?.toLowerCase().startsWith(missing) ? 'en-US' : locales, options);
  } as unknown as typeof Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(Fake);
}

afterEach(() => vi.restoreAllMocks());

describe('datePartOrder', () => {
  it("follows the locale's order when the browser has its data", () => {
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('en-AU')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-CA')).toEqual(['year', 'month', 'day']);
    expect(datePartOrder('mk')).toEqual(['day', 'month', 'year']);
  });

  it('does not trust a silent fallback: mk without date data is still day, month, year', () => {
    withoutLocaleData('mk');
    expect(intlSupportsLocale('mk')).toBe(false);
    expect(datePartOrder('mk')).toEqual(['day', 'month', 'year']);
    expect(dateExample('mk')).toBe('27 3 1985');
    // The locales the browser does have keep their own order.
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
  });

  it('a region variant of a supported language counts as supported', () => {
    expect(intlSupportsLocale('mk-MK')).toBe(true);
    expect(intlSupportsLocale('en-AU')).toBe(true);
  });
});
