/** The local messenger's chat limits and timings, in one place (API.md "Chat" documents them). */

/** A patient away longer than this (a dropped connection, a closed tab) ends the conversation. */
export const CHAT_GRACE_SECONDS = 60;
/** How often each server marks the patients and agents it carries as still there, and sweeps. */
export const CHAT_HEARTBEAT_MS = 5000;
/** An agent page no server has marked for this long is gone (its server stopped without a word). */
export const CHAT_AGENT_STALE_SECONDS = 20;
/** Ended conversations (and their messages and files) are deleted this long after they end. */
export const CHAT_RETENTION_MINUTES = 60;
/** Events one conversation may hold: messages, files and state changes together. */
export const MAX_EVENTS_PER_CONVERSATION = 2000;
/** Files one conversation may carry (each at most DEMO_UPLOAD_RULES.maxFileSizeKB). */
export const MAX_FILES_PER_CONVERSATION = 10;
/** New conversations one client may open per CHAT_RATE_WINDOW_MS. */
export const CHAT_CONVERSATIONS_PER_CLIENT = 30;
export const CHAT_RATE_WINDOW_MS = 10 * 60_000;
/** A patient's socket must say hello (or resume) this soon after it opens. */
export const CHAT_HELLO_TIMEOUT_MS = 10_000;
/** Conversations (and their last events) a newly connected agent page is shown. */
export const AGENT_REPLAY_CONVERSATIONS = 50;
export const AGENT_REPLAY_EVENTS = 200;
