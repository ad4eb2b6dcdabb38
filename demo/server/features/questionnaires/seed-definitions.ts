// The seeded questionnaires live with the seed (seed/questionnaire-definitions.ts), where the
// report-feedback feature reads its demo form without reaching into this feature.
export * from '../../seed/questionnaire-definitions';
