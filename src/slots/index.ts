/** The slot grid as one module (issue 12), for the booking finder and the reschedule page (issue 13). */
export { SlotGrid, longDay, type SlotGridProps, type SlotGridState } from './SlotGrid';
export { getSlots, type SlotSearchRequest } from './slots.api';
export * from './slot-time';
