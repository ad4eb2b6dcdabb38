import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationConfigSchema } from './config.schema';

describe('application.kioskHomePath (issue 24 item 15)', () => {
  it('is the spec’s /kiosk when the provider sets none', () => {
    expect(v.parse(ApplicationConfigSchema, {}).kioskHomePath).toBe('/kiosk');
  });

  it('takes a path of the portal, and refuses another site', () => {
    expect(v.parse(ApplicationConfigSchema, { kioskHomePath: '/check-in' }).kioskHomePath).toBe('/check-in');
    for (const kioskHomePath of ['https://evil.example/', '//evil.example', '/\\evil.example', 'check-in']) {
      expect(v.safeParse(ApplicationConfigSchema, { kioskHomePath }).success, kioskHomePath).toBe(false);
    }
  });
});

describe('application.changePriorMinutes and walkInRescheduleAllowed (configured, blocked unless allowed)', () => {
  it('default to a 24-hour window and no online walk-in reschedule', () => {
    const application = v.parse(ApplicationConfigSchema, {});
    expect(application.changePriorMinutes).toBe(24 * 60);
    expect(application.walkInRescheduleAllowed).toBe(false);
  });

  it('take whole minutes from none up to 14 days, and refuse anything else', () => {
    expect(v.parse(ApplicationConfigSchema, { changePriorMinutes: 0 }).changePriorMinutes).toBe(0);
    expect(v.parse(ApplicationConfigSchema, { changePriorMinutes: 14 * 24 * 60 }).changePriorMinutes).toBe(20_160);
    for (const changePriorMinutes of [-1, 1.5, 14 * 24 * 60 + 1, '60', Number.POSITIVE_INFINITY]) {
      expect(v.safeParse(ApplicationConfigSchema, { changePriorMinutes }).success, String(changePriorMinutes)).toBe(false);
    }
    expect(v.safeParse(ApplicationConfigSchema, { walkInRescheduleAllowed: 'yes' }).success).toBe(false);
  });
});
