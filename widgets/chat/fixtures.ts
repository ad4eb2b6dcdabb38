/**
 * rad-chat's data, shared by the unit tests, the browser tests and the stories: the booking
 * summary of the demo's booking request, the deployment's upload rules, and the conversation the
 * in-page fake messenger (fake-messenger.js) plays.
 */
import type { ChatBookingSummary } from '../../src/api/schemas/chat.schema';
import type { UploadRules } from './messenger-adapter';

export const chatSummaryFixture: ChatBookingSummary = {
  exams: [{ name: 'Brain', nameWithModality: 'CT Brain', slug: 'ct-brain' }],
  clinicName: 'Harbourside Radiology Chatswood',
  patient: {
    postalCode: '2067',
    title: 'Ms',
    firstName: 'Mei',
    lastName: 'Tanaka',
    dateOfBirth: '1990-07-14',
    email: 'mei.tanaka@example.com',
    contactNumber: '0412345678',
  },
  bookingRequests: [{ slug: 'br-2001-mei', patientNotes: 'Mornings suit me best.' }],
};

/** What the demo deployment (and the fake messenger) accept. */
export const uploadRulesFixture: UploadRules = { fileTypes: ['application/pdf', 'image/jpeg', 'image/png'], maxFileSizeKB: 2048 };

/** The fake messenger's agent greets with this line (fake-messenger.js keeps the same text). */
export const FAKE_AGENT_GREETING = 'Hello, this is Alex from the booking team. How can I help?';

/**
 * How the fake messenger behaves, chosen by the deployment id the story or test configures:
 * `fixture-chat` answers, `fixture-chat-no-agent` says no agent is available, `fixture-chat-slow`
 * never gets ready (the loading state); `fixture-chat-reconnecting` answers, then its connection
 * drops and stays away (reconnecting), `fixture-chat-lost` answers, drops and cannot get the
 * conversation back (a new one after "Start again" works).
 */
export const FAKE_DEPLOYMENTS = {
  answers: 'fixture-chat',
  noAgent: 'fixture-chat-no-agent',
  neverReady: 'fixture-chat-slow',
  reconnecting: 'fixture-chat-reconnecting',
  lost: 'fixture-chat-lost',
} as const;

/** Where the fake messenger is served: web-test-runner serves the repository root; Storybook imports it with `?url`. */
export const FAKE_MESSENGER_PATH = '/widgets/chat/fake-messenger.js';

/** `integration.chat` for a fake deployment (or a script that does not exist, for the unavailable state). */
export function chatConfigFixture(deploymentId: string, scriptUrl: string = FAKE_MESSENGER_PATH) {
  return { provider: 'genesys' as const, deploymentId, environment: 'fixture', scriptUrl, connectOrigins: [] as string[] };
}
