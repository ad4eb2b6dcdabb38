/**
 * Questionnaires (src/api/API.md#questionnaires) in FHIR R4: a definition is a `Questionnaire`, an answer is a
 * `QuestionnaireResponse`, both carried as JSON. Shared by the widgets (every answer of the API is
 * checked) and the reference server (seed definitions and posted responses are checked).
 *
 * Only the subset widgets/questionnaire/README.md documents is modelled; objects are loose so a
 * definition from another system keeps fields we do not read, and the renderer reports what it
 * cannot show instead of failing to parse.
 */
import * as v from 'valibot';

export const QUESTIONNAIRE_TYPES = [
  'REQUIRED_ON_CONFIRMATION',
  'FEEDBACK',
  'DECLINE_APPOINTMENT',
  'CANCEL_APPOINTMENT_PATIENT',
  'CREATE_BOOKING_REQUEST',
  'CREATE_BOOKING_REQUEST_REFERRER',
  'PAIN_SCORE_INITIAL',
  'PAIN_SCORE_FINAL',
  'PROTOCOL',
  'MODALITY_ROUTING',
  'BOOKING_FORM',
] as const;
export type QuestionnaireType = (typeof QUESTIONNAIRE_TYPES)[number];

export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

// ---- FHIR datatypes -------------------------------------------------------------------------

export const CodingSchema = v.looseObject({
  system: v.optional(v.string()),
  code: v.optional(v.string()),
  display: v.optional(v.string()),
  extension: v.optional(v.array(v.lazy(() => ExtensionSchema))),
});
export type Coding = v.InferOutput<typeof CodingSchema>;

export const QuantitySchema = v.looseObject({
  value: v.optional(v.number()),
  unit: v.optional(v.string()),
  system: v.optional(v.string()),
  code: v.optional(v.string()),
});
export type Quantity = v.InferOutput<typeof QuantitySchema>;

export const AttachmentSchema = v.looseObject({
  contentType: v.optional(v.string()),
  url: v.optional(v.string()),
  title: v.optional(v.string()),
  size: v.optional(v.number()),
});

export const ReferenceSchema = v.looseObject({ reference: v.optional(v.string()), display: v.optional(v.string()) });

export interface Extension {
  url: string;
  valueBoolean?: boolean;
  valueInteger?: number;
  valueDecimal?: number;
  valueString?: string;
  valueDate?: string;
  valueDateTime?: string;
  valueTime?: string;
  valueCoding?: Coding;
  valueCodeableConcept?: { coding?: Coding[]; text?: string };
  valueQuantity?: Quantity;
  [key: string]: unknown;
}
export const ExtensionSchema: v.GenericSchema<Extension> = v.looseObject({
  url: v.string(),
  valueBoolean: v.optional(v.boolean()),
  valueInteger: v.optional(v.number()),
  valueDecimal: v.optional(v.number()),
  valueString: v.optional(v.string()),
  valueDate: v.optional(v.string()),
  valueDateTime: v.optional(v.string()),
  valueTime: v.optional(v.string()),
  valueCoding: v.optional(CodingSchema),
  valueCodeableConcept: v.optional(v.looseObject({ coding: v.optional(v.array(CodingSchema)), text: v.optional(v.string()) })),
  valueQuantity: v.optional(QuantitySchema),
}) as v.GenericSchema<Extension>;

/** The value[x] of an answer, an answerOption, an initial value or an enableWhen answer. */
const valueFields = {
  valueBoolean: v.optional(v.boolean()),
  valueDecimal: v.optional(v.number()),
  valueInteger: v.optional(v.pipe(v.number(), v.integer())),
  valueDate: v.optional(v.string()),
  valueDateTime: v.optional(v.string()),
  valueTime: v.optional(v.string()),
  valueString: v.optional(v.string()),
  valueUri: v.optional(v.string()),
  valueCoding: v.optional(CodingSchema),
  valueQuantity: v.optional(QuantitySchema),
  valueAttachment: v.optional(AttachmentSchema),
  valueReference: v.optional(ReferenceSchema),
};
export const AnswerValueSchema = v.looseObject(valueFields);
/** One answer: exactly one value[x] is meant to be set (the validator checks which). */
export type AnswerValue = v.InferOutput<typeof AnswerValueSchema>;
export const VALUE_KEYS = Object.keys(valueFields) as (keyof typeof valueFields)[];

// ---- Questionnaire ---------------------------------------------------------------------------

export const ENABLE_WHEN_OPERATORS = ['exists', '=', '!=', '>', '<', '>=', '<='] as const;
export type EnableWhenOperator = (typeof ENABLE_WHEN_OPERATORS)[number];

export const EnableWhenSchema = v.looseObject({
  question: v.string(),
  operator: v.picklist(ENABLE_WHEN_OPERATORS),
  answerBoolean: v.optional(v.boolean()),
  answerDecimal: v.optional(v.number()),
  answerInteger: v.optional(v.number()),
  answerDate: v.optional(v.string()),
  answerDateTime: v.optional(v.string()),
  answerTime: v.optional(v.string()),
  answerString: v.optional(v.string()),
  answerCoding: v.optional(CodingSchema),
  answerQuantity: v.optional(QuantitySchema),
  answerReference: v.optional(ReferenceSchema),
});
export type EnableWhen = v.InferOutput<typeof EnableWhenSchema>;

export const AnswerOptionSchema = v.looseObject({
  ...valueFields,
  initialSelected: v.optional(v.boolean()),
  extension: v.optional(v.array(ExtensionSchema)),
});
export type AnswerOption = v.InferOutput<typeof AnswerOptionSchema>;

export const ITEM_TYPES = [
  'group',
  'display',
  'boolean',
  'decimal',
  'integer',
  'date',
  'dateTime',
  'time',
  'string',
  'text',
  'url',
  'choice',
  'open-choice',
  'attachment',
  'reference',
  'quantity',
  'question',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface QuestionnaireItem {
  linkId: string;
  text?: string;
  prefix?: string;
  /** A string rather than the picklist: an unknown type must render a notice, not fail the parse. */
  type: string;
  required?: boolean;
  repeats?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  enableWhen?: EnableWhen[];
  enableBehavior?: 'all' | 'any';
  answerOption?: AnswerOption[];
  answerValueSet?: string;
  initial?: AnswerValue[];
  extension?: Extension[];
  item?: QuestionnaireItem[];
  [key: string]: unknown;
}
export const QuestionnaireItemSchema: v.GenericSchema<QuestionnaireItem> = v.looseObject({
  linkId: v.pipe(v.string(), v.minLength(1)),
  text: v.optional(v.string()),
  prefix: v.optional(v.string()),
  type: v.string(),
  required: v.optional(v.boolean()),
  repeats: v.optional(v.boolean()),
  readOnly: v.optional(v.boolean()),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  enableWhen: v.optional(v.array(EnableWhenSchema)),
  enableBehavior: v.optional(v.picklist(['all', 'any'])),
  answerOption: v.optional(v.array(AnswerOptionSchema)),
  answerValueSet: v.optional(v.string()),
  initial: v.optional(v.array(AnswerValueSchema)),
  extension: v.optional(v.array(ExtensionSchema)),
  item: v.optional(v.array(v.lazy(() => QuestionnaireItemSchema))),
}) as v.GenericSchema<QuestionnaireItem>;

/** A contained ValueSet: its codes come from `expansion.contains` or `compose.include[].concept`. */
export const ValueSetSchema = v.looseObject({
  resourceType: v.literal('ValueSet'),
  id: v.string(),
  compose: v.optional(
    v.looseObject({
      include: v.array(
        v.looseObject({
          system: v.optional(v.string()),
          concept: v.optional(v.array(v.looseObject({ code: v.string(), display: v.optional(v.string()) }))),
        }),
      ),
    }),
  ),
  expansion: v.optional(v.looseObject({ contains: v.optional(v.array(CodingSchema)) })),
});
export type ValueSet = v.InferOutput<typeof ValueSetSchema>;

export const FhirQuestionnaireSchema = v.looseObject({
  resourceType: v.literal('Questionnaire'),
  id: v.optional(v.string()),
  url: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(v.string()),
  extension: v.optional(v.array(ExtensionSchema)),
  // Other contained resources are kept but unused.
  contained: v.optional(v.array(v.union([ValueSetSchema, v.looseObject({ resourceType: v.string() })]))),
  item: v.optional(v.array(QuestionnaireItemSchema), []),
});
export type FhirQuestionnaire = v.InferOutput<typeof FhirQuestionnaireSchema>;

// ---- QuestionnaireResponse -------------------------------------------------------------------

export interface ResponseItem {
  linkId: string;
  text?: string;
  answer?: (AnswerValue & { item?: ResponseItem[] })[];
  item?: ResponseItem[];
}
export const ResponseItemSchema: v.GenericSchema<ResponseItem> = v.object({
  linkId: v.string(),
  text: v.optional(v.string()),
  answer: v.optional(v.array(v.object({ ...valueFields, item: v.optional(v.array(v.lazy(() => ResponseItemSchema))) }))),
  item: v.optional(v.array(v.lazy(() => ResponseItemSchema))),
}) as v.GenericSchema<ResponseItem>;

export const QuestionnaireResponseSchema = v.object({
  resourceType: v.literal('QuestionnaireResponse'),
  questionnaire: v.optional(v.string()),
  status: v.picklist(['in-progress', 'completed', 'amended', 'entered-in-error', 'stopped']),
  authored: v.optional(v.string()),
  item: v.optional(v.array(ResponseItemSchema)),
});
export type QuestionnaireResponse = v.InferOutput<typeof QuestionnaireResponseSchema>;

// ---- The API's questionnaire record and answers ---------------------------------------------

/** `questionnaireResult` holds the FHIR Questionnaire as a JSON string (the spec's field). */
export const QuestionnaireRecordSchema = v.object({
  questionnaireId: v.string(),
  questionnaireResult: v.string(),
  questionnaireType: v.picklist(QUESTIONNAIRE_TYPES),
  modalSize: v.optional(v.nullable(v.picklist(MODAL_SIZES)), null),
  title: v.string(),
  showClosingConfirmation: v.optional(v.boolean(), false),
  examSlugs: v.optional(v.array(v.string()), []),
  modalityIds: v.optional(v.array(v.string()), []),
});
export type QuestionnaireRecord = v.InferOutput<typeof QuestionnaireRecordSchema>;

/** A stored answer: `questionnaireResult` is the QuestionnaireResponse as a JSON string. */
export const QuestionnaireAnswerSchema = v.object({
  questionnaireId: v.string(),
  questionnaireType: v.picklist(QUESTIONNAIRE_TYPES),
  examSlug: v.nullable(v.string()),
  answeredAt: v.string(),
  /**
   * The answer denied the booking (DENY_BOOKING): coming back must lead to the deny page again,
   * never to "already answered", and the server refuses a new answer to that questionnaire.
   */
  denied: v.optional(v.boolean(), false),
  /** The provider's reason for the denial (shown on the deny page); null otherwise. */
  deniedMessage: v.optional(v.nullable(v.string()), null),
});
export type QuestionnaireAnswer = v.InferOutput<typeof QuestionnaireAnswerSchema>;

export const QuestionnaireLoadSchema = v.object({
  questionnaires: v.array(QuestionnaireRecordSchema),
  bookingKey: v.nullable(v.string()),
  examQuestionnaireAnswers: v.array(QuestionnaireAnswerSchema),
  allQuestionnaireAnswers: v.array(QuestionnaireAnswerSchema),
});
export type QuestionnaireLoad = v.InferOutput<typeof QuestionnaireLoadSchema>;

export const SaveAnswersBodySchema = v.object({
  questionnaireId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  questionnaireResult: v.pipe(v.string(), v.maxLength(200_000)),
});
export type SaveAnswersBody = v.InferOutput<typeof SaveAnswersBodySchema>;

export const SaveTemporaryBodySchema = v.object({
  ...SaveAnswersBodySchema.entries,
  /** A random key the browser made for this booking before the server gave it a booking key. */
  temporaryKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{16,64}$/)),
  examSlug: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type SaveTemporaryBody = v.InferOutput<typeof SaveTemporaryBodySchema>;

/** The processed outcome (docs/rules.md#questionnaires-and-outcomes); every field optional. */
export const OutcomeSchema = v.object({
  /** DENY_BOOKING: the booking may not go ahead; `message` says why (shown on the deny page). */
  denied: v.optional(v.boolean(), false),
  message: v.optional(v.nullable(v.string()), null),
  url: v.optional(v.nullable(v.string()), null),
  medicareNumberRequired: v.optional(v.boolean(), false),
  validationCodeRequired: v.optional(v.boolean(), false),
  documentTypeId: v.optional(v.nullable(v.number()), null),
  insuranceTypeId: v.optional(v.nullable(v.number()), null),
  walkInExamName: v.optional(v.nullable(v.string()), null),
  prepTime: v.optional(v.nullable(v.string()), null),
  minutesPrior: v.optional(v.nullable(v.number()), null),
  restrictQuestionnaireId: v.optional(v.nullable(v.string()), null),
  walkInEnabledGroup: v.optional(v.nullable(v.string()), null),
  restrictMinDate: v.optional(v.nullable(v.string()), null),
  newExamSlug: v.optional(v.nullable(v.string()), null),
  /** CREATE_BOOKING_REQUEST: `result` is JSON `{ deleteKey, confirmationMessage, apiKey }`. */
  bookingRequest: v.optional(v.nullable(v.object({ result: v.string(), evaluateResult: v.boolean() })), null),
});
export type Outcome = v.InferOutput<typeof OutcomeSchema>;

/** An outcome that changes nothing: the server's starting point and the tests' base. */
export const EMPTY_OUTCOME: Outcome = {
  denied: false,
  message: null,
  url: null,
  medicareNumberRequired: false,
  validationCodeRequired: false,
  documentTypeId: null,
  insuranceTypeId: null,
  walkInExamName: null,
  prepTime: null,
  minutesPrior: null,
  restrictQuestionnaireId: null,
  walkInEnabledGroup: null,
  restrictMinDate: null,
  newExamSlug: null,
  bookingRequest: null,
};

export const BookingRequestResultSchema = v.object({
  deleteKey: v.string(),
  confirmationMessage: v.string(),
  apiKey: v.nullable(v.string()),
});

export const SaveAnswersResultSchema = v.object({ saved: v.literal(true), outcome: OutcomeSchema });
export type SaveAnswersResult = v.InferOutput<typeof SaveAnswersResultSchema>;
