import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_EARLIEST,
  dateOfBirthPartsProblem,
  dateOfBirthProblem,
  dateOfBirthSchema,
  isoFromDateParts,
  latestTodayOnEarth,
} from './date-of-birth';

const today = '2026-11-27';
const check = (iso: unknown) => {
  const parsed = v.safeParse(
    dateOfBirthSchema(() => today),
    iso,
  );
  return parsed.success ? null : parsed.issues[0]!.message;
};

describe('date of birth', () => {
  it('pins the earliest accepted day', () => {
    expect(DATE_OF_BIRTH_EARLIEST).toBe('1900-01-01');
  });

  it('accepts real days from 1900 to today', () => {
    for (const iso of ['1900-01-01', '1980-02-29', '2000-02-29', today]) expect(check(iso)).toBeNull();
  });

  it('refuses impossible days with the invalid key, not an error', () => {
    for (const iso of ['1980-02-30', '1980-13-45', '1981-02-29', '1980-00-10', '19800210', '', 'x'.repeat(5000), '+10000-01-01'])
      expect(check(iso)).toMatch(/^message\.date_of_birth_(invalid|required)$/);
    expect(check(42)).toBe('message.date_of_birth_invalid');
  });

  it('refuses days before 1900 and after today', () => {
    expect(check('1800-01-01')).toBe('message.date_of_birth_invalid');
    expect(check('1899-12-31')).toBe('message.date_of_birth_invalid');
    expect(check('2026-11-28')).toBe('message.date_of_birth_future');
    expect(check('2027-12-31')).toBe('message.date_of_birth_future');
  });

  it('gives the same answers for typed parts as for ISO text', () => {
    expect(isoFromDateParts({ day: '3', month: '7', year: '1985' })).toBe('1985-07-03');
    expect(isoFromDateParts({ day: '30', month: '2', year: '1980' })).toBeNull();
    expect(dateOfBirthPartsProblem({ day: '', month: '', year: '' }, today)).toBe('message.date_of_birth_required');
    expect(dateOfBirthPartsProblem({ day: '3', month: '', year: '1985' }, today)).toBe('message.date_of_birth_incomplete');
    expect(dateOfBirthPartsProblem({ day: '30', month: '2', year: '1980' }, today)).toBe('message.date_of_birth_invalid');
    expect(dateOfBirthPartsProblem({ day: '1', month: '1', year: '1800' }, today)).toBe('message.date_of_birth_invalid');
    expect(dateOfBirthPartsProblem({ day: '31', month: '12', year: '2027' }, today)).toBe('message.date_of_birth_future');
    expect(dateOfBirthProblem('1985-07-03', today)).toBeNull();
  });

  it('lets the server call today the latest calendar day on Earth', () => {
    // 11:00 UTC is already the next day at UTC+14.
    expect(latestTodayOnEarth(new Date('2026-11-27T11:00:00Z'))).toBe('2026-11-28');
    expect(latestTodayOnEarth(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
  });
});
