// The public face of <rad-questionnaire>, and the runner other widgets open (README "For other widgets").
export { RadQuestionnaire } from './questionnaire.element';
export { QuestionnaireRunner, type QuestionnaireRunnerProps, type QuestionnaireRunnerState } from './QuestionnaireRunner';
export { QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm';
export { QuestionnaireDialog, type QuestionnaireDialogProps } from './QuestionnaireDialog';
export { questionnaireCss } from './questionnaire.css';
export { draftKey, clearAllDrafts } from './draft';
export type { AnswerOwner } from '../../src/api/questionnaires.api';
export type { QuestionnaireType, Outcome } from '../../src/api/schemas/questionnaire.schema';
export type { QuestionnaireProps } from './Questionnaire';
export type * from './questionnaire.events';
