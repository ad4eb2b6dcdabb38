/**
 * The demo provider's questionnaires as FHIR R4 Questionnaire JSON, with their outcome rules.
 * Written the way a radiology practice asks these questions (MRI safety screening, CT contrast and
 * kidney function, mammography history, pain scores, referrer feedback, cancellation reasons).
 */
import type { FhirQuestionnaire, QuestionnaireItem, QuestionnaireType } from '../../../src/api/schemas/questionnaire.schema';
import { EXT } from '../../../src/questionnaire';
import type { OutcomeRule } from '../features/questionnaires/rules';

export interface SeedQuestionnaire {
  id: string;
  type: QuestionnaireType;
  title: string;
  modalSize?: 'sm' | 'md' | 'lg' | 'xl';
  showClosingConfirmation?: boolean;
  examSlugs?: string[];
  modalityIds?: string[];
  definition: FhirQuestionnaire;
  rules?: OutcomeRule[];
}

const YN = 'http://terminology.hl7.org/CodeSystem/v2-0136';
const SYSTEM = 'https://radiology.example/fhir/CodeSystem';
const UCUM = 'http://unitsofmeasure.org';

const bool = (linkId: string, text: string, extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
  linkId,
  text,
  type: 'boolean',
  required: true,
  ...extra,
});
const control = (code: string) => ({
  url: EXT.itemControl,
  valueCodeableConcept: { coding: [{ system: 'http://hl7.org/fhir/questionnaire-item-control', code }] },
});
const coding = (system: string, code: string, display: string) => ({ valueCoding: { system, code, display } });
const when = (question: string, answer: Record<string, unknown>, operator: '=' | '>' | '<' | '!=' = '=') =>
  [{ question, operator, ...answer }] as QuestionnaireItem['enableWhen'];
const usRegion = (code: string) => ({ question: 'region', operator: '=' as const, answerCoding: { system: `${SYSTEM}/us-region`, code } });
const url = (id: string) => `https://radiology.example/fhir/Questionnaire/${id}`;

const painSlider = (linkId: string, text: string): QuestionnaireItem => ({
  linkId,
  text,
  type: 'integer',
  required: true,
  extension: [
    control('slider'),
    { url: EXT.minValue, valueInteger: 0 },
    { url: EXT.maxValue, valueInteger: 10 },
    { url: EXT.sliderStepValue, valueInteger: 1 },
  ],
});

export const MRI_SAFETY: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'mri-safety',
  url: url('mri-safety'),
  status: 'active',
  title: 'MRI safety questions',
  item: [
    {
      linkId: 'intro',
      type: 'display',
      text: 'An MRI scanner uses a very strong magnet. Some implants and devices are not safe near it, so please answer carefully.',
    },
    bool('pacemaker', 'Do you have a cardiac pacemaker or an implanted defibrillator (ICD)?'),
    bool('implants', 'Do you have any other metal implant, clip, stent or device in your body?'),
    {
      linkId: 'implant-details',
      type: 'group',
      text: 'About your implants',
      enableWhen: when('implants', { answerBoolean: true }),
      item: [
        {
          linkId: 'implant-type',
          text: 'Which of these do you have?',
          type: 'open-choice',
          repeats: true,
          required: true,
          answerOption: [
            coding(SYSTEM, 'aneurysm-clip', 'Brain aneurysm clip'),
            coding(SYSTEM, 'cochlear', 'Cochlear implant'),
            coding(SYSTEM, 'neurostimulator', 'Nerve or spinal cord stimulator'),
            coding(SYSTEM, 'joint', 'Joint replacement, plate or screws'),
            coding(SYSTEM, 'stent', 'Heart or blood vessel stent'),
          ],
        },
        bool('implant-card', 'Do you have the MRI safety card or details of your implant?', { required: false }),
      ],
    },
    bool('metal-eye', 'Have you ever had metal fragments in your eyes, for example from welding or grinding?'),
    {
      linkId: 'pregnant',
      text: 'Are you, or could you be, pregnant?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: [
        coding(YN, 'Y', 'Yes'),
        coding(YN, 'N', 'No'),
        coding(SYSTEM, 'unsure', 'Not sure'),
        coding(SYSTEM, 'na', 'Does not apply to me'),
      ],
    },
    {
      linkId: 'pregnancy-weeks',
      text: 'How many weeks pregnant are you?',
      type: 'integer',
      enableWhen: when('pregnant', { answerCoding: { system: YN, code: 'Y' } }),
      extension: [
        { url: EXT.minValue, valueInteger: 1 },
        { url: EXT.maxValue, valueInteger: 42 },
      ],
    },
    bool('claustrophobia', 'Do you feel anxious in small or closed spaces (claustrophobia)?'),
    {
      linkId: 'weight',
      text: 'Your weight',
      type: 'quantity',
      required: true,
      extension: [
        { url: EXT.unit, valueCoding: { system: UCUM, code: 'kg', display: 'kg' } },
        { url: EXT.minValue, valueDecimal: 2 },
        { url: EXT.maxValue, valueDecimal: 300 },
        { url: EXT.maxDecimalPlaces, valueInteger: 1 },
        { url: EXT.entryFormat, valueString: 'e.g. 72.5' },
      ],
    },
  ],
};

export const CT_CONTRAST: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'ct-contrast',
  url: url('ct-contrast'),
  status: 'active',
  title: 'CT contrast and kidney function',
  item: [
    {
      linkId: 'intro',
      type: 'display',
      text: 'Your CT scan may use an iodine contrast injection. These questions help us give it safely.',
    },
    bool('contrast-reaction', 'Have you ever had a reaction to an X-ray or CT contrast injection?'),
    {
      linkId: 'reaction-details',
      text: 'What happened?',
      type: 'text',
      required: true,
      maxLength: 500,
      enableWhen: when('contrast-reaction', { answerBoolean: true }),
    },
    bool('kidney-disease', 'Do you have kidney disease, or only one kidney?'),
    {
      linkId: 'egfr',
      text: 'Your most recent eGFR result (from a blood test), if you know it',
      type: 'quantity',
      enableWhen: when('kidney-disease', { answerBoolean: true }),
      extension: [
        { url: EXT.unit, valueCoding: { system: UCUM, code: 'mL/min/{1.73_m2}', display: 'mL/min/1.73m²' } },
        { url: EXT.minValue, valueDecimal: 1 },
        { url: EXT.maxValue, valueDecimal: 150 },
      ],
    },
    {
      linkId: 'egfr-date',
      text: 'Date of that blood test',
      type: 'date',
      enableWhen: [{ question: 'egfr', operator: 'exists', answerBoolean: true }],
    },
    bool('diabetes', 'Do you have diabetes?'),
    bool('metformin', 'Do you take metformin (Diabex, Diaformin, Janumet and others)?', {
      enableWhen: when('diabetes', { answerBoolean: true }),
    }),
  ],
};

export const MAMMOGRAPHY_HISTORY: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'mammography-history',
  url: url('mammography-history'),
  status: 'active',
  title: 'Breast imaging history',
  item: [
    bool('previous', 'Have you had a mammogram before?'),
    {
      linkId: 'previous-details',
      type: 'group',
      text: 'Your last mammogram',
      enableWhen: when('previous', { answerBoolean: true }),
      item: [
        {
          linkId: 'previous-date',
          text: 'About when was it?',
          type: 'date',
          extension: [{ url: EXT.entryFormat, valueString: 'YYYY-MM-DD' }],
        },
        { linkId: 'previous-where', text: 'Where was it done?', type: 'string', maxLength: 120 },
      ],
    },
    {
      linkId: 'symptoms',
      text: 'Do you have any of these now?',
      type: 'choice',
      repeats: true,
      required: true,
      extension: [control('check-box')],
      answerOption: [
        coding(SYSTEM, 'lump', 'A new lump'),
        coding(SYSTEM, 'nipple-discharge', 'Nipple discharge'),
        coding(SYSTEM, 'skin-change', 'Skin or nipple changes'),
        coding(SYSTEM, 'pain', 'Breast pain in one spot'),
        { ...coding(SYSTEM, 'none', 'None of these'), extension: [{ url: EXT.optionExclusive, valueBoolean: true }] },
      ],
    },
    bool('implants', 'Do you have breast implants?'),
    bool('hrt', 'Do you take hormone replacement therapy (HRT)?', { required: false }),
  ],
};

const PAIN: (id: string, title: string, final: boolean) => FhirQuestionnaire = (id, title, final) => ({
  resourceType: 'Questionnaire',
  id,
  url: url(id),
  status: 'active',
  title,
  item: [
    painSlider(
      'pain',
      final
        ? 'How much pain do you have now, after your procedure? (0 = none, 10 = worst imaginable)'
        : 'How much pain do you have right now? (0 = none, 10 = worst imaginable)',
    ),
    final
      ? { linkId: 'comment', text: 'Anything you would like us to know?', type: 'text', maxLength: 500 }
      : {
          linkId: 'location',
          text: 'Where is the pain?',
          type: 'string',
          maxLength: 120,
          enableWhen: when('pain', { answerInteger: 0 }, '>'),
        },
  ],
});

export const REFERRER_FEEDBACK: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'referrer-report-feedback',
  url: url('referrer-report-feedback'),
  status: 'active',
  title: 'Report quality feedback',
  item: [
    {
      linkId: 'quality',
      text: 'How would you rate the quality of this report?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: [1, 2, 3, 4, 5].map((score) => ({
        ...coding(SYSTEM, `quality-${score}`, ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'][score - 1]!),
        extension: [{ url: EXT.ordinalValue, valueDecimal: score }],
      })),
    },
    {
      linkId: 'answered-question',
      text: 'Did the report answer your clinical question?',
      type: 'choice',
      required: true,
      extension: [control('drop-down')],
      answerOption: [coding(SYSTEM, 'fully', 'Fully'), coding(SYSTEM, 'partly', 'Partly'), coding(SYSTEM, 'not', 'Not at all')],
    },
    { linkId: 'comments', text: 'Comments for the reporting radiologist', type: 'text', maxLength: 1000 },
    bool('contact', 'May the radiologist contact you about this report?'),
    {
      linkId: 'contact-phone',
      text: 'Best phone number',
      type: 'string',
      required: true,
      enableWhen: when('contact', { answerBoolean: true }),
      extension: [
        { url: EXT.regex, valueString: '0[0-9]{9}' },
        { url: EXT.entryFormat, valueString: '10 digits, e.g. 0298765432' },
      ],
    },
  ],
};

/**
 * The patient's feedback on a visit (FEEDBACK: offered after check-in). The referrer's report
 * quality form (REFERRER_FEEDBACK) is served by the report-feedback feature, per image link.
 */
export const VISIT_FEEDBACK: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'visit-feedback',
  url: url('visit-feedback'),
  status: 'active',
  title: 'How was your visit?',
  item: [
    {
      linkId: 'overall',
      text: 'Overall, how was your visit today?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: ['Very poor', 'Poor', 'Okay', 'Good', 'Very good'].map((display, position) => ({
        ...coding(`${SYSTEM}/visit-rating`, `rating-${position + 1}`, display),
        extension: [{ url: EXT.ordinalValue, valueDecimal: position + 1 }],
      })),
    },
    bool('explained', 'Did our staff explain what would happen during your scan?'),
    bool('recommend', 'Would you recommend us to family or friends?', { required: false }),
    { linkId: 'comments', text: 'Anything we could do better?', type: 'text', maxLength: 1000 },
  ],
};

export const CANCELLATION_REASONS: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'cancellation-reasons',
  url: url('cancellation-reasons'),
  status: 'active',
  title: 'Cancel your appointment',
  contained: [
    {
      resourceType: 'ValueSet',
      id: 'cancel-reasons',
      compose: {
        include: [
          {
            system: `${SYSTEM}/cancel-reason`,
            concept: [
              { code: 'feeling-better', display: 'I am feeling better' },
              { code: 'elsewhere', display: 'I am having the scan somewhere else' },
              { code: 'cost', display: 'The cost' },
              { code: 'time', display: 'The time no longer suits me' },
              { code: 'doctor', display: 'My doctor changed the request' },
              { code: 'other', display: 'Another reason' },
            ],
          },
        ],
      },
    },
  ],
  item: [
    {
      linkId: 'reason',
      text: 'Why are you cancelling?',
      type: 'choice',
      required: true,
      answerValueSet: '#cancel-reasons',
      extension: [control('drop-down')],
    },
    {
      linkId: 'reason-other',
      text: 'Please tell us more',
      type: 'text',
      required: true,
      maxLength: 300,
      enableWhen: when('reason', { answerCoding: { system: `${SYSTEM}/cancel-reason`, code: 'other' } }),
    },
    bool('rebook', 'Would you like us to contact you to book another time?'),
  ],
};

export const DECLINE_REASONS: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'decline-reasons',
  url: url('decline-reasons'),
  status: 'active',
  title: 'Decline this appointment',
  item: [
    {
      linkId: 'reason',
      text: 'Why does this appointment not suit you?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: [
        coding(`${SYSTEM}/decline-reason`, 'time', 'The day or time does not suit me'),
        coding(`${SYSTEM}/decline-reason`, 'clinic', 'The clinic is too far away'),
        coding(`${SYSTEM}/decline-reason`, 'not-needed', 'I no longer need this scan'),
        coding(`${SYSTEM}/decline-reason`, 'other', 'Another reason'),
      ],
    },
    {
      linkId: 'reason-other',
      text: 'Please tell us more',
      type: 'text',
      required: true,
      maxLength: 300,
      enableWhen: when('reason', { answerCoding: { system: `${SYSTEM}/decline-reason`, code: 'other' } }),
    },
    bool('offer-another', 'Would you like us to offer you another time?'),
  ],
};

/** Coronary CT angiography is arranged by our team (heart rate, medication): the answers become a booking request. */
export const CORONARY_CT_REQUEST: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'coronary-ct-request',
  url: url('coronary-ct-request'),
  status: 'active',
  title: 'Before we arrange your coronary CT',
  item: [
    {
      linkId: 'intro',
      type: 'display',
      text: 'A coronary CT needs some preparation, so our team arranges the time with you. Your answers go to them.',
    },
    bool('referral', 'Do you have a referral from your doctor for this scan?'),
    bool('beta-blocker', 'Do you take a beta blocker (for example metoprolol or atenolol)?'),
    bool('asthma', 'Do you have asthma?'),
    {
      linkId: 'best-time',
      text: 'When is the best time to call you?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: [
        coding(`${SYSTEM}/call-time`, 'morning', 'Morning'),
        coding(`${SYSTEM}/call-time`, 'afternoon', 'Afternoon'),
        coding(`${SYSTEM}/call-time`, 'any', 'Any time'),
      ],
    },
  ],
};

export const REFERRER_REQUEST: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'referrer-booking-request',
  url: url('referrer-booking-request'),
  status: 'active',
  title: 'Referral details',
  item: [
    {
      linkId: 'urgency',
      text: 'How soon should the patient be seen?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: [
        coding(`${SYSTEM}/urgency`, 'routine', 'Routine'),
        coding(`${SYSTEM}/urgency`, 'soon', 'Within a week'),
        coding(`${SYSTEM}/urgency`, 'urgent', 'Urgent (within 24 hours)'),
      ],
    },
    { linkId: 'clinical-notes', text: 'Clinical notes and the question to answer', type: 'text', required: true, maxLength: 2000 },
    bool('contrast-ok', 'Is the patient’s kidney function normal (eGFR 30 or more)?', { required: false }),
    {
      linkId: 'provider-number',
      text: 'Your Medicare provider number',
      type: 'string',
      required: true,
      extension: [
        { url: EXT.regex, valueString: '[0-9]{6}[0-9A-Za-z]{2}' },
        { url: EXT.entryFormat, valueString: '8 characters, e.g. 2123456A' },
      ],
    },
  ],
};

/** Before the radiologist protocols a prostate MRI (booking request waiting protocol). */
export const PROSTATE_PROTOCOL: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'prostate-mri-protocol',
  url: url('prostate-mri-protocol'),
  status: 'active',
  title: 'Prostate MRI: questions for the radiologist',
  item: [
    bool('biopsy', 'Have you had a prostate biopsy in the last 6 weeks?'),
    {
      linkId: 'biopsy-date',
      text: 'Date of the biopsy',
      type: 'date',
      required: true,
      enableWhen: when('biopsy', { answerBoolean: true }),
    },
    bool('hip-replacement', 'Do you have a hip replacement?'),
    bool('glaucoma', 'Do you have glaucoma? (We may use an injection that is not safe with some kinds.)'),
    {
      linkId: 'psa',
      text: 'Your most recent PSA result, if you know it',
      type: 'quantity',
      extension: [
        { url: EXT.unit, valueCoding: { system: UCUM, code: 'ng/mL', display: 'ng/mL' } },
        { url: EXT.minValue, valueDecimal: 0 },
        { url: EXT.maxDecimalPlaces, valueInteger: 2 },
      ],
    },
  ],
};

/** An ultrasound booked as "abdomen" may be for another part: the answer routes to the right exam. */
export const ULTRASOUND_ROUTING: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'ultrasound-routing',
  url: url('ultrasound-routing'),
  status: 'active',
  title: 'Which ultrasound do you need?',
  item: [
    {
      linkId: 'region',
      text: 'What does your referral ask us to scan?',
      type: 'choice',
      required: true,
      extension: [control('radio-button')],
      answerOption: [
        coding(`${SYSTEM}/us-region`, 'abdomen', 'Abdomen (liver, gallbladder, pancreas)'),
        coding(`${SYSTEM}/us-region`, 'pelvis', 'Pelvis'),
        coding(`${SYSTEM}/us-region`, 'pregnancy', 'A pregnancy'),
        coding(`${SYSTEM}/us-region`, 'kidneys', 'Kidneys and bladder'),
        coding(`${SYSTEM}/us-region`, 'shoulder', 'Shoulder'),
      ],
    },
    {
      linkId: 'weeks',
      text: 'How many weeks pregnant will you be on the day?',
      type: 'integer',
      required: true,
      enableWhen: when('region', { answerCoding: { system: `${SYSTEM}/us-region`, code: 'pregnancy' } }),
      extension: [
        { url: EXT.minValue, valueInteger: 6 },
        { url: EXT.maxValue, valueInteger: 42 },
      ],
    },
  ],
};

export const WALK_IN_XRAY: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'xray-walk-in',
  url: url('xray-walk-in'),
  status: 'active',
  title: 'X-ray without a booking',
  item: [bool('walk-in', 'Most of our clinics take X-rays without a booking. Would you rather walk in?')],
};

export const BOOKING_FORM_EXTRAS: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'booking-extras',
  url: url('booking-extras'),
  status: 'active',
  title: 'A few more details',
  item: [
    bool('interpreter', 'Do you need an interpreter?'),
    {
      linkId: 'language',
      text: 'Which language?',
      type: 'string',
      required: true,
      maxLength: 60,
      enableWhen: when('interpreter', { answerBoolean: true }),
    },
    bool('mobility', 'Do you use a wheelchair, or need help to move or stand?'),
    bool('bulk-billing', 'If you are eligible, would you like your scan bulk-billed (no out-of-pocket cost)?'),
    {
      linkId: 'heard-from',
      text: 'How did you hear about us?',
      type: 'open-choice',
      extension: [control('drop-down')],
      answerOption: [
        coding(`${SYSTEM}/heard-from`, 'doctor', 'My doctor'),
        coding(`${SYSTEM}/heard-from`, 'search', 'An internet search'),
        coding(`${SYSTEM}/heard-from`, 'friend', 'A friend or family member'),
      ],
    },
  ],
};

export const seedQuestionnaires: SeedQuestionnaire[] = [
  {
    id: 'mri-safety',
    type: 'REQUIRED_ON_CONFIRMATION',
    title: 'MRI safety questions',
    modalityIds: ['mri'],
    definition: MRI_SAFETY,
    rules: [
      {
        when: [{ question: 'pacemaker', operator: '=', answerBoolean: true }],
        then: {
          kind: 'DENY_BOOKING',
          message: 'An MRI is not safe with a pacemaker or defibrillator. Please talk to us about a different test.',
        },
      },
      {
        when: [{ question: 'metal-eye', operator: '=', answerBoolean: true }],
        then: {
          kind: 'DENY_BOOKING',
          message: 'Metal in the eye must be ruled out with an X-ray before an MRI. Please call us to arrange it.',
        },
      },
      {
        when: [{ question: 'implant-type', operator: '=', answerCoding: { system: SYSTEM, code: 'aneurysm-clip' } }],
        then: {
          kind: 'DENY_BOOKING',
          message: 'Our radiologist needs to check your aneurysm clip before an MRI. Please call us with its details.',
        },
      },
      {
        when: [{ question: 'pregnant', operator: '=', answerCoding: { system: YN, code: 'Y' } }],
        then: { kind: 'REQUIRE_VALIDATION_CODE' },
      },
      {
        examSlugs: ['mri-knee'],
        when: [{ question: 'claustrophobia', operator: '=', answerBoolean: true }],
        then: { kind: 'CHANGE_EXAM', newExamSlug: 'mri-knee-open' },
      },
    ],
  },
  {
    id: 'ct-contrast',
    type: 'REQUIRED_ON_CONFIRMATION',
    title: 'CT contrast and kidney function',
    modalityIds: ['ct'],
    definition: CT_CONTRAST,
    rules: [
      {
        when: [{ question: 'egfr', operator: '<', answerQuantity: { value: 30, code: 'mL/min/{1.73_m2}' } }],
        then: { kind: 'DENY_BOOKING', message: 'Your kidney function needs a doctor’s review before contrast. Please call us.' },
      },
      {
        when: [{ question: 'kidney-disease', operator: '=', answerBoolean: true }],
        then: { kind: 'RESTRICT_MIN_DATE', days: 7, message: 'You will need a blood test first: please book at least a week from today.' },
      },
    ],
  },
  {
    id: 'mammography-history',
    type: 'REQUIRED_ON_CONFIRMATION',
    title: 'Breast imaging history',
    examSlugs: ['mammogram-screening', 'mammogram-diagnostic'],
    definition: MAMMOGRAPHY_HISTORY,
    rules: [
      {
        examSlugs: ['mammogram-screening'],
        when: [{ question: 'symptoms', operator: '!=', answerCoding: { system: SYSTEM, code: 'none' } }],
        then: { kind: 'CHANGE_EXAM', newExamSlug: 'mammogram-diagnostic', medicareNumberRequired: true },
      },
    ],
  },
  {
    id: 'pain-score-initial',
    type: 'PAIN_SCORE_INITIAL',
    title: 'Pain score',
    modalSize: 'md',
    definition: PAIN('pain-score-initial', 'Pain score', false),
  },
  {
    id: 'pain-score-final',
    type: 'PAIN_SCORE_FINAL',
    title: 'Pain score after your procedure',
    modalSize: 'md',
    definition: PAIN('pain-score-final', 'Pain score after your procedure', true),
  },
  { id: 'visit-feedback', type: 'FEEDBACK', title: 'How was your visit?', modalSize: 'md', definition: VISIT_FEEDBACK },
  {
    id: 'cancellation-reasons',
    type: 'CANCEL_APPOINTMENT_PATIENT',
    title: 'Cancel your appointment',
    modalSize: 'md',
    showClosingConfirmation: true,
    definition: CANCELLATION_REASONS,
  },
  {
    id: 'decline-reasons',
    type: 'DECLINE_APPOINTMENT',
    title: 'Decline this appointment',
    modalSize: 'md',
    showClosingConfirmation: true,
    definition: DECLINE_REASONS,
  },
  {
    id: 'coronary-ct-request',
    type: 'CREATE_BOOKING_REQUEST',
    title: 'Before we arrange your coronary CT',
    examSlugs: ['ct-coronary-angiogram'],
    definition: CORONARY_CT_REQUEST,
    rules: [
      {
        when: [{ question: 'referral', operator: 'exists', answerBoolean: true }],
        then: {
          kind: 'CREATE_BOOKING_REQUEST',
          confirmationMessage: 'Thank you. Our cardiac CT team will call you within two business days to arrange your scan.',
        },
      },
    ],
  },
  {
    id: 'referrer-booking-request',
    type: 'CREATE_BOOKING_REQUEST_REFERRER',
    title: 'Referral details',
    modalSize: 'xl',
    definition: REFERRER_REQUEST,
    rules: [
      {
        when: [{ question: 'clinical-notes', operator: 'exists', answerBoolean: true }],
        then: { kind: 'CREATE_BOOKING_REQUEST', confirmationMessage: 'The request has been sent. The clinic will contact the patient.' },
      },
    ],
  },
  {
    id: 'prostate-mri-protocol',
    type: 'PROTOCOL',
    title: 'Prostate MRI: questions for the radiologist',
    examSlugs: ['mri-prostate'],
    definition: PROSTATE_PROTOCOL,
    rules: [
      {
        when: [{ question: 'biopsy', operator: '=', answerBoolean: true }],
        then: { kind: 'RESTRICT_MIN_DATE', days: 42, message: 'An MRI is clearer six weeks after a biopsy: please book from then.' },
      },
    ],
  },
  {
    id: 'ultrasound-routing',
    type: 'MODALITY_ROUTING',
    title: 'Which ultrasound do you need?',
    modalSize: 'md',
    modalityIds: ['ultrasound'],
    definition: ULTRASOUND_ROUTING,
    rules: [
      { when: [usRegion('abdomen')], then: { kind: 'CHANGE_EXAM', newExamSlug: 'us-abdomen' } },
      { when: [usRegion('pelvis')], then: { kind: 'CHANGE_EXAM', newExamSlug: 'us-pelvis' } },
      { when: [usRegion('kidneys')], then: { kind: 'CHANGE_EXAM', newExamSlug: 'us-renal' } },
      { when: [usRegion('shoulder')], then: { kind: 'CHANGE_EXAM', newExamSlug: 'us-shoulder' } },
      {
        when: [usRegion('pregnancy'), { question: 'weeks', operator: '<', answerInteger: 16 }],
        then: { kind: 'CHANGE_EXAM', newExamSlug: 'us-obstetric-12-week' },
      },
      {
        when: [usRegion('pregnancy'), { question: 'weeks', operator: '>=', answerInteger: 16 }],
        then: { kind: 'CHANGE_EXAM', newExamSlug: 'us-obstetric-20-week' },
      },
    ],
  },
  {
    id: 'xray-walk-in',
    type: 'MODALITY_ROUTING',
    title: 'X-ray without a booking',
    modalSize: 'sm',
    modalityIds: ['xray'],
    definition: WALK_IN_XRAY,
    rules: [
      {
        when: [{ question: 'walk-in', operator: '=', answerBoolean: true }],
        then: { kind: 'WALK_IN', walkInExamName: 'X-ray', prepTime: 'None', minutesPrior: 15, walkInEnabledGroup: 'xray' },
      },
    ],
  },
  {
    id: 'booking-extras',
    type: 'BOOKING_FORM',
    title: 'A few more details',
    modalSize: 'md',
    // Bone density and nuclear medicine: bulk-billing rules and the help a patient needs to lie still vary most there.
    modalityIds: ['bone-densitometry', 'nuclear-medicine'],
    definition: BOOKING_FORM_EXTRAS,
    rules: [{ when: [{ question: 'bulk-billing', operator: '=', answerBoolean: true }], then: { kind: 'REQUIRE_MEDICARE_NUMBER' } }],
  },
];

/** The open-MRI exam the claustrophobia rule moves a knee MRI to (in the catalogue, seed/exams.ts). */
export const OPEN_MRI_EXAM_SLUG = 'mri-knee-open';
