// No server imports here: the widget's fixtures (run in the browser) take the demo questionnaire from this file.
import { REFERRER_FEEDBACK } from '../../seed/questionnaire-definitions';

/**
 * The report-quality questionnaire referrers answer (a FHIR R4 Questionnaire: the same definition
 * the questionnaire seed lists as the FEEDBACK type). v1 was a home-made shape, retired by 021.
 */
export const DEMO_FEEDBACK_QUESTIONNAIRE = {
  id: 'report-quality-v2',
  title: 'Report quality',
  modalSize: 'lg',
  showClosingConfirmation: true,
  fields: REFERRER_FEEDBACK,
} as const;
