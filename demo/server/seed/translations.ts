/**
 * The seeded provider's own wording for each shipped locale: what a provider overrides over the
 * product's primary dictionary (src/api/API.md#foundation). Keys are the product's message keys; an
 * override that names a key the product does not ship is harmless, it is simply never read.
 */
import type { SupportedLocale } from '../../../src/constants';

export const seedTranslationOverrides: Record<SupportedLocale, Record<string, string>> = {
  'en-AU': {
    'message.loading': 'Loading, one moment…',
    'message.access_read_only': 'Harbourside Radiology is doing maintenance: you can look, but not change anything.',
    'message.feedback_provided_successfully': 'Thank you, doctor. Your feedback goes straight to our radiologists.',
  },
  'en-NZ': {
    'message.loading': 'Loading, kia ora…',
    'message.access_read_only': 'Harbourside Radiology is doing maintenance: you can look, but not change anything.',
    'message.feedback_provided_successfully': 'Thank you. Your feedback goes straight to our radiologists.',
  },
  'en-CA': {
    'message.loading': 'Loading, one moment…',
    'message.access_read_only': 'Harbourside Radiology is doing maintenance: read-only access for now.',
    'message.feedback_provided_successfully': 'Thank you. Your feedback goes straight to our radiologists.',
  },
  'en-US': {
    'message.loading': 'Loading, one moment…',
    'message.access_read_only': 'Harbourside Radiology is performing maintenance: read-only access for now.',
    'message.feedback_provided_successfully': 'Thank you. Your feedback goes directly to our radiologists.',
  },
  mk: {
    'message.loading': 'Се вчитува, само момент…',
    'message.access_read_only': 'Harbourside Radiology врши одржување: можете да гледате, но не и да менувате.',
    'message.feedback_provided_successfully': 'Ви благодариме. Вашето мислење оди директно до нашите радиолози.',
  },
};
