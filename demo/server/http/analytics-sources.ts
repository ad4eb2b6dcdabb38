/**
 * What the host page's policy must allow for the analytics the configuration turns on
 * (src/analytics: the Tag Manager script and the Facebook pixel image), and nothing when they are
 * off. The same id checks as the widgets decide "on": an invalid id loads nothing, so it widens
 * nothing. Exact origins, no wildcards: a wildcard would let any Google-hosted script run.
 */
import type { Config } from '../../../src/api/schemas/config.schema';
import { FACEBOOK_ID_PATTERN, GTM_ID_PATTERN } from '../../../src/analytics/analytics';
import type { PolicySources } from './security-headers';

const TAG_MANAGER = 'https://www.googletagmanager.com';

/**
 * Google's guide to Tag Manager and Google Analytics 4 under a CSP: gtm.js (and the gtag.js it
 * loads) from Tag Manager; GA4 hits to the collection hosts, regional ones included, by fetch or
 * beacon, and as images where those fail; the service frame gtag.js adds from Tag Manager.
 */
export const GOOGLE_TAG_SOURCES = {
  scriptSrc: [TAG_MANAGER],
  connectSrc: [
    TAG_MANAGER,
    'https://www.google.com',
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://analytics.google.com',
    'https://region1.analytics.google.com',
  ],
  imgSrc: [TAG_MANAGER, 'https://www.google-analytics.com'],
  frameSrc: [TAG_MANAGER],
} as const satisfies PolicySources;

/** The pixel is one image (src/analytics adds no script and no frame for it). */
export const FACEBOOK_PIXEL_SOURCES = {
  imgSrc: ['https://www.facebook.com'],
} as const satisfies PolicySources;

const isOn = (enabled: boolean | undefined, id: string | undefined, pattern: RegExp) => enabled === true && pattern.test(id?.trim() ?? '');

/** The sources each enabled analytics kind needs, merged; empty lists when none is on. */
export function analyticsSources(application: Config['application'] | undefined): Required<PolicySources> {
  const merged: Required<PolicySources> = { frameAncestors: [], frameSrc: [], connectSrc: [], scriptSrc: [], imgSrc: [] };
  const kinds: PolicySources[] = [];
  if (isOn(application?.googleAnalyticsEnabled, application?.googleTagManagerId, GTM_ID_PATTERN)) kinds.push(GOOGLE_TAG_SOURCES);
  if (isOn(application?.facebookTrackingEnabled, application?.facebookTrackingId, FACEBOOK_ID_PATTERN)) kinds.push(FACEBOOK_PIXEL_SOURCES);
  for (const kind of kinds) {
    for (const key of Object.keys(merged) as (keyof PolicySources)[]) merged[key] = [...merged[key], ...(kind[key] ?? [])];
  }
  return merged;
}
