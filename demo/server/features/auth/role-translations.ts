/**
 * Role translations ("Roles" in src/api/API.md#authentication): overrides a session's role brings
 * into the widgets' texts, as the JSON string the authentication answer carries. Roles are never
 * named to the person.
 */
import type { Role } from './link-subjects';

type Overrides = Record<string, string>;

const BY_ROLE: Record<Role, Record<'en' | 'mk', Overrides>> = {
  PATIENT: { en: {}, mk: {} },
  SHARED_CONTACT: {
    en: { 'page.appointments_title': 'Results shared with you' },
    mk: { 'page.appointments_title': 'Резултати споделени со вас' },
  },
  STAFF: {
    en: {
      'page.appointments_title': "Your patient's appointment",
      'page.booking_requests_title': "Your patient's booking request",
    },
    mk: {
      'page.appointments_title': 'Терминот на вашиот пациент',
      'page.booking_requests_title': 'Барањето за термин на вашиот пациент',
    },
  },
};

export function roleTranslations(role: string, locale: string): string {
  const overrides = BY_ROLE[role as Role];
  if (!overrides) return '';
  const texts = locale.toLowerCase().startsWith('mk') ? overrides.mk : overrides.en;
  return Object.keys(texts).length ? JSON.stringify(texts) : '';
}
