/**
 * The one seam between rad-chat and a provider's hosted messenger. The widget and its model speak
 * only this interface; each provider (the Genesys-style command interface of genesys-adapter.ts
 * so far) is one module that implements it, listed in messenger-providers.ts. Adding a provider
 * touches neither the widget nor the model.
 */

/** The deployment's upload rules, as the messenger announced them when ready. */
export interface UploadRules {
  /** MIME types (`application/pdf`, `image/*`); empty: any type. */
  fileTypes: readonly string[];
  /** Largest file in KB; 0: no limit given. */
  maxFileSizeKB: number;
}

export interface ChatMessage {
  id: string;
  from: 'patient' | 'agent';
  text: string;
}

/** What the messenger tells the widget, in the widget's words. */
export type MessengerEvent =
  | { type: 'ready'; upload: UploadRules | null }
  | { type: 'message'; message: ChatMessage }
  /** The agent's booking-complete message: the booking request becomes BOOKED (docs/rules.md#chat-status). */
  | { type: 'booking-complete' }
  /** The conversation was disconnected: the request's type becomes PATIENT (docs/rules.md#chat-status). */
  | { type: 'disconnected' }
  /** No agent could take the conversation (same rule as a disconnect). */
  | { type: 'no-agent' }
  /** The connection dropped; the messenger is getting the same conversation back. */
  | { type: 'reconnecting' }
  /** It has it back, with what was said meanwhile. */
  | { type: 'reconnected' }
  /** It could not get it back (the provider no longer has it, or the network stayed away). */
  | { type: 'reconnect-failed' }
  | { type: 'uploading'; fileName: string }
  | { type: 'uploaded'; fileName: string }
  | { type: 'upload-failed'; fileName: string }
  /** The messenger failed for good (its script did not load, or it never became ready). */
  | { type: 'failed' };

export type MessengerListener = (event: MessengerEvent) => void;

export interface MessengerAdapter {
  /**
   * Loads the provider's script (once; later calls return the same promise) and resolves when the
   * messenger is ready; rejects when the script fails to load or the messenger never gets ready.
   * Commands given before that are queued until it is ready.
   */
  load(): Promise<void>;
  subscribe(listener: MessengerListener): () => void;
  /** Conversation attributes the agent sees (booking references and the spec's summary fields). */
  setAttributes(attributes: Readonly<Record<string, string>>): void;
  startConversation(): void;
  /** Forgets a conversation that could not be resumed, so the next start begins a new one. */
  resetConversation(): void;
  sendMessage(text: string): void;
  /** One file; the caller throttles (chat-uploads.ts). */
  requestUpload(file: File): void;
}

/** What an adapter needs: the configured messenger and the page it runs in. */
export interface MessengerSettings {
  deploymentId: string;
  environment: string;
  /** Absolute URL of the provider's script. */
  scriptUrl: string;
}

export type MessengerFactory = (settings: MessengerSettings, win: Window) => MessengerAdapter;

/** Why a file is refused before it is sent, or null when the deployment takes it. */
export function uploadRefusal(file: { name: string; type: string; size: number }, rules: UploadRules | null): 'type' | 'size' | null {
  if (!rules) return null;
  if (rules.fileTypes.length > 0 && !rules.fileTypes.some((allowed) => typeMatches(file.type, allowed))) return 'type';
  if (rules.maxFileSizeKB > 0 && file.size > rules.maxFileSizeKB * 1024) return 'size';
  return null;
}

function typeMatches(type: string, allowed: string): boolean {
  const wanted = allowed.trim().toLowerCase();
  const actual = type.toLowerCase();
  return wanted.endsWith('/*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
}
