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
