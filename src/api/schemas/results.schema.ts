/**
 * An appointment's results as the results pages show them (/appointments/{bookingKey}/result and
 * /result/patient, widgets/portal/README.md#routes; docs/rules.md#results-expiry), shared by
 * rad-results and the reference server (demo/server/features/results). A share's answer names
 * what was shared and never the patient's booking key.
 */
import * as v from 'valibot';
import { SHARE_TYPES } from './sharing.schema';

const instant = v.pipe(v.string(), v.isoTimestamp());

/** Absolute http(s) or root-relative: a tampered answer cannot make a `javascript:` link. */
export const ResultLinkSchema = v.pipe(v.string(), v.regex(/^(https?:\/\/|\/(?![/\\]))/i, 'images link must be http(s) or root-relative'));

export const ResultSchema = v.object({
  id: v.number(),
  examName: v.string(),
  modalityName: v.string(),
  clinicName: v.string(),
  /** The clinic's IANA zone: the exam's date is shown in it. */
  timeZone: v.string(),
  performedAt: instant,
  /** The radiologist's report, plain text (shown as text, never as HTML). */
  report: v.string(),
  reportedBy: v.string(),
  reportedAt: instant,
  imagesUrl: v.nullable(ResultLinkSchema),
  availableUntil: instant,
});
export type Result = v.InferOutput<typeof ResultSchema>;

export const ResultsSchema = v.object({
  patient: v.object({ firstName: v.string() }),
  /** Null on the patient's own pages; for a share, what the patient shared. */
  shared: v.nullable(v.object({ type: v.picklist(SHARE_TYPES) })),
  /** Newest first; empty while the results are not ready. */
  results: v.array(ResultSchema),
});
export type Results = v.InferOutput<typeof ResultsSchema>;

/** The error codes the results endpoints answer, which the page turns into the deny page. */
export const RESULTS_EXPIRED_CODE = 'results_expired';
export const SHARE_REVOKED_CODE = 'share_revoked';
