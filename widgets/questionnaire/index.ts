// The public face of <rad-questionnaire>, and the renderer other widgets open in a dialog.
export { RadQuestionnaire } from './questionnaire.element';
export { QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm';
export { QuestionnaireDialog, type QuestionnaireDialogProps } from './QuestionnaireDialog';
export { questionnaireCss } from './questionnaire.css';
export { draftKey, clearAllDrafts } from './draft';
export type { QuestionnaireProps } from './Questionnaire';
export type * from './questionnaire.events';
