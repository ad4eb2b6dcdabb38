/**
 * The demo provider's questionnaires as FHIR R4 Questionnaire JSON, with their outcome rules.
 * Written the way a radiology practice asks these questions (MRI safety screening, CT contrast and
 * kidney function, mammography history, pain scores, referrer feedback, cancellation reasons).
 */
import type { FhirQuestionnaire, QuestionnaireItem, QuestionnaireType } from '../../../../src/api/schemas/questionnaire.schema';
import { EXT } from '../../../../src/questionnaire';
import type { OutcomeRule } from './rules';

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
          message: 'An MRI is not safe with a pacemaker or defibrillator. Our team will call you to arrange a different test.',
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
  { id: 'referrer-report-feedback', type: 'FEEDBACK', title: 'Report quality feedback', modalSize: 'lg', definition: REFERRER_FEEDBACK },
  {
    id: 'cancellation-reasons',
    type: 'CANCEL_APPOINTMENT_PATIENT',
    title: 'Cancel your appointment',
    modalSize: 'md',
    showClosingConfirmation: true,
    definition: CANCELLATION_REASONS,
  },
];

/** The open-MRI exam the claustrophobia rule moves a knee MRI to (in the catalogue, seed/exams.ts). */
export const OPEN_MRI_EXAM_SLUG = 'mri-knee-open';
