export { createBridge, normalizeOrigin, type Bridge, type BridgeOptions } from './bridge';
export {
  ChildMessageSchema,
  ParentMessageSchema,
  PROTOCOL,
  PROTOCOL_VERSION,
  envelopeOf,
  type BridgeMessage,
  type ChildMessage,
  type ParentMessage,
} from './protocol';
