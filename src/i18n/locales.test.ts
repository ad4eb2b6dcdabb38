import { describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LOCALES } from '../constants';
import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('ships exactly the five locales of the spec', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['en-AU', 'en-CA', 'en-NZ', 'en-US', 'mk']);
  });

  it('accepts every supported locale in any case', () => {
    for (const locale of SUPPORTED_LOCALES) expect(resolveLocale(locale.toLowerCase())).toBe(locale);
    expect(resolveLocale('mk-MK')).toBe('mk');
  });

  it('warns and falls back to en-AU otherwise', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale('fr-FR')).toBe('en-AU');
    expect(resolveLocale('en-GB')).toBe('en-AU');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(resolveLocale('')).toBe('en-AU');
    warn.mockRestore();
  });
});
