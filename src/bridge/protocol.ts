/**
 * The messages a portal in a frame and its parent page exchange (see PROTOCOL.md). Every
 * message is an envelope checked by this schema; anything else is dropped unread.
 */
import * as v from 'valibot';

export const PROTOCOL = 'rad-widgets';
export const PROTOCOL_VERSION = 1;

const envelope = <T extends string, P extends v.GenericSchema>(type: T, payload: P) =>
  v.strictObject({
    protocol: v.literal(PROTOCOL),
    version: v.literal(PROTOCOL_VERSION),
    type: v.literal(type),
    payload,
  });

/** Child (the framed portal) → parent. */
export const ChildMessageSchema = v.variant('type', [
  envelope('rad:ready', v.strictObject({ runtimeVersion: v.string() })),
  envelope('rad:height', v.strictObject({ height: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)) })),
  envelope('rad:navigate', v.strictObject({ path: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)) })),
  // A dialog took focus at this place of the frame (CSS px from its top): scroll it into view.
  envelope(
    'rad:scroll-into-view',
    v.strictObject({
      top: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)),
      height: v.pipe(v.number(), v.minValue(0), v.maxValue(100_000)),
    }),
  ),
  envelope(
    'rad:event',
    v.strictObject({ name: v.pipe(v.string(), v.regex(/^rad-[a-z-]+$/)), detail: v.optional(v.record(v.string(), v.unknown())) }),
  ),
]);

/** Parent → child. */
export const ParentMessageSchema = v.variant('type', [envelope('rad:kiosk-mode', v.strictObject({ kioskMode: v.boolean() }))]);

export type ChildMessage = v.InferOutput<typeof ChildMessageSchema>;
export type ParentMessage = v.InferOutput<typeof ParentMessageSchema>;
export type BridgeMessage = ChildMessage | ParentMessage;

export function envelopeOf<M extends BridgeMessage>(type: M['type'], payload: M['payload']): M {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, type, payload } as M;
}
