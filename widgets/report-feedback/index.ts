// The public face of <rad-report-feedback>: the element and its props.
export { RadReportFeedback } from './report-feedback.element';
export type { ReportFeedbackProps } from './ReportFeedback';
