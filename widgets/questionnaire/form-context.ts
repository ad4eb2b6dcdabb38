import { createContext, useContext } from 'react';
import type { FormModel } from './form-model';

export interface FormContextValue {
  model: FormModel;
  /** The DOM id of an item's control (or its fieldset), unique on the page. */
  idOf(linkId: string): string;
  /** A host widget may upload attachments itself (issue: attachments); without it a notice explains where. */
  renderAttachment?: ((linkId: string) => React.ReactNode) | undefined;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('questionnaire item outside QuestionnaireForm');
  return value;
}
