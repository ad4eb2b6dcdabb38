/**
 * The messenger adapters rad-chat knows, by `integration.chat.provider`. A new provider is a new
 * module implementing MessengerAdapter and one line here; the widget does not change.
 */
import { createGenesysAdapter } from './genesys-adapter';
import type { MessengerFactory } from './messenger-adapter';

export const MESSENGER_PROVIDERS: Readonly<Record<'genesys', MessengerFactory>> = {
  genesys: createGenesysAdapter,
};
