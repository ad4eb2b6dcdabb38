/**
 * The states of <rad-results>, one source for the browser tests, the stories and the demo:
 * answers as the reference server gives them (demo/server/features/results).
 */
import type { Result, Results } from '../../src/api/schemas/results.schema';

export const kneeResult: Result = {
  id: 1,
  examName: 'MRI knee',
  modalityName: 'MRI',
  clinicName: 'Parramatta Imaging',
  timeZone: 'Australia/Sydney',
  performedAt: '2030-03-14T22:30:00Z',
  report:
    'MRI LEFT KNEE (demo report)\n\nFindings: a small tear of the posterior horn of the medial meniscus. The cruciate and collateral ligaments are intact.\n\nConclusion: small medial meniscal tear.',
  reportedBy: 'Dr Priya Raman, radiologist',
  reportedAt: '2030-03-15T22:30:00Z',
  imagesUrl: '/referrer/quick-report?imsec=demo-imsec-active-mr-knee-1001',
  availableUntil: '2035-03-14T22:30:00Z',
};

export const abdomenResult: Result = {
  id: 2,
  examName: 'Ultrasound abdomen',
  modalityName: 'Ultrasound',
  clinicName: 'Brisbane City Imaging',
  timeZone: 'Australia/Brisbane',
  performedAt: '2030-04-02T00:15:00Z',
  report:
    'Findings: the liver, gallbladder, pancreas, spleen and both kidneys appear normal.\n\nConclusion: a normal abdominal ultrasound.',
  reportedBy: 'Dr Tom Brennan, radiologist',
  reportedAt: '2030-04-03T00:15:00Z',
  imagesUrl: null,
  availableUntil: '2035-04-02T00:15:00Z',
};

export const ownResults: Results = { patient: { firstName: 'Ana' }, shared: null, results: [kneeResult] };
export const notReadyResults: Results = { patient: { firstName: 'Ana' }, shared: null, results: [] };
export const sharedResults: Results = { patient: { firstName: 'Ana' }, shared: { type: 'RESULT' }, results: [kneeResult] };
export const sharedHistory: Results = { patient: { firstName: 'Ana' }, shared: { type: 'HISTORY' }, results: [abdomenResult, kneeResult] };

/** The failures the page turns into the deny page, as the server answers them. */
export const EXPIRED = { status: 410, body: { message: 'message.deny_results_expired', code: 'results_expired' } } as const;
export const REVOKED = { status: 403, body: { message: 'message.deny_access_revoked', code: 'share_revoked' } } as const;
