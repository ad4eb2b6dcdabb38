import { describe, expect, it } from 'vitest';
import { adminLink, footerLinks, menuLinks } from './links';

const radiology = {
  name: 'Harbourside Radiology',
  code: 'HRAD',
  aboutUrl: '',
  contactUrl: 'https://harbourside.example/contact',
  termsAndConditionsUrl: '',
  domainAdmin: 'admin.harbourside.example',
} as never;
const all = () => true;

describe('navigation links', () => {
  it('go to internal pages, or the configured external URL', () => {
    const links = menuLinks({ radiology, homeLink: '/', kioskMode: false, hasText: all });
    expect(links.map((l) => [l.id, l.href, l.external])).toEqual([
      ['home', '/', false],
      ['about', '/about', false],
      ['contact', 'https://harbourside.example/contact', true],
      ['terms', '/terms', false],
      ['privacy', '/privacy', false],
    ]);
  });

  it('hide a link whose translation is empty', () => {
    const links = footerLinks({ radiology, homeLink: '/', kioskMode: false, hasText: (key) => key !== 'footer.terms' });
    expect(links.map((l) => l.id)).toEqual(['home', 'about', 'contact', 'privacy']);
  });

  it('hide links that leave the portal in kiosk mode', () => {
    const links = footerLinks({
      radiology,
      homeLink: '/kiosk',
      kioskMode: true,
      hasText: all,
      externalHomeUrl: 'https://harbourside.example',
    });
    expect(links.map((l) => l.id)).toEqual(['home', 'about', 'terms', 'privacy']);
    expect(links[0]!.href).toBe('/kiosk');
  });

  it('stay in the frame tree; pages the frame lacks open at the root in a new tab (issue #8)', () => {
    const links = footerLinks({ radiology, homeLink: '/iframe', kioskMode: false, hasText: all, tree: 'frame' });
    expect(links.map((l) => [l.id, l.href, l.external])).toEqual([
      ['home', '/iframe', false],
      ['about', '/about', true],
      ['contact', 'https://harbourside.example/contact', true],
      ['terms', '/terms', true],
      ['privacy', '/privacy', true],
    ]);
    // A kiosk in a frame opens no tabs: only Home is left.
    expect(menuLinks({ radiology, homeLink: '/iframe', kioskMode: true, hasText: all, tree: 'frame' }).map((l) => l.id)).toEqual(['home']);
  });

  it('offer the admin login only when enabled and not in kiosk mode', () => {
    expect(adminLink(radiology, true, false)).toBe('https://admin.harbourside.example/');
    expect(adminLink(radiology, false, false)).toBeNull();
    expect(adminLink(radiology, true, true)).toBeNull();
  });
});
