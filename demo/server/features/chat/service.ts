/**
 * What a conversation event does to its booking request (document 001 §4 Chat): the agent's
 * booking-complete message books it; a disconnect or "no agent" hands it back to the patient
 * (type PATIENT). A request already BOOKED stays booked: a late disconnect does not undo it.
 */
import type { ChatEventName, ChatEventResult } from '../../../../src/api/schemas/chat.schema';
import type { Db } from '../../db/db';
import { handBackToPatient, markBooked } from './queries';

export function applyChatEvent(db: Db, bookingKey: string, event: ChatEventName): Promise<ChatEventResult | undefined> {
  return event === 'BOOKING_COMPLETE' ? markBooked(db, bookingKey) : handBackToPatient(db, bookingKey);
}
