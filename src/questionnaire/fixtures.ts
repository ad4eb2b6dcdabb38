/**
 * Questionnaires the shared logic's tests use, and the widget's fixtures re-export (src may not
 * import a widget): here only what the core needs.
 */
import type { FhirQuestionnaire } from '../api/schemas/questionnaire.schema';
import { EXT } from './extensions';

const S = 'urn:test';
const control = (code: string) => ({ url: EXT.itemControl, valueCodeableConcept: { coding: [{ code }] } });

/** A repeating group (each implant answered on its own), its conditions read in the same instance. */
export const REPEATING: FhirQuestionnaire = {
  resourceType: 'Questionnaire',
  id: 'implants',
  title: 'Your implants',
  item: [
    { linkId: 'has-implants', type: 'boolean', text: 'Do you have any implants?', required: true },
    {
      linkId: 'implant',
      type: 'group',
      text: 'Implant',
      repeats: true,
      enableWhen: [{ question: 'has-implants', operator: '=', answerBoolean: true }],
      extension: [{ url: EXT.maxOccurs, valueInteger: 3 }],
      item: [
        {
          linkId: 'implant-kind',
          type: 'choice',
          text: 'What kind of implant?',
          required: true,
          extension: [control('drop-down')],
          answerOption: [
            { valueCoding: { system: S, code: 'clip', display: 'Aneurysm clip' } },
            { valueCoding: { system: S, code: 'joint', display: 'Joint replacement' } },
            { valueCoding: { system: S, code: 'stent', display: 'Stent' } },
          ],
        },
        {
          linkId: 'implant-year',
          type: 'integer',
          text: 'Year it was put in',
          extension: [
            { url: EXT.minValue, valueInteger: 1950 },
            { url: EXT.maxValue, valueInteger: 2030 },
          ],
        },
        {
          linkId: 'clip-card',
          type: 'boolean',
          text: 'Do you have the clip’s MRI safety card?',
          required: true,
          enableWhen: [{ question: 'implant-kind', operator: '=', answerCoding: { system: S, code: 'clip' } }],
        },
      ],
    },
  ],
};
