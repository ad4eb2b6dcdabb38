import { describe, expect, it } from 'vitest';
import { isOwnUrl, postalCookie, resolveUrlMode } from './browser-deps';

describe('browser glue', () => {
  it('writes the postalCodeLocationId cookie to expire at the end of 2030, for the whole site', () => {
    expect(postalCookie(102)).toBe('postalCodeLocationId=102; expires=Tue, 31 Dec 2030 00:00:00 GMT; path=/; SameSite=Lax');
  });

  it('keeps the state in the path inside the portal and in the query on any other page', () => {
    expect(resolveUrlMode(undefined, '/')).toBe('path');
    expect(resolveUrlMode('auto', '/select-clinic/mri-knee')).toBe('path');
    expect(resolveUrlMode(undefined, '/iframe')).toBe('path');
    expect(resolveUrlMode(undefined, '/advanced-booking/a+b/x,y')).toBe('path');
    expect(resolveUrlMode(undefined, '/demo/cms-booking.html')).toBe('query');
    expect(resolveUrlMode('memory', '/')).toBe('memory');
  });

  it('follows only the URLs that are still its own', () => {
    expect(isOwnUrl('path', '/select-clinic/mri-knee', '/')).toBe(true);
    expect(isOwnUrl('path', '/iframe/advanced-booking/a+b', '/iframe')).toBe(true);
    expect(isOwnUrl('path', '/booking/mri-knee', '/')).toBe(true);
    // A link to the appointment page is the portal's: the element is about to leave.
    expect(isOwnUrl('path', '/appointments/BK-1', '/select-clinic/mri-knee')).toBe(false);
    expect(isOwnUrl('query', '/demo/cms-booking.html', '/demo/cms-booking.html')).toBe(true);
    expect(isOwnUrl('query', '/demo/cms.html', '/demo/cms-booking.html')).toBe(false);
  });
});
