/**
 * The static pages' cases: one source for the browser tests, the stories and the end-to-end
 * journey. Texts come from the seeded provider (demo/server/seed/provider.ts) in en-AU.
 */
export interface PageCase {
  name: string;
  page: 'about' | 'contact' | 'terms' | 'privacy';
  /** The heading a patient sees. */
  heading: string;
  /** A piece of text that must be on the page. */
  text: string;
}

export const pageCases: PageCase[] = [
  {
    name: 'About',
    page: 'about',
    heading: 'About Harbourside Radiology',
    text: 'Harbourside Radiology is an Australian-owned imaging practice',
  },
  { name: 'Contact', page: 'contact', heading: 'Contact', text: 'Booking line hours' },
  { name: 'Terms', page: 'terms', heading: 'Terms and conditions', text: 'Availability' },
  { name: 'Privacy', page: 'privacy', heading: 'Privacy', text: 'Read the privacy policy of Harbourside Radiology' },
];
