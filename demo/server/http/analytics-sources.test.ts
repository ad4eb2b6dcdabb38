import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApplicationConfigSchema } from '../../../src/api/schemas/config.schema';
import { analyticsSources, FACEBOOK_PIXEL_SOURCES, GOOGLE_TAG_SOURCES } from './analytics-sources';
import { contentSecurityPolicy } from './security-headers';

const application = (fields: Record<string, unknown> = {}) => v.parse(ApplicationConfigSchema, fields);
const NONE = { frameAncestors: [], frameSrc: [], connectSrc: [], scriptSrc: [], imgSrc: [] };

describe('analyticsSources', () => {
  it('widens nothing by default', () => {
    expect(analyticsSources(application())).toEqual(NONE);
    expect(analyticsSources(undefined)).toEqual(NONE);
  });

  it.each([
    [{ googleAnalyticsEnabled: true }],
    [{ googleTagManagerId: 'GTM-AB12CD' }],
    [{ googleAnalyticsEnabled: true, googleTagManagerId: 'GTM-ab"; script-src *' }],
    [{ facebookTrackingEnabled: true, facebookTrackingId: 'not-a-number' }],
    [{ facebookTrackingId: '1234567890' }],
  ])('widens nothing for a kind that is off or has an id the widgets would not load (%j)', (fields) => {
    expect(analyticsSources(application(fields))).toEqual(NONE);
  });

  it('Tag Manager: the Google script, collection and frame origins, exactly', () => {
    const sources = analyticsSources(application({ googleAnalyticsEnabled: true, googleTagManagerId: ' GTM-AB12CD ' }));
    expect(sources).toEqual({ ...NONE, ...GOOGLE_TAG_SOURCES });
    expect(sources.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connectSrc).toContain('https://region1.google-analytics.com');
    const csp = contentSecurityPolicy(sources);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain("img-src 'self' data: https://www.googletagmanager.com https://www.google-analytics.com;");
    expect(csp).toContain("frame-src 'self' https://www.googletagmanager.com;");
    expect(csp).not.toMatch(/\*|unsafe|facebook/);
  });

  it('the Facebook pixel: its image origin only, no script', () => {
    const sources = analyticsSources(application({ facebookTrackingEnabled: true, facebookTrackingId: '1234567890' }));
    expect(sources).toEqual({ ...NONE, ...FACEBOOK_PIXEL_SOURCES });
    expect(contentSecurityPolicy(sources)).toContain("script-src 'self';");
  });
});
