import { describe, expect, it } from 'vitest';
import { formatDateWithLocaleData, hasDateFallback, patternFor } from './date-fallback';

// 1 December 2026, 09:30 in Sydney (UTC+11 in summer).
const INSTANT = new Date('2026-11-30T22:30:00Z');

describe('Macedonian dates without Intl data', () => {
  it('writes the styles the widgets use in Macedonian, in the clinic zone', () => {
    const zone = { timeZone: 'Australia/Sydney' };
    expect(formatDateWithLocaleData('mk', INSTANT, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...zone })).toBe(
      'вторник, 01 декември 2026',
    );
    expect(formatDateWithLocaleData('mk', INSTANT, { day: 'numeric', month: 'short', year: 'numeric', ...zone })).toBe('01 дек 2026');
    expect(formatDateWithLocaleData('mk', INSTANT, { hour: 'numeric', minute: '2-digit', ...zone })).toBe('9:30');
    expect(formatDateWithLocaleData('mk', INSTANT, { timeZone: 'Australia/Perth', hour: 'numeric', minute: '2-digit' })).toBe('6:30');
  });

  it('maps Intl options to the locale’s own long formats', () => {
    expect(patternFor({ dateStyle: 'full' })).toBe('PPPP');
    expect(patternFor({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })).toBe(
      'EEE, PP p',
    );
    expect(patternFor({ year: 'numeric' })).toBe('yyyy');
    expect(patternFor()).toBe('P');
  });

  it('carries data for mk only', () => {
    expect(hasDateFallback('mk')).toBe(true);
    expect(hasDateFallback('en-AU')).toBe(false);
  });
});
