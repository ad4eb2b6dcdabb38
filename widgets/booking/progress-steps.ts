/**
 * The booking's analytics funnel steps (docs/rules.md#privacy-analytics): 2 while the patient chooses a time, 3 on
 * the booking form. Numbers only; the shared reporter (src/analytics createProgressReporter) applies
 * the 2-second "differs from the current step" rule.
 */
export const PROGRESS_STEP_TIMES = 2;
export const PROGRESS_STEP_FORM = 3;
